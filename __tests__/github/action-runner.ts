import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import Bottleneck from 'bottleneck';
import { run, type RunResult } from '../../src/main';
import type { ActionIO, Annotation } from '../../src/github/action-io';
import type { PullRequestFixture } from './pr-fixture';

/** Records what the Action says to the runner, and still writes the runner's files. */
export function recordingIO(fixture: PullRequestFixture) {
  const log: string[] = [];
  const annotations: Annotation[] = [];
  const io: ActionIO = {
    info: (m) => log.push(`info ${m}`),
    warning: (m) => log.push(`warning ${m}`),
    error: (m) => log.push(`error ${m}`),
    annotate: (a) => annotations.push(a),
    setOutput: (name, value) => {
      const outputs = JSON.parse(readFileSync(fixture.outputPath, 'utf8') || '{}') as Record<string, string>;
      outputs[name] = value;
      writeFileSync(fixture.outputPath, JSON.stringify(outputs));
    },
    appendSummary: (md) => appendFileSync(fixture.summaryPath, md),
  };
  return { io, log, annotations };
}

/** The real throttling plugin, with GitHub's write pacing and retry waits shortened for tests. */
export const fastThrottle = {
  retryAfterBaseValue: 20,
  write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
  notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
};

/**
 * Runs the Action's `run()` on the fixture's event, as a runner step would. `fresh`
 * empties the outputs and job summary first (each run a new step), instead of
 * accumulating them over runs.
 */
export async function runAction(fixture: PullRequestFixture, { fresh = false } = {}) {
  if (fresh) {
    writeFileSync(fixture.outputPath, '');
    writeFileSync(fixture.summaryPath, '');
  }
  const rec = recordingIO(fixture);
  const result: RunResult = await run({ env: fixture.env, io: rec.io, throttle: fastThrottle });
  const outputs = JSON.parse(readFileSync(fixture.outputPath, 'utf8') || '{}') as Record<string, string>;
  return { result, outputs, summary: readFileSync(fixture.summaryPath, 'utf8'), ...rec };
}
