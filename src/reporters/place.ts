import type { Related } from '../core/types';

/** How a related place is written: `file:line`, or the folder alone (a folder has no lines). */
export function placeOf(place: Pick<Related, 'file' | 'line'>): string {
  return place.line === undefined ? place.file : `${place.file}:${place.line}`;
}
