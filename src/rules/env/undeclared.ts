import { isTestCode, isToolConfig } from '../../workspace/classify';
import type { Related, Rule, RuleContext, RuleFinding } from '../../core/types';
import {
  builtIntoEnv,
  declarationsOf,
  setByBuild,
  declaredAnywhere,
  deployParseErrors,
  deployTargets,
  envReadsInFile,
  envReadsOf,
  envSchemasFor,
  envTemplates,
  isPlatformVar,
  isPublicName,
  listOf,
  mayReadEnv,
  packageOf,
  placementOf,
  type EnvRead,
  type MissingPlace,
  workflowEnvOf,
  scriptEnvOf,
  headerEnvOf,
  workflowDeclared,
} from '../../extractors/env';
import { declarationEdit, renameEdit, renamedEnvVars } from '../../extractors/env/declare';
import { isTestTemplate } from '../../extractors/env/templates';

/**
 * A read the pull request adds of an env variable that the repository does not declare
 * where it should: the nearest env template, and every deployment config of the same
 * service. One finding per variable, at its first new read (the schema key when there is one).
 */
export const undeclared: Rule = {
  meta: {
    id: 'env/undeclared',
    description:
      'The change reads an environment variable that the env template or deployment config does not declare.',
    defaultSeverity: 'blocking',
  },
  check(ctx) {
    const byName = new Map<string, EnvRead[]>();
    for (const read of newReads(ctx)) {
      const list = byName.get(read.name) ?? [];
      list.push(read);
      byName.set(read.name, list);
    }
    const findings: RuleFinding[] = [];
    for (const [name, reads] of byName) {
      const finding = judge(ctx, name, reads);
      if (finding) findings.push(finding);
    }
    // A changed deployment config this rule needed but could not read.
    for (const [file, reason] of deployParseErrors(ctx.workspace.head)) {
      if (ctx.changes.file(file)) ctx.reportGap({ file, reason, ruleId: undeclared.meta.id });
    }
    return findings;
  },
};

/** Reads on new code lines whose variable the file did not read before the change. */
function newReads(ctx: RuleContext): EnvRead[] {
  const head = ctx.workspace.head;
  const out: EnvRead[] = [];
  for (const file of ctx.changes.headFiles()) {
    const path = file.path;
    if (!mayReadEnv(path) || isTestCode(path)) continue;
    if (ctx.workspace.isGenerated(path) || ctx.workspace.isIgnored(path)) continue;
    const reads = envReadsInFile(head, path).filter(
      (r) =>
        r.kind !== 'runtime-env' && !isPlatformVar(r.name, r.source) && ctx.changes.touches(path, r.line, r.endLine),
    );
    if (reads.length === 0) continue;
    // A variable the file already read on the base is not new (a tweak to its validation, a reformat).
    const basePath = file.oldPath ?? path;
    const before =
      file.status === 'added'
        ? new Set<string>()
        : new Set(envReadsInFile(ctx.workspace.base, basePath).map((r) => r.name));
    out.push(...reads.filter((r) => !before.has(r.name)));
  }
  return out;
}

function primaryRead(reads: EnvRead[]): EnvRead {
  return reads.find((r) => r.kind === 'schema') ?? reads[0];
}

/**
 * The gap the base branch already had for the variable: where its reads there (any code,
 * wherever it moved since) were missing it. A read moved, ported or re-wrapped by the
 * change leaves that gap as it was; only places the base did not already miss are new.
 */
function baseGap(ctx: RuleContext, name: string): { missing: Set<string>; uncovered: boolean } | undefined {
  const base = ctx.workspace.base;
  const reads = envReadsOf(base, [name]).filter(
    (r) => r.kind !== 'runtime-env' && !isTestCode(r.file) && !ctx.workspace.isGenerated(r.file),
  );
  if (reads.length === 0) return undefined;
  const { missing, uncovered } = placementOf(base, name, reads, ctx.config.envFiles);
  return { missing: new Set(missing.map((m) => m.id)), uncovered };
}

/**
 * The deployment config leaves out the variable's family on purpose: the files that read
 * it already read two or more variables of its prefix on the base (`AUTH_GITHUB_ID`,
 * `AUTH_GOOGLE_ID` beside a new `AUTH_KEYCLOAK_ID`), and the config declares none of them
 * (the optional sign-in providers of a self-hosting compose file).
 */
function familyLeftOut(ctx: RuleContext, targetId: string, name: string, reads: EnvRead[]): boolean {
  const cut = name.indexOf('_');
  if (cut <= 0) return false;
  const prefix = name.slice(0, cut + 1);
  const target = deployTargets(ctx.workspace.head).find((t) => t.id === targetId);
  if (!target) return false;
  const family = new Set<string>();
  for (const r of reads) {
    const file = ctx.changes.file(r.file);
    if (file?.status === 'added') continue;
    for (const b of envReadsInFile(ctx.workspace.base, file?.oldPath ?? r.file))
      if (b.name !== name && b.name.startsWith(prefix)) family.add(b.name);
  }
  return family.size >= 2 && ![...family].some((n) => target.names.has(n));
}

/** Source files of other languages a repository's services are written in. */
const OTHER_CODE = /\.(rs|go|py|rb|java|kt|cs|php|ex|exs)$/;

/**
 * The base branch's code in another language already reads the variable (`env::var("X")`
 * in Rust, `os.Getenv("X")` in Go, `os.environ["X"]` in Python, `ENV["X"]` in Ruby,
 * `System.getenv("X")`): the deployment already sets it; a read added beside it is no new
 * variable.
 */
function readByOtherCodeOnBase(ctx: RuleContext, name: string): boolean {
  if (!/^\w+$/.test(name)) return false;
  const base = ctx.workspace.base;
  const read = new RegExp(
    `(env::var(_os)?|os\\.(Getenv|LookupEnv|getenv|environ(\\.get)?)|ENV(\\.fetch)?|System\\.(getenv|get_env)|GetEnvironmentVariable|getenv)\\s*[([]\\s*["'\`]${name}["'\`]`,
  );
  return base
    .grep([name])
    .filter((f) => OTHER_CODE.test(f))
    .some((f) => read.test(base.read(f) ?? ''));
}

function judge(ctx: RuleContext, name: string, reads: EnvRead[]): RuleFinding | undefined {
  const head = ctx.workspace.head;
  if (readByOtherCodeOnBase(ctx, name)) return undefined;
  // A script that CI workflows or the repository's shell scripts run reads what they give
  // it, an operator's script what its own header says to set; a tool's configuration (`release.config.js`) is read by the tool the workflows run.
  const givenByRunner = (r: EnvRead): boolean =>
    workflowEnvOf(head, r.file).has(name) ||
    scriptEnvOf(head, r.file).has(name) ||
    headerEnvOf(head, r.file).has(name) ||
    (isToolConfig(head, r.file) && workflowDeclared(head).has(name));
  if (reads.every(givenByRunner)) return undefined;
  // A variable the code derives and builds into the environment is nobody's to set.
  if (builtIntoEnv(head, name) || setByBuild(head, name)) return undefined;
  const envFiles = ctx.config.envFiles;
  const placement = placementOf(head, name, reads, envFiles);
  const before = baseGap(ctx, name);
  const missing = placement.missing.filter(
    (m) => !before?.missing.has(m.id) && (m.kind === 'template' || !familyLeftOut(ctx, m.id, name, reads)),
  );
  const uncovered = placement.uncovered && !before?.uncovered;
  const at = primaryRead(reads);
  if (placement.uncovered) {
    if (!uncovered || declaredAnywhere(head, name, envFiles)) return undefined;
    const pkg = packageOf(head, at.file);
    // the package declares its variables in an env schema it uses (`createEnv` of a workspace
    // package): a variable read beside it and declared nowhere is undeclared
    // of several (a web app's and a server's), the one that declares variables of its kind (public or not)
    const schemas = envSchemasFor(head, at.file);
    const sameKind = (f: string) =>
      envReadsInFile(head, f).some((r) => r.kind === 'schema' && isPublicName(r.name) === isPublicName(name));
    const schema = schemas.find(sameKind) ?? schemas[0];
    if (schema)
      return {
        file: at.file,
        line: at.line,
        message: `${name} is read here but declared nowhere: not in the env schema ${schema} that ${pkg === '' ? 'the repository' : pkg} uses, nor in any template or deployment config.`,
        fix: `Add ${name} to the env schema in ${schema} (with its validator, and to its \`runtimeEnv\`), and read it through the schema's \`env\` object.`,
        related: [
          {
            file: schema,
            line: envReadsInFile(head, schema).find((r) => r.kind === 'schema')?.line ?? 1,
            message: `the env schema ${pkg === '' ? 'the repository' : pkg} uses`,
          },
        ],
      };
    const example = pkg === '' ? '.env.example' : `${pkg}/.env.example`;
    const elsewhere = envTemplates(head, envFiles)
      .map((t) => t.file)
      .filter((f) => !isTestTemplate(head, f));
    const where =
      elsewhere.length > 0
        ? `no env template or deployment config covers ${pkg === '' ? 'the repository root' : pkg} (the repository's templates: ${listOf(elsewhere.slice(0, 3))}${elsewhere.length > 3 ? ` and ${elsewhere.length - 3} more` : ''})`
        : 'the repository declares its environment nowhere (no env template, no deployment config)';
    return {
      file: at.file,
      line: at.line,
      severity: 'warning',
      message: `${name} is read here, but ${where}.`,
      fix: `Create ${example} listing ${name} (with a placeholder value and a comment saying what it is for), so that a fresh checkout knows to set it.`,
    };
  }
  if (missing.length === 0) return undefined;
  const labels = missing.map((m) => m.label);
  const related: Related[] = missing.map((m) => ({
    file: m.file,
    line: m.line,
    message: `${name} is not declared in ${m.label}.`,
  }));
  for (const r of reads) {
    if (r !== at) related.push({ file: r.file, line: r.line, message: `${name} is also read here.` });
  }
  // the declarations, where every place's form is certain (all of them or none: a half fix leaves the finding)
  // a variable renamed in place is renamed where the old name is declared; added elsewhere
  const old = renamedEnvVars(ctx.workspace).get(name);
  const oldDecls = old ? declarationsOf(head, old, envFiles) : [];
  const edits = missing.map((m) => {
    // the same template, or the same service or container of a deployment config
    const was = oldDecls.find((d) => d.file === m.file && (m.kind === 'template' || d.label === m.label));
    return was && old ? renameEdit(head, m.file, was.line, old, name) : declarationEdit(head, name, m);
  });
  return {
    file: at.file,
    line: at.line,
    message: `${name} is read here but not declared in ${listOf(labels)}.`,
    fix: fixFor(name, missing),
    related,
    ...(edits.every((e) => e !== undefined) ? { edits } : {}),
  };
}

function fixFor(name: string, missing: MissingPlace[]): string {
  const parts = missing.map((m) => {
    switch (m.kind) {
      case 'template':
        return `add \`${name}=\` to ${m.file}`;
      case 'k8s':
        return m.asSecret
          ? `add ${name} to ${m.label} as a \`valueFrom.secretKeyRef\` (it is a credential)`
          : `add \`- name: ${name}\` with its value to ${m.label}`;
      case 'compose':
        return `add \`${name}: \${${name}}\` to the \`environment:\` of ${m.label}`;
      case 'helm':
        return `add ${name} to the env of ${m.label}${m.asSecret ? " through the chart's secret values" : ''}`;
      case 'dockerfile':
        return `add \`ENV ${name}=...\` (or \`ARG\`) to ${m.file}`;
      case 'fly':
        return `add ${name} to the [env] table of ${m.file}`;
      case 'render':
        return `add \`- key: ${name}\` to ${m.label}${m.asSecret ? ' with `sync: false`' : ''}`;
      default:
        return `add ${name} to ${m.label}`;
    }
  });
  const sentence = listOf(parts);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
