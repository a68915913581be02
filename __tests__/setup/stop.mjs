// jest globalTeardown: stops the stripe-mock that start.mjs started, if any, and removes the
// run's temporary folder.
import { leaveTempRoot } from '../../scripts/temp-root.mjs';

export default async function stopForJest() {
  await globalThis.agentGateStripeMock?.stop();
  if (globalThis.agentGateTempRoot) leaveTempRoot(globalThis.agentGateTempRoot);
}
