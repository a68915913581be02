import type * as TsMorph from 'ts-morph';

let loaded: typeof TsMorph | undefined;

/**
 * ts-morph (and the TypeScript compiler inside it) is loaded on first use: a pull
 * request that changes no code never pays for it.
 */
export function loadTsMorph(): typeof TsMorph {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('ts-morph') as typeof TsMorph;
  return loaded;
}
