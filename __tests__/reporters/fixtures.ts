import type { LayerFiles } from '../../src/core/layers';
import type { Finding, Report } from '../../src/core/types';

/** A report of the layers and findings given, the rest as analyze() fills it. */
export function reportOf(layers: LayerFiles[], findings: Finding[] = []): Report {
  return {
    version: 1,
    verdict: findings.some((f) => f.severity === 'blocking') ? 'fail' : 'pass',
    base: 'b'.repeat(40),
    head: 'a'.repeat(40),
    author: { kind: 'human', signals: [] },
    findings,
    notes: [],
    stats: { filesChanged: layers.reduce((n, l) => n + l.files.length, 0), filesAnalyzed: 1, durationMs: 1 },
    layers,
  };
}

export function finding(ruleId: string, file: string, related: string[] = [], extra: Partial<Finding> = {}): Finding {
  return {
    ruleId,
    severity: 'blocking',
    file,
    line: 3,
    message: `${ruleId} at ${file}`,
    fix: `fix ${file}`,
    related: related.map((r) => ({ file: r, line: 1, message: 'counterpart' })),
    ...extra,
  };
}

/** The held-out shape: a new env var read in a route, the template updated, the k8s deployment not. */
export const envVarReport = reportOf(
  [
    { layer: 'env-template', files: ['.env.example'] },
    { layer: 'deploy-config', files: [], unchanged: ['k8s/deployment.yaml'] },
    { layer: 'api-route', files: ['app/api/checkout/route.ts'] },
  ],
  [finding('env/undeclared', 'app/api/checkout/route.ts', ['k8s/deployment.yaml'])],
);

/** File names that break naive Mermaid: quotes, brackets, entity and comment starts, HTML, a fence, unicode. */
export const HOSTILE_FILE = 'a/[id]/"q" #1;%%<script>x()</script>`t`{b}(p)|p|ü名.ts';
