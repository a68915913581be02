import { RunIndex } from '../../src/git/run-index';

/** The files holding each maximal run of word characters, by splitting the text. */
function naive(files: string[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  files.forEach((text, id) => {
    for (const run of new Set(text.match(/[A-Za-z0-9_]+/g) ?? [])) {
      const ids = out.get(run) ?? [];
      ids.push(id);
      out.set(run, ids);
    }
  });
  return out;
}

describe('RunIndex', () => {
  it.each<[string, string[], [string, number[]][]]>([
    [
      'whole runs only',
      ['checkout checkouts', 'my_checkout', 'checkout-2'],
      [
        ['checkout', [0, 2]],
        ['checkouts', [0]],
        ['my_checkout', [1]],
        ['2', [2]],
        ['check', []],
      ],
    ],
    [
      'runs end at non-ASCII bytes, as git grep -w does',
      ['écheckout', 'naïve'],
      [
        ['checkout', [0]],
        ['na', [1]],
        ['ve', [1]],
      ],
    ],
    [
      'a run at the very start and end of a file',
      ['a', 'b a', 'a b'],
      [
        ['a', [0, 1, 2]],
        ['b', [1, 2]],
      ],
    ],
    ['a file listed once however often it holds a run', ['x x x', 'y', 'x'], [['x', [0, 2]]]],
    ['no files', [], [['x', []]]],
  ])('%s', (_, files, expected) => {
    const index = new RunIndex(files.map((f) => Buffer.from(f, 'utf8')));
    for (const [run, ids] of expected) {
      expect([run, index.filesWith(run)]).toEqual([run, ids]);
      expect([run, index.countFiles(run)]).toEqual([run, ids.length]);
    }
  });

  it('answers as splitting does on a tree large enough to grow its table and postings many times', () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const files = Array.from({ length: 400 }, () =>
      Array.from({ length: 400 }, () => `w${Math.floor(random() ** 3 * 20000)}`).join(random() < 0.5 ? ' ' : '.'),
    );
    const index = new RunIndex(files.map((f) => Buffer.from(f, 'latin1')));
    const expected = naive(files);
    expect(expected.size).toBeGreaterThan(5000);
    expect(new Map([...expected.keys()].map((run) => [run, index.filesWith(run)]))).toEqual(expected);
    for (const [run, ids] of expected)
      if (index.countFiles(run) !== ids.length) expect([run, index.countFiles(run)]).toEqual([run, ids.length]);
    expect(index.filesWith('w20001')).toEqual([]);
  });
});
