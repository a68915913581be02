/** How many items of a list a finding's message names; the rest are counted. */
export const MAX_NAMED = 5;

/**
 * A list as a message names it: every item when there are at most `MAX_NAMED`, else the
 * first ones and how many more (`a, b, c, d, e and 13 more`). The full list belongs in the
 * finding's `related` entries, where a reader (and an agent) finds each item's place.
 */
export function namedList(items: readonly string[], separator = ', ', max = MAX_NAMED): string {
  if (items.length <= max) return items.join(separator);
  return `${items.slice(0, max).join(separator)} and ${items.length - max} more`;
}
