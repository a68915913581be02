import * as core from '@actions/core';
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
  file?: string;
  line?: number;
}

/** What the Action says to the runner. Injected into run(), so tests record it instead. */
export interface ActionIO {
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  annotate(annotation: Annotation): void;
  setOutput(name: string, value: string): void;
  /** Appends Markdown to the job summary (the file named by GITHUB_STEP_SUMMARY). */
  appendSummary(markdown: string): void;
}

/**
 * The runner's protocol: workflow commands on stdout, outputs and the job summary
 * appended to the files the runner names in the (injected) environment.
 */
export function runnerIO(env: NodeJS.ProcessEnv): ActionIO {
  return {
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    error: (message) => core.error(message),
    annotate: ({ level, title, message, file, line }) => {
      const props: core.AnnotationProperties = { title, ...(file ? { file, startLine: line ?? 1 } : {}) };
      if (level === 'error') core.error(message, props);
      else if (level === 'warning') core.warning(message, props);
      else core.notice(message, props);
    },
    setOutput: (name, value) => {
      if (!env.GITHUB_OUTPUT) {
        core.info(`output ${name}=${value.length > 200 ? `${value.slice(0, 200)}…` : value}`);
        return;
      }
      const delimiter = `ghadelimiter_${randomUUID()}`;
      appendFileSync(env.GITHUB_OUTPUT, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
    },
    appendSummary: (markdown) => {
      if (!env.GITHUB_STEP_SUMMARY) {
        core.info('GITHUB_STEP_SUMMARY is not set; the job summary goes to the log:\n' + markdown);
        return;
      }
      appendFileSync(env.GITHUB_STEP_SUMMARY, markdown + EOL, 'utf8');
    },
  };
}
