import { addFile } from 'wasp/client/operations';

export default function FilesPage() {
  return <button onClick={() => addFile({ name: 'report.pdf', key: 'uploads/report.pdf' })}>Upload</button>;
}
