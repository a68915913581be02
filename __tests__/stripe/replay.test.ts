import { Node } from 'ts-morph';
import { runCheck } from '../../src/core/run';
import { MemoryTree, MemoryTreeSource } from '../../src/git/memory-source';
import { checkParams, type ArgProp, type ArgValue, type ProblemKind } from '../../src/extractors/stripe/contract';
import { StripeMockClient, type ReplayCall } from '../../src/extractors/stripe/mock';
import { fileCalls, type JudgedCall } from '../../src/extractors/stripe/sites';
import {
  KNOWN_MAJORS,
  knownMajorsText,
  stripeTable,
  type StripeTable,
  type TypeRef,
  type TypeShape,
} from '../../src/extractors/stripe/table';
import { isCodeFile, TreeView } from '../../src/workspace/workspace';
import { appTrees, filesOf, type AppTree } from '../helpers/scenario-apps';
import { makeRepo, type Files } from '../helpers/repo';
import { describeWithStripeMock } from '../helpers/stripe-mock';

/**
 * Every Stripe call of the project's example applications (the scenario suites' apps and
 * pull requests, and the demo), found by the gate's own extractor and replayed by the
 * same replay as stripe/mock-rejected against the real stripe-mock: the calls the API of
 * the project's `stripe` version accepts must be accepted, the others rejected; and each
 * call made wrong (an unknown parameter, a wrong type, a value outside an enum, a missing
 * required parameter) must be rejected with stripe-mock's message, and reported by the
 * rule at its call site.
 */

interface FoundCall {
  tree: AppTree;
  call: JudgedCall;
}

const trees = appTrees();

/** The calls of the files each tree writes (a file that never says "stripe" makes none). */
function findCalls(): FoundCall[] {
  const found: FoundCall[] = [];
  for (const tree of trees) {
    const paths = tree.changed.filter((p) => isCodeFile(p) && /stripe/i.test(String(tree.head[p] ?? '')));
    if (paths.length === 0) continue;
    // Read from memory, as the gate reads a pull request without a checkout: no git needed to find calls.
    const files = new Map([...filesOf(tree)].map(([path, data]) => [path, { mode: '100644', data }]));
    const view = new TreeView(new MemoryTreeSource().add('head', new MemoryTree(files)), 'head');
    for (const path of paths) {
      const calls = fileCalls(view, path);
      if (!calls) continue;
      if (!calls.table) throw new Error(`${tree.id}/${path}: no Stripe table for ${calls.version.describe}`);
      found.push(...calls.calls.map((call) => ({ tree, call })));
    }
  }
  return found;
}

/** What a call sends, without source lines: the same call in several pull requests is replayed once. */
function replayOf(call: JudgedCall): ReplayCall {
  return { path: call.site.path, ids: call.ids, params: call.params, options: call.options };
}

function keyOf(call: JudgedCall): string {
  return JSON.stringify([call.table.major, replayOf(call)], (k, v: unknown) => (k === 'line' ? undefined : v));
}

const str = (value: string): ArgValue => ({ kind: 'string', value });

interface Mutation {
  kind: ProblemKind;
  params: ArgValue;
  /** stripe-mock's message for it. */
  message: string;
}

/** The call made wrong in each way its method allows, built from the table of its `stripe` version. */
function mutations(call: JudgedCall): Mutation[] {
  const { table, entry } = call;
  const shape =
    entry.params && typeof entry.params === 'object' && 't' in entry.params ? table.type(entry.params.t) : undefined;
  if (!shape) return [];
  const given: ArgProp[] = call.params?.kind === 'object' ? call.params.props : [];
  const open = call.params?.kind === 'object' ? call.params.open : call.params?.kind === 'unknown';
  const withProp = (name: string, value: ArgValue): ArgValue => ({
    kind: 'object',
    open,
    props: [...given.filter((p) => p.name !== name), { name, value }],
  });
  const out: Mutation[] = [
    {
      kind: 'unknown-param',
      params: withProp('agent_gate_unknown', str('x')),
      message: 'Request validation error: additional properties are not allowed',
    },
  ];
  const names = Object.keys(shape.p).sort();
  const number = names.find((n) => shape.p[n] === 'n');
  if (number) {
    out.push({
      kind: 'wrong-type',
      params: withProp(number, str('not-a-number')),
      message: `Request validation error: object property '${number}' validation failed: value is not numeric`,
    });
  }
  const enumerated = names.find((n) => n !== 'expand' && isStringEnum(shape.p[n]));
  if (enumerated) {
    out.push({
      kind: 'invalid-enum',
      params: withProp(enumerated, str('agent_gate_bogus')),
      message: `Request validation error: object property '${enumerated}' validation failed: value is not in enumeration`,
    });
  }
  const required = shape.r[0];
  if (required) {
    out.push({
      kind: 'missing-required',
      params: { kind: 'object', open: false, props: fillRequired(shape, given).filter((p) => p.name !== required) },
      message: `Request validation error: object property '${required}' is required`,
    });
  }
  return out;
}

function isStringEnum(ref: TypeRef): boolean {
  if (typeof ref !== 'object') return false;
  const values = 'e' in ref ? ref.e : undefined;
  return values !== undefined && values.every((v) => typeof v === 'string') && values.some((v) => v !== '');
}

/** The call's params with every other required parameter present (its value left to the replay to fill). */
function fillRequired(shape: TypeShape, given: ArgProp[]): ArgProp[] {
  const have = new Set(given.map((p) => p.name));
  return [
    ...given,
    ...shape.r.filter((r) => !have.has(r)).map((name) => ({ name, value: { kind: 'unknown' } as ArgValue })),
  ];
}

/** The tree as its pull request leaves it, with an unknown parameter written into each call's params literal. */
function withUnknownParams(tree: AppTree, calls: JudgedCall[]): { files: Files; changed: Files; sites: JudgedCall[] } {
  const files: Files = Object.fromEntries(filesOf(tree));
  const changed: Files = {};
  const sites: JudgedCall[] = [];
  const byFile = new Map<string, JudgedCall[]>();
  for (const call of calls) {
    const params = call.site.params;
    if (call.entry.ids.length > 1 || !params || !Node.isObjectLiteralExpression(params)) continue;
    byFile.set(call.site.file, [...(byFile.get(call.site.file) ?? []), call]);
  }
  for (const [file, fileCalls] of byFile) {
    let text = String(files[file]);
    // From the end, so earlier positions stay valid.
    for (const call of [...fileCalls].sort((a, b) => b.site.params!.getStart() - a.site.params!.getStart())) {
      const at = call.site.params!.getStart() + 1;
      text = `${text.slice(0, at)} agent_gate_unknown: 'x',${text.slice(at)}`;
      sites.push(call);
    }
    changed[file] = text;
  }
  return { files, changed, sites };
}

describeWithStripeMock('the Stripe calls of the example applications, replayed against the real stripe-mock', (url) => {
  const client = new StripeMockClient(url);
  let found: FoundCall[] = [];
  const distinct = new Map<string, FoundCall>();
  const tally = { accepted: 0, disputed: 0, rejected: 0, skipped: 0, unreachable: 0 };
  const messages = new Map<string, number>();
  const mutated: Record<ProblemKind, number> = {
    'unknown-param': 0,
    'wrong-type': 0,
    'invalid-enum': 0,
    'missing-required': 0,
  };
  let reportedAtSite = 0;
  const sweep = { methods: 0, replays: 0, accepted: 0, disputed: 0, skipped: 0 };
  const count = (message: string) => messages.set(message, (messages.get(message) ?? 0) + 1);

  beforeAll(() => {
    found = findCalls();
    for (const f of found) if (!distinct.has(keyOf(f.call))) distinct.set(keyOf(f.call), f);
  }, 300_000);

  afterAll(() => {
    if (found.length === 0) return;
    const lines = [
      `replay against stripe-mock at ${url}: ${trees.length} app trees, ${found.length} Stripe calls replayed (${distinct.size} distinct):`,
      `  ${tally.accepted} accepted, ${tally.rejected} rejected, ${tally.disputed} disputed (stripe-mock's spec differs from the project's API version), ${tally.skipped} not replayed, ${tally.unreachable} unreachable`,
      `  made wrong and rejected: ${Object.entries(mutated)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')}; ${reportedAtSite} unknown parameters written into the source reported at their call site`,
      `  every method of the ${knownMajorsText()} tables (${sweep.methods}), without params and with every parameter filled by type: ${sweep.replays} replays, ${sweep.accepted} accepted, ${sweep.disputed} disputed, ${sweep.skipped} not replayed (stripe-mock or the SDK lacks the endpoint, or the declarations do not describe its params)`,
      `  stripe-mock's messages:`,
      ...[...messages].sort((a, b) => b[1] - a[1]).map(([m, n]) => `    ${n} × ${m}`),
    ];
    process.stdout.write(`\n${lines.join('\n')}\n`);
  });

  it('finds Stripe calls in the apps and pull requests', () => {
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((f) => f.call.site.path)).size).toBeGreaterThan(3);
  });

  it('accepts each call the API of its stripe version accepts, and rejects the others', async () => {
    const wrong: string[] = [];
    for (const { tree, call } of found) {
      const result = await client.replay(call.table, replayOf(call));
      tally[result.kind]++;
      const where = `${tree.id}/${call.site.file}:${call.site.line} stripe.${call.site.path}()`;
      const problems = checkParams(call.table.major, call.site.path, call.params);
      if (result.kind === 'rejected') count(result.message);
      if (problems.length === 0 && result.kind !== 'accepted' && result.kind !== 'disputed')
        wrong.push(`${where}: valid for stripe ${call.table.version}, but ${JSON.stringify(result)}`);
      if (problems.length > 0 && result.kind !== 'rejected')
        wrong.push(`${where}: ${problems[0].message} yet ${JSON.stringify(result)}`);
      if (result.kind === 'rejected') expect(result.message).toMatch(/^Request validation error: [a-z]/);
    }
    expect(wrong).toEqual([]);
  });

  // Made wrong and written wrong: each distinct call once.
  it("rejects each call made wrong, with stripe-mock's message", async () => {
    const wrong: string[] = [];
    for (const { tree, call } of distinct.values()) {
      for (const m of mutations(call)) {
        const problems = checkParams(call.table.major, call.site.path, m.params);
        expect(problems.map((p) => p.kind)).toContain(m.kind);
        const result = await client.replay(call.table, { ...replayOf(call), params: m.params });
        const where = `${tree.id}/${call.site.file}:${call.site.line} stripe.${call.site.path}() with ${m.kind}`;
        if (result.kind !== 'rejected' || result.message !== m.message)
          wrong.push(`${where}: expected "${m.message}", got ${JSON.stringify(result)}`);
        else {
          mutated[m.kind]++;
          count(result.message);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reports each call given an unknown parameter in its source at the call site', async () => {
    const byTree = new Map<AppTree, JudgedCall[]>();
    for (const { tree, call } of distinct.values()) byTree.set(tree, [...(byTree.get(tree) ?? []), call]);
    const missed: string[] = [];
    for (const [tree, calls] of byTree) {
      const { files, changed, sites } = withUnknownParams(tree, calls);
      if (sites.length === 0) continue;
      const repo = makeRepo({ base: files, head: changed });
      const report = await runCheck({
        repoDir: repo.dir,
        base: repo.base,
        head: repo.head,
        onlyRules: ['stripe/mock-rejected'],
        options: { stripeMockUrl: url },
      });
      for (const call of sites) {
        const at = report.findings.find(
          (f) => f.ruleId === 'stripe/mock-rejected' && f.file === call.site.file && f.line === call.site.line,
        );
        const want = `stripe-mock rejected stripe.${call.site.path}() with 400: "Request validation error: additional properties are not allowed".`;
        if (at?.message.startsWith(want) && at.message.includes('`agent_gate_unknown`')) reportedAtSite++;
        else
          missed.push(
            `${tree.id}/${call.site.file}:${call.site.line} stripe.${call.site.path}(): ${at?.message ?? 'no finding'}`,
          );
      }
    }
    expect(missed).toEqual([]);
    expect(reportedAtSite).toBeGreaterThan(0);
  }, 300_000);

  // Every major in the stress tier (15,000 replays); the oldest and the newest otherwise.
  const sweptMajors = process.env.AGENT_GATE_STRESS ? KNOWN_MAJORS : [KNOWN_MAJORS[0], KNOWN_MAJORS.at(-1)!];
  it(`replays every method of the stripe ${sweptMajors.join(', ')} tables with values filled by type: never a rejection, never an unusable server`, async () => {
    const wrong: string[] = [];
    for (const major of sweptMajors) {
      const table = stripeTable(major) as StripeTable;
      for (const path of table.methodPaths()) {
        const entry = table.method(path)!;
        // Webhook signing runs no request.
        if (path.startsWith('webhooks.')) continue;
        sweep.methods++;
        const shape = shapeOf(table, entry.params);
        const everything: ArgValue | undefined = shape && {
          kind: 'object',
          open: false,
          props: Object.keys(shape.p).map((name) => ({ name, value: { kind: 'unknown' } })),
        };
        for (const params of everything ? [undefined, everything] : [undefined]) {
          const result = await client.replay(table, { path, ids: [], params, options: { kind: 'unknown' } });
          sweep.replays++;
          if (result.kind === 'accepted' || result.kind === 'disputed') sweep[result.kind]++;
          else if (
            result.kind === 'skipped' &&
            /does not know this endpoint|the stripe SDK has no|do not describe the params/.test(result.reason)
          )
            sweep.skipped++;
          else wrong.push(`stripe ${major} ${path}${params ? ' with every parameter' : ''}: ${JSON.stringify(result)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});

function shapeOf(table: StripeTable, ref: TypeRef | null): TypeShape | undefined {
  if (!ref || typeof ref !== 'object') return undefined;
  if ('t' in ref) return table.type(ref.t);
  if ('u' in ref) for (const r of ref.u) if (shapeOf(table, r)) return shapeOf(table, r);
  return undefined;
}
