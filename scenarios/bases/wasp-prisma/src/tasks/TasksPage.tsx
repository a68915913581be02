import { useState } from 'react';
import { TaskList } from './TaskList';
import { createTask } from 'wasp/client/operations';

export default function TasksPage() {
  const [description, setDescription] = useState('');
  return (
    <main>
      <input id="description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <button onClick={() => createTask({ description })}>Add task</button>
      <TaskList />
    </main>
  );
}
