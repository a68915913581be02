import { performance } from 'node:perf_hooks';

/**
 * Where a run's time goes, for `agent-gate check --timing` (as ESLint's `TIMING=1`): the
 * phases of a run and each rule, as milliseconds since the process started, so that
 * module loading shows too. Off unless asked for; a mark then costs one comparison.
 */
const marks: { label: string; at: number }[] = [];
let enabled = false;

export function enableTiming(): void {
  enabled = true;
  marks.length = 0;
  mark('started');
}

export function mark(label: string): void {
  if (enabled) marks.push({ label, at: performance.now() });
}

/** The marks as a table: each with its time since start and since the mark before. */
export function timingTable(): string {
  const rows = marks.map((m, i) => {
    const since = i === 0 ? m.at : m.at - marks[i - 1].at;
    return `${m.at.toFixed(0).padStart(7)} ms ${`+${since.toFixed(0)}`.padStart(7)}  ${m.label}`;
  });
  return `${'at'.padStart(10)} ${'step'.padStart(7)}  what ended\n${rows.join('\n')}\n`;
}
