import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, planFixes, unifiedPatch } from '../../src/core/edits';
import { suggestionOf } from '../../src/core/fixes';
import type { Finding, TextEdit } from '../../src/core/types';
import { makeRepo } from '../helpers/repo';

const finding = (edits: TextEdit[], message = 'm'): Finding => ({
  ruleId: 'env/undeclared',
  severity: 'blocking',
  file: 'a.ts',
  line: 1,
  message,
  fix: 'add it',
  related: [],
  edits,
});

describe('applyEdits', () => {
  it.each([
    ['an insertion', 'ab', [{ start: 1, end: 1, text: 'X' }], 'aXb'],
    ['a replacement', 'abc', [{ start: 1, end: 2, text: 'XY' }], 'aXYc'],
    [
      'two insertions at one place, in the order given',
      'ab',
      [
        { start: 1, end: 1, text: '1' },
        { start: 1, end: 1, text: '2' },
      ],
      'a12b',
    ],
    [
      'edits given out of order',
      'abc',
      [
        { start: 2, end: 3, text: 'Z' },
        { start: 0, end: 1, text: 'X' },
      ],
      'XbZ',
    ],
  ])('%s', (_name, text, edits, expected) => {
    expect(
      applyEdits(
        text,
        edits.map((e) => ({ file: 'f', ...e })),
      ),
    ).toBe(expected);
  });
});

describe('planFixes', () => {
  const texts: Record<string, string> = { 'a.ts': 'one\ntwo\n', '.env.example': 'A=\n' };
  const read = (file: string) => texts[file];

  it('takes a finding whole, and leaves one whose edit overlaps a fix already taken', () => {
    const first = finding([{ file: 'a.ts', start: 0, end: 3, text: 'ONE' }]);
    const second = finding([
      { file: '.env.example', start: 3, end: 3, text: 'B=\n' },
      { file: 'a.ts', start: 1, end: 2, text: 'x' },
    ]);
    const plan = planFixes([first, second], read);
    expect(plan.fixed).toEqual([first]);
    expect(plan.conflicting).toEqual([second]);
    // none of the second finding's edits was made, not even the one that fitted
    expect(plan.files.map((f) => f.file)).toEqual(['a.ts']);
  });

  it('makes one edit that two findings ask for once', () => {
    const e: TextEdit = { file: '.env.example', start: 3, end: 3, text: 'B=\n' };
    const plan = planFixes([finding([e], 'one'), finding([e], 'two')], read);
    expect(plan.fixed).toHaveLength(2);
    expect(plan.files).toEqual([{ file: '.env.example', before: 'A=\n', after: 'A=\nB=\n' }]);
  });

  it.each([
    ['a file the head does not have', { file: 'gone.ts', start: 0, end: 0, text: 'x' }],
    ['an edit past the end of the file', { file: 'a.ts', start: 99, end: 99, text: 'x' }],
  ])('leaves a finding unfixed whose edit names %s', (_name, edit) => {
    const f = finding([edit]);
    expect(planFixes([f], read)).toEqual({ files: [], fixed: [], conflicting: [f] });
  });
});

describe('unifiedPatch', () => {
  it.each([
    ['LF', 'A=1\nB=2\n', 'A=1\nNEW=\nB=2\n'],
    ['CRLF', 'A=1\r\nB=2\r\n', 'A=1\r\nNEW=\r\nB=2\r\n'],
    ['no line ending at the end', 'A=1\nB=2', 'A=1\nB=2\nNEW='],
    ['an empty file', '', 'NEW=\n'],
  ])('gives a patch git apply takes at head (%s)', (_name, before, after) => {
    const repo = makeRepo({ base: { '.env.example': before } });
    const patch = unifiedPatch([{ file: '.env.example', before, after }]);
    writeFileSync(join(repo.dir, 'fix.patch'), patch);
    execFileSync('git', ['apply', 'fix.patch'], { cwd: repo.dir });
    expect(execFileSync('git', ['show', ':.env.example'], { cwd: repo.dir, encoding: 'utf8' })).toBe(before);
    expect(readFileSync(join(repo.dir, '.env.example'), 'utf8')).toBe(after);
  });
});

describe('suggestionOf', () => {
  const text = 'const a = new Stripe(key);\nexport const b = 1;\n';
  const at = (start: number, end: number, t: string, file = 'a.ts'): TextEdit => ({ file, start, end, text: t });
  it.each([
    [
      'an argument added on one line: that line',
      [at(24, 24, ', { maxNetworkRetries: 2 }')],
      { startLine: 1, endLine: 1, text: 'const a = new Stripe(key, { maxNetworkRetries: 2 });' },
    ],
    [
      'a line inserted at the start of the second: the first line and the new one',
      [at(27, 27, 'const c = 2;\n')],
      { startLine: 1, endLine: 1, text: 'const a = new Stripe(key);\nconst c = 2;' },
    ],
    ['a whole line removed: the lines around the removal', [at(27, 47, '')], { startLine: 2, endLine: 2, text: '' }],
  ])('%s', (_name, edits, expected) => {
    expect(suggestionOf(finding(edits), text)).toEqual({ file: 'a.ts', ...expected });
  });

  it('look-alike: a fix with an edit in another file is no suggestion of this one', () => {
    expect(suggestionOf(finding([at(0, 0, 'x'), at(0, 0, 'B=\n', '.env.example')]), text)).toBeUndefined();
  });
});
