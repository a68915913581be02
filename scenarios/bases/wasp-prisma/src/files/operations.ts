import { HttpError } from 'wasp/server';
import type { AddFile } from 'wasp/server/operations';

export const addFile: AddFile<{ name: string; key: string }, { id: string }> = async (args, context) => {
  if (!context.user) throw new HttpError(401);
  const file = await context.entities.File.create({
    data: { name: args.name, key: args.key, user: { connect: { id: context.user.id } } },
  });
  return { id: file.id };
};
