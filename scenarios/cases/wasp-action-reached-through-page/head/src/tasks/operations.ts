import { HttpError } from 'wasp/server';
import type { CreateTask, GetTasks } from 'wasp/server/operations';
import * as z from 'zod';

const createTaskInput = z.object({ description: z.string().trim().min(1).max(200) });

export const getTasks: GetTasks<void, { id: string; description: string; isDone: boolean }[]> = async (_args, context) => {
  if (!context.user) throw new HttpError(401);
  return context.entities.Task.findMany({
    where: { userId: context.user.id },
    select: { id: true, description: true, isDone: true },
  });
};

export const createTask: CreateTask<{ description: string }, { id: string }> = async (args, context) => {
  if (!context.user) throw new HttpError(401);
  const parsed = createTaskInput.safeParse(args);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid task');
  const task = await context.entities.Task.create({
    data: { description: parsed.data.description, user: { connect: { id: context.user.id } } },
  });
  return { id: task.id };
};
