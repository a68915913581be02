// `node scripts/bench/steps.mjs ROWS.json`: where the time of a real-repository run goes.
// Reads the rows `bench/real.mjs --rows` wrote and sums each `--timing` step over all
// checks (total, p50 and max per step), slowest first.
import { readFileSync } from 'node:fs';

const rows = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const steps = new Map();
for (const row of rows) {
  for (const line of row.timing.split('\n')) {
    const match = /^\s*\d+ ms\s+\+(\d+)\s+(.+)$/.exec(line);
    if (!match) continue;
    const [, ms, step] = match;
    steps.set(step, [...(steps.get(step) ?? []), Number(ms)]);
  }
}
const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const table = [...steps]
  .map(([step, values]) => ({
    step,
    total: values.reduce((a, b) => a + b, 0),
    p50: p50(values),
    max: Math.max(...values),
  }))
  .sort((a, b) => b.total - a.total);
console.log('| step | total (s) | p50 (ms) | max (ms) |\n| --- | --: | --: | --: |');
for (const { step, total, p50: median, max } of table) {
  console.log(`| ${step} | ${(total / 1000).toFixed(1)} | ${median} | ${max} |`);
}
