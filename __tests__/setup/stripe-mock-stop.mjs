// jest globalTeardown: stops the stripe-mock that stripe-mock-start.mjs started, if any.
export default async function stopStripeMockForJest() {
  await globalThis.agentGateStripeMock?.stop();
}
