/**
 * The stress tier: `npm run test:stress` sets AGENT_GATE_STRESS=1 and the stress suites
 * (fuzz, huge diffs, many files) run at full size; `npm test` runs the same tests, with
 * the same assertions, at a size that still takes the same code paths.
 */
export const STRESS = !!process.env.AGENT_GATE_STRESS;

/** `full` in the stress tier, `small` otherwise. */
export function stressSize(full: number, small: number): number {
  return STRESS ? full : small;
}
