import type { Report } from '../core/types';

/** The machine-readable report: exactly one JSON object. */
export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2) + '\n';
}
