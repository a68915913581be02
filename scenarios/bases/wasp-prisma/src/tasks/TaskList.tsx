import { getTasks, useQuery } from 'wasp/client/operations';

export function TaskList() {
  const { data: tasks } = useQuery(getTasks);
  return <ul>{(tasks ?? []).map((t) => <li key={t.id}>{t.description}</li>)}</ul>;
}
