import type { Finding, Report } from './types';

/**
 * Credentials that must never be echoed into a report, a log, a job summary or SARIF.
 * Each pattern keeps a short, recognisable prefix so the reader knows what was found;
 * the rest of the value is replaced. Findings point at the secret by file and line.
 */
const SECRET_PATTERNS: readonly RegExp[] = [
  // Stripe secret, restricted and webhook-signing keys (live and test)
  /\b((?:sk|rk)_(?:live|test)_)[A-Za-z0-9]{6,}/g,
  /\b(whsec_)[A-Za-z0-9+/=]{6,}/g,
  // GitHub tokens
  /\b(gh[pousr]_)[A-Za-z0-9]{16,}/g,
  /\b(github_pat_)[A-Za-z0-9_]{16,}/g,
  // AWS access key ids
  /\b(AKIA)[0-9A-Z]{16}\b/g,
  // Slack tokens
  /\b(xox[abprs]-)[A-Za-z0-9-]{8,}/g,
  // PEM private keys (whole block)
  /(-----BEGIN [A-Z ]*PRIVATE KEY-----)[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
];

export const REDACTED = '…[redacted]';

/** The text with every credential-looking value replaced by its prefix and a marker. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const pattern of SECRET_PATTERNS) out = out.replace(pattern, (_m, prefix: string) => `${prefix}${REDACTED}`);
  return out;
}

/**
 * A safety net over everything a report carries as free text: a rule, a parser error
 * or an exception message that quotes a source line must not leak a key it contains.
 */
export function redactReport(report: Report): Report {
  const redactFinding = (f: Finding): Finding => ({
    ...f,
    file: redactSecrets(f.file),
    message: redactSecrets(f.message),
    fix: redactSecrets(f.fix),
    related: f.related.map((r) => ({ ...r, file: redactSecrets(r.file), message: redactSecrets(r.message) })),
  });
  return {
    ...report,
    author: {
      ...report.author,
      signals: report.author.signals.map((s) => ({ ...s, detail: redactSecrets(s.detail) })),
    },
    findings: report.findings.map(redactFinding),
    notes: report.notes.map(redactSecrets),
    ...(report.layers
      ? {
          layers: report.layers.map((l) => ({
            ...l,
            files: l.files.map(redactSecrets),
            ...(l.unchanged ? { unchanged: l.unchanged.map(redactSecrets) } : {}),
          })),
        }
      : {}),
  };
}
