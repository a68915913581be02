import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { didYouMean } from './suggest';

/** Where a config text came from: a repository path (at a revision) or a file on disk. */
export interface ConfigOrigin {
  file: string;
  /** The commit the file was read from, when it came from git. */
  revision?: string;
}

/** One thing wrong with a config file, at its 1-based line and column when known. */
export interface ConfigProblem {
  line?: number;
  column?: number;
  message: string;
}

/**
 * A config file the gate refuses: every problem, one per line, each as
 * `file:line:column (at rev): message`, so that one commit can fix them all.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly file: string;
  readonly revision?: string;
  readonly problems: readonly ConfigProblem[];

  constructor(origin: ConfigOrigin, problems: readonly ConfigProblem[]) {
    super(problems.map((p) => formatProblem(origin, p)).join('\n'));
    this.file = origin.file;
    this.revision = origin.revision;
    this.problems = problems;
  }
}

export function formatProblem(origin: ConfigOrigin, problem: ConfigProblem): string {
  const at = problem.line === undefined ? '' : `:${problem.line}:${problem.column ?? 1}`;
  const rev = origin.revision ? ` (at ${origin.revision.slice(0, 7)})` : '';
  return `${origin.file}${at}${rev}: ${problem.message}`;
}

type Path = (string | number)[];

/**
 * Parses the YAML (keeping its nodes, so that each problem has a line) and validates it
 * with the schema. The value is the plain data when there is no problem.
 */
export function configProblems(
  text: string,
  schema: z.ZodTypeAny,
  ruleIds: readonly string[],
): { value: unknown; problems: ConfigProblem[] } {
  const lineCounter = new LineCounter();
  // logLevel 'error': the yaml package would print its warnings (e.g. a collection used as a
  // key) to stderr through process.emitWarning; the schema reports what matters instead.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  const position = (offset: number | undefined): Pick<ConfigProblem, 'line' | 'column'> => {
    if (offset === undefined) return {};
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  if (doc.errors.length > 0) {
    return {
      value: undefined,
      problems: doc.errors.map((e) => ({ ...position(e.pos[0]), message: `not valid YAML: ${firstLine(e.message)}` })),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (err) {
    return { value: undefined, problems: [{ message: `not valid YAML: ${firstLine((err as Error).message)}` }] };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { value, problems: [] };
  const problems = parsed.error.issues.flatMap((issue) =>
    describeIssue(issue, schema, ruleIds).map(({ key, message }) => ({
      ...position(offsetOf(doc.contents, issue.path, key)),
      message,
    })),
  );
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return { value: undefined, problems };
}

/** What one zod issue means to the person editing the file; an unknown key per key. */
function describeIssue(
  issue: z.ZodIssue,
  schema: z.ZodTypeAny,
  ruleIds: readonly string[],
): { key?: string; message: string }[] {
  const where = issue.path.length > 0 ? `${pathText(issue.path)}: ` : '';
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = keysAt(schema, issue.path);
      const isSeverityMap = ruleIds.length > 0 && known.length > 0 && known.every((k) => ruleIds.includes(k));
      return issue.keys.map((key) => {
        if (isSeverityMap) {
          const hint = didYouMean(key, ruleIds) || ' (agent-gate rules lists the rule ids)';
          return { key, message: `${where}unknown rule id ${key}${hint}` };
        }
        const misplaced =
          issue.path.length === 0 && ruleIds.includes(key) ? ' (a rule severity goes under rules:)' : '';
        return { key, message: `${where}unknown key ${key}${misplaced || didYouMean(key, known)}` };
      });
    }
    case 'invalid_enum_value': {
      const options = issue.options.map(String);
      const got = String(issue.received);
      return [
        { message: `${where}${JSON.stringify(got)} is not one of ${options.join(', ')}${didYouMean(got, options)}` },
      ];
    }
    case 'invalid_type':
      if (issue.received === 'null') return [{ message: `${where}has no value: expected ${typeName(issue.expected)}` }];
      return [{ message: `${where}expected ${typeName(issue.expected)}, got ${typeName(issue.received)}` }];
    case 'too_small':
      if (issue.type === 'string' && issue.minimum === 1) return [{ message: `${where}must not be empty` }];
      return [{ message: `${where}${issue.message}` }];
    default:
      return [{ message: `${where}${issue.message}` }];
  }
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    object: 'a mapping',
    array: 'a list',
    string: 'a string',
    number: 'a number',
    integer: 'an integer',
    boolean: 'true or false',
    null: 'nothing',
  };
  return names[type] ?? type;
}

/** `agents.logins[1]`, `rules.env/undeclared`. */
function pathText(path: Path): string {
  return path.map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : i === 0 ? seg : `.${seg}`)).join('');
}

/** The keys the schema allows for the object at `path`. */
function keysAt(schema: z.ZodTypeAny, path: Path): string[] {
  let node: z.ZodTypeAny | undefined = schema;
  for (const seg of [...path, undefined]) {
    while (node instanceof z.ZodDefault || node instanceof z.ZodOptional || node instanceof z.ZodEffects) {
      node = node instanceof z.ZodEffects ? node.innerType() : (node._def.innerType as z.ZodTypeAny);
    }
    if (seg === undefined) break;
    if (node instanceof z.ZodObject) node = (node.shape as Record<string, z.ZodTypeAny>)[String(seg)];
    else if (node instanceof z.ZodArray) node = node.element as z.ZodTypeAny;
    else return [];
  }
  return node instanceof z.ZodObject ? Object.keys(node.shape as object) : [];
}

/**
 * Where a problem is in the document: the key `key` of the mapping at `path`, else the
 * value at `path`, else the deepest part of the path that exists.
 */
function offsetOf(root: unknown, path: Path, key: string | undefined): number | undefined {
  let node = root;
  let offset = startOf(root);
  for (const seg of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => keyText(p.key) === String(seg));
      if (!pair) return offset;
      offset = startOf(pair.value) ?? startOf(pair.key) ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof seg === 'number' && node.items[seg] !== undefined) {
      node = node.items[seg];
      offset = startOf(node) ?? offset;
    } else {
      return offset;
    }
  }
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((p) => keyText(p.key) === key);
    if (pair) offset = startOf(pair.key) ?? offset;
  }
  return offset;
}

function keyText(key: unknown): string | undefined {
  return isScalar(key) ? String(key.value) : undefined;
}

function startOf(node: unknown): number | undefined {
  return isNode(node) ? node.range?.[0] : undefined;
}

function firstLine(message: string): string {
  return message.split('\n')[0];
}
