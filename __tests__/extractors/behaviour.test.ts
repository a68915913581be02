import { isTestOnlyCondition } from '../../src/extractors/code/behaviour';

describe('isTestOnlyCondition', () => {
  it.each([
    ["process.env.NODE_ENV === 'test'", true],
    ['"test" == process.env.NODE_ENV', true],
    ["process.env['NODE_ENV'] === 'test'", true],
    ["import.meta.env.MODE === 'test'", true],
    ['process.env.VITEST', true],
    ['process.env.JEST_WORKER_ID !== undefined', true],
    ["process.env.NODE_ENV === 'test' && !globalThis.__mocked", true],
    // look-alikes: conditions that also hold in production
    ["process.env.NODE_ENV !== 'test'", false],
    ["process.env.NODE_ENV === 'development'", false],
    ["process.env.NODE_ENV === 'test' || process.env.CI", false],
    ['isTest()', false],
  ])('%s → %s', (text, expected) => {
    expect(isTestOnlyCondition(text)).toBe(expected);
  });
});
