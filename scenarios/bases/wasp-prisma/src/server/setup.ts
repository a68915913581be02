import type { ServerSetupFn } from 'wasp/server';

export const setup: ServerSetupFn = async () => {
  console.info('server ready');
};
