import { groupFindings } from '../../src/core/noise';
import type { Finding } from '../../src/core/types';

const f = (ruleId: string, line: number, fix: string, severity: Finding['severity'] = 'blocking'): Finding => ({
  ruleId,
  severity,
  file: 'src/a.ts',
  line,
  message: `m${line}`,
  fix,
  related: [],
});

describe('groupFindings', () => {
  it.each<[string, Finding[], number[][]]>([
    ['one rule, one fix: one group in order', [f('r/a', 1, 'x'), f('r/a', 5, 'x'), f('r/a', 9, 'x')], [[1, 5, 9]]],
    ['the same fix text of two rules stays apart', [f('r/a', 1, 'x'), f('r/b', 2, 'x')], [[1], [2]]],
    ['one rule at two severities stays apart', [f('r/a', 1, 'x'), f('r/a', 2, 'x', 'warning')], [[1], [2]]],
    ['fixes that name their own place stay apart', [f('r/a', 1, 'fix line 1'), f('r/a', 2, 'fix line 2')], [[1], [2]]],
    [
      'groups keep the order of their first finding',
      [f('r/a', 1, 'x'), f('r/b', 2, 'y'), f('r/a', 3, 'x')],
      [[1, 3], [2]],
    ],
  ])('%s', (_name, findings, lines) => {
    expect(groupFindings(findings).map((g) => g.findings.map((x) => x.line))).toEqual(lines);
  });
});
