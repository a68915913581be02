import { namedList } from '../../src/core/wording';

describe('namedList', () => {
  it.each([
    [[], ', ', ''],
    [['a'], ', ', 'a'],
    [['a', 'b', 'c', 'd', 'e'], ', ', 'a, b, c, d, e'],
    [['a', 'b', 'c', 'd', 'e', 'f'], ', ', 'a, b, c, d, e and 1 more'],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], ' / ', 'a / b / c / d / e and 3 more'],
  ])('%j joined by %j reads %j', (items, separator, expected) => {
    expect(namedList(items, separator)).toBe(expected);
  });
});
