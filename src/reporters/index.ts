import type { Report } from '../core/types';
import { ALL_RULES } from '../rules';
import { renderJson } from './json';
import { renderMarkdown } from './markdown';
import { renderSarif } from './sarif';
import { renderText } from './text';
import { VERSION } from '../version';

export const FORMATS = ['text', 'json', 'markdown', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

export interface RenderOptions {
  color: boolean;
}

/** One reporter per format. */
export const REPORTERS: Record<Format, (report: Report, opts: RenderOptions) => string> = {
  text: (report, opts) => renderText(report, opts),
  json: (report) => renderJson(report),
  markdown: (report) => renderMarkdown(report),
  sarif: (report) => renderSarif(report, ALL_RULES, VERSION),
};

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}
