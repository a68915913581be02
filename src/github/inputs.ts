import { z } from 'zod';

/**
 * The Action's inputs. One schema owns their names and defaults; action.yml repeats the
 * defaults only for the Marketplace page.
 */
const optionalText = z
  .string()
  .transform((s) => s.trim())
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const wholeNumber = z.string().regex(/^\d+$/, 'expected a whole number such as 25').transform(Number);
// The YAML 1.2 core schema's booleans, as @actions/core's getBooleanInput takes them.
const yamlBoolean = z
  .enum(['true', 'True', 'TRUE', 'false', 'False', 'FALSE'])
  .default('false')
  .transform((v) => v.toLowerCase() === 'true');

const inputsSchema = z.object({
  'github-token': optionalText,
  'config-file': optionalText,
  'fail-on': optionalText.pipe(z.enum(['blocking', 'warning', 'never']).default('blocking')),
  review: optionalText.pipe(z.enum(['inline', 'summary', 'off']).default('inline')),
  'stripe-mock-url': optionalText.pipe(z.string().url().optional()),
  'sarif-file': optionalText,
  'agent-mention': optionalText,
  'max-inline-comments': optionalText.pipe(wholeNumber.default('25')),
  quiet: optionalText.pipe(yamlBoolean),
  'max-warnings': optionalText.pipe(wholeNumber.optional()),
});

export type FailOn = 'blocking' | 'warning' | 'never';
export type ReviewMode = 'inline' | 'summary' | 'off';

export interface ActionInputs {
  githubToken?: string;
  /** The config's path in the repository; default `.github/agent-gate.yml`, else `.yaml` (as the CLI). */
  configFile?: string;
  failOn: FailOn;
  review: ReviewMode;
  stripeMockUrl?: string;
  sarifFile?: string;
  agentMention?: string;
  /** Inline comments per review at most; the rest go into the review's body. */
  maxInlineComments: number;
  /** The review, job summary and annotations show blocking findings only. */
  quiet: boolean;
  /** The step fails when there are more warnings than this. */
  maxWarnings?: number;
}

export const INPUT_NAMES = Object.keys(inputsSchema.shape) as (keyof typeof inputsSchema.shape)[];

export class InputError extends Error {
  override name = 'InputError';
}

/**
 * Reads the inputs the runner passes as `INPUT_<NAME>` variables (upper-cased, hyphens
 * kept), validates them, and applies the defaults.
 */
export function readInputs(env: NodeJS.ProcessEnv): ActionInputs {
  const raw: Record<string, string | undefined> = {};
  for (const name of INPUT_NAMES) raw[name] = env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`];
  const parsed = inputsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? '?');
    throw new InputError(`input ${name}: ${issue.message} (got ${JSON.stringify(raw[name] ?? '')})`);
  }
  const v = parsed.data;
  const configFile = v['config-file'];
  if (configFile !== undefined && (configFile.startsWith('/') || configFile.split(/[\\/]/).includes('..'))) {
    throw new InputError(
      `input config-file: ${configFile} must be a path inside the repository, such as .github/agent-gate.yml`,
    );
  }
  return {
    // The runner passes the `github.token` default; outside it, GITHUB_TOKEN is the usual name.
    githubToken: v['github-token'] ?? (env.GITHUB_TOKEN?.trim() || undefined),
    configFile,
    failOn: v['fail-on'],
    review: v.review,
    stripeMockUrl: v['stripe-mock-url'],
    sarifFile: v['sarif-file'],
    agentMention: v['agent-mention'],
    maxInlineComments: v['max-inline-comments'],
    quiet: v.quiet,
    maxWarnings: v['max-warnings'],
  };
}
