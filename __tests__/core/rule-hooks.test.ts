import { analyze } from '../../src/core/analyze';
import { defaultConfig } from '../../src/core/config';
import type { Report, Rule, RuleContext, RuleFinding } from '../../src/core/types';
import { buildChangeSet } from '../../src/git/changeset';
import { GitRepo, type ReadAhead, type ReadAheadRequest } from '../../src/git/git';
import { GAP_RULE } from '../../src/rules';
import { Workspace } from '../../src/workspace/workspace';
import { makeRepo } from '../helpers/repo';

// Rules' `prepare` and `anticipate` hooks: what they say a rule will search for is searched
// in the background, once for all rules, and the rules that said it run after the others.

/** A real git repository whose searches are recorded as run in the background or synchronously. */
function setup() {
  const repo = makeRepo({
    base: {
      'src/app.ts': 'export const answer = 42;\n',
      'src/mail.ts': 'export const sendReceipt = 1;\n',
      'src/billing.ts': 'export const chargeLater = 1;\n',
    },
    head: { 'src/app.ts': 'export const answer = 43;\n' },
  });
  const background: string[] = [];
  const sync: string[] = [];
  const inner = GitRepo.open(repo.dir);
  const git = new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === 'grepWordFiles') {
        return (rev: string, words: string[], pathspecs?: string[]) => {
          sync.push(...words);
          return target.grepWordFiles(rev, words, pathspecs);
        };
      }
      if (prop === 'readAhead') {
        return (rev: string, request: ReadAheadRequest): Promise<ReadAhead> => {
          background.push(...request.words);
          return target.readAhead(rev, request);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const changes = buildChangeSet(git, { base: repo.base, head: repo.head });
  return { searched: { background, sync }, workspace: new Workspace(git, changes) };
}

function rule(id: string, hooks: Partial<Rule>): Rule {
  return { meta: { id, description: id, defaultSeverity: 'warning' }, check: () => [], ...hooks };
}

const finding = (message: string): RuleFinding => ({ file: 'src/app.ts', line: 1, message, fix: 'Fix it.' });

function run(workspace: Workspace, rules: Rule[]): Promise<Report> {
  return analyze({ changes: workspace.changes, workspace, config: defaultConfig(), rules, gapRule: GAP_RULE });
}

describe('rule hooks', () => {
  it('search the words rules anticipate in the background, and run those rules after the others', async () => {
    const { searched, workspace } = setup();
    const calls: string[] = [];
    const found: Record<string, string[]> = {};
    const plain = rule('test/plain', {
      check: () => {
        calls.push('plain.check');
        return [];
      },
    });
    const hooked = rule('test/hooked', {
      prepare: (ctx: RuleContext) => {
        calls.push('hooked.prepare');
        ctx.workspace.head.anticipate(['sendReceipt']);
      },
      anticipate: (ctx: RuleContext) => {
        calls.push('hooked.anticipate');
        ctx.workspace.head.anticipate(['chargeLater']);
      },
      check: (ctx: RuleContext) => {
        calls.push('hooked.check');
        for (const w of ['sendReceipt', 'chargeLater']) found[w] = ctx.workspace.head.grep([w]);
        return [finding('hooked ran')];
      },
    });
    const report = await run(workspace, [hooked, plain]);

    expect(calls).toEqual(['hooked.prepare', 'hooked.anticipate', 'plain.check', 'hooked.check']);
    expect(found).toEqual({ sendReceipt: ['src/mail.ts'], chargeLater: ['src/billing.ts'] });
    expect(searched.background).toEqual(expect.arrayContaining(['sendReceipt', 'chargeLater']));
    expect(searched.sync).not.toContain('sendReceipt');
    expect(searched.sync).not.toContain('chargeLater');
    expect(report.findings.map((f) => f.message)).toEqual(['hooked ran']);
  });

  it('ignore a hook that throws: the check still runs and reports its own failure', async () => {
    const { workspace } = setup();
    const failing = rule('test/failing', {
      prepare: () => {
        throw new Error('prepare broke');
      },
      anticipate: () => {
        throw new Error('anticipate broke');
      },
      check: () => {
        throw new Error('check broke');
      },
    });
    const report = await run(workspace, [failing, rule('test/fine', { check: () => [finding('fine')] })]);
    const messages = report.findings.map((f) => `${f.ruleId}: ${f.message}`);
    expect(messages).toContain('test/fine: fine');
    expect(messages.join('\n')).toMatch(/policy\/incomplete-analysis: .*rule test\/failing failed: check broke/);
    expect(messages.join('\n')).not.toMatch(/prepare broke|anticipate broke/);
  });

  it('skip the hooks of a rule the config turns off', async () => {
    const { workspace } = setup();
    const calls: string[] = [];
    const off = rule('test/off', {
      prepare: () => void calls.push('prepare'),
      anticipate: () => void calls.push('anticipate'),
      check: () => {
        calls.push('check');
        return [];
      },
    });
    const config = defaultConfig();
    config.rules['test/off'] = 'off';
    await analyze({ changes: workspace.changes, workspace, config, rules: [off], gapRule: GAP_RULE });
    expect(calls).toEqual([]);
  });
});
