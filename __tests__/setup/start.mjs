// jest globalSetup: a temporary folder for the run (removed by stop.mjs), and one real
// stripe-mock for the whole run, shared by every test file that replays Stripe calls
// (__tests__/helpers/stripe-mock.ts reads STRIPE_MOCK_URL).
import {
  answers,
  findStripeMock,
  startStripeMock,
  STRIPE_MOCK_MODULE,
  STRIPE_MOCK_VERSION,
} from '../../scripts/stripe-mock.mjs';
import { enterTempRoot } from '../../scripts/temp-root.mjs';

export default async function startForJest() {
  // before the workers start: they, and every process a test starts, inherit TMPDIR
  globalThis.agentGateTempRoot = enterTempRoot();
  await startOneStripeMock();
}

async function startOneStripeMock() {
  const given = process.env.STRIPE_MOCK_URL;
  if (given) {
    await answers(given);
    console.log(`\nstripe-mock at ${given} (STRIPE_MOCK_URL) answers: the replay tests run against it.`);
    return;
  }
  const found = findStripeMock();
  if (found) {
    const server = await startStripeMock(found.path);
    globalThis.agentGateStripeMock = server;
    process.env.STRIPE_MOCK_URL = server.url;
    console.log(
      `\nstripe-mock ${found.version ?? '(version unknown)'} (${found.path}) started at ${server.url}: ` +
        `the replay tests run against it${found.version === STRIPE_MOCK_VERSION ? '' : `; CI runs ${STRIPE_MOCK_VERSION}`}.`,
    );
    return;
  }
  const why = "no stripe-mock (STRIPE_MOCK_URL is not set; no stripe-mock binary on PATH or in Go's bin folder)";
  // CI must not pass with the replay untested.
  if (process.env.CI) throw new Error(`${why}: CI runs the tests against the real server (.ci/run installs it)`);
  process.env.AGENT_GATE_NO_STRIPE_MOCK = why;
  console.log(
    `\n⚠ ${why}: the tests against the real stripe-mock are skipped. ` +
      `Install it with \`go install ${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION}\` or run .ci/run.`,
  );
}
