import { HttpError } from 'wasp/server';
import type { AddFile } from 'wasp/server/operations';

const MAX_BYTES = 10 * 1024 * 1024;

export const addFile: AddFile<{ name: string; key: string; size: number }, { id: string }> = async (args, context) => {
  if (!context.user) throw new HttpError(401);
  if (args.size > MAX_BYTES) throw new HttpError(413, 'File too large');
  const file = await context.entities.File.create({
    data: { name: args.name, key: args.key, user: { connect: { id: context.user.id } } },
  });
  return { id: file.id };
};
