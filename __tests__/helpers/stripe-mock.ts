/**
 * The real stripe-mock of this test run: started once by jest's globalSetup
 * (__tests__/setup/start.mjs) or given by STRIPE_MOCK_URL.
 */
export const stripeMockUrl: string | undefined = process.env.STRIPE_MOCK_URL;

/**
 * `describe` for tests against the real stripe-mock. Without one (outside CI, where that
 * fails the run) they are skipped; globalSetup has said why, once. The body still runs to
 * name the tests: it gets a URL that is never contacted (the `.invalid` domain).
 */
export function describeWithStripeMock(name: string, fn: (url: string) => void): void {
  if (stripeMockUrl) describe(name, () => fn(stripeMockUrl as string));
  else
    describe.skip(`${name} (skipped: ${process.env.AGENT_GATE_NO_STRIPE_MOCK ?? 'no stripe-mock'})`, () =>
      fn('http://stripe-mock.invalid'));
}
