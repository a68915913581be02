import { runRule } from './helpers/rule-tester';
const mod = process.env.CASES!;
jest.mock('./helpers/rule-tester', () => {
  const actual = jest.requireActual('./helpers/rule-tester');
  return {
    ...actual,
    ruleTester: (id: string, t: { valid: unknown[]; invalid: { name: string }[] }) => {
      describe(id, () => {
        it.each(t.invalid.map((c) => [c.name, c]))('%s', async (_n, c) => {
          const r = await actual.runRule(id, c);
          for (const f of r.findings)
            console.log(
              `${f.severity} ${f.ruleId} ${f.file}:${f.line}\n  MSG: ${f.message}\n  FIX: ${f.fix}\n  REL: ${f.related.map((x: { file: string; line?: number; message: string }) => `${x.file}:${x.line} ${x.message}`).join(' | ')}`,
            );
          for (const n of r.notes) console.log('NOTE', n);
        });
      });
    },
  };
});
void runRule;
require(mod);
