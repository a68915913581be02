import { GitHub } from '@actions/github/lib/utils';
import { getProxyFetch } from '@actions/github/lib/internal/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';

const GitHubWithPlugins = GitHub.plugin(retry, throttling);

/** The REST client the Action uses: @actions/github's Octokit with retry and throttling. */
export type GitHubClient = InstanceType<typeof GitHubWithPlugins>;

export interface ClientOptions {
  token: string;
  /** `GITHUB_API_URL`: GitHub Enterprise Server and tests point it elsewhere. */
  baseUrl: string;
  log: (message: string) => void;
  /** Overrides of the throttling plugin's pacing (tests shorten the waits). */
  throttle?: Partial<ThrottlingOptions>;
}

const MAX_RATE_LIMIT_RETRIES = 2;

/**
 * Built inside run(), never at import time: @actions/github's defaults read
 * GITHUB_API_URL when the module loads, so the base URL and its proxy settings are
 * passed explicitly here.
 */
export function createClient(opts: ClientOptions): GitHubClient {
  const baseUrl = opts.baseUrl.replace(/\/+$/, '');
  return new GitHubWithPlugins({
    auth: `token ${opts.token}`,
    baseUrl,
    userAgent: 'agent-gate',
    request: { fetch: getProxyFetch(baseUrl) },
    log: { debug: () => {}, info: () => {}, warn: opts.log, error: opts.log },
    throttle: {
      onRateLimit: (retryAfter, options, _octokit, retryCount) => {
        opts.log(`GitHub API rate limit hit on ${options.method} ${options.url}; retrying in ${retryAfter} s`);
        return retryCount < MAX_RATE_LIMIT_RETRIES;
      },
      onSecondaryRateLimit: (retryAfter, options, _octokit, retryCount) => {
        opts.log(`GitHub API secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter} s`);
        return retryCount < MAX_RATE_LIMIT_RETRIES;
      },
      ...opts.throttle,
    } as ThrottlingOptions,
  });
}
