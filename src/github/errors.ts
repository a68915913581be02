/** An Octokit RequestError, as far as the Action looks at it. */
interface ApiFailure {
  status: number;
  message: string;
}

export function apiFailure(err: unknown): ApiFailure | undefined {
  if (err && typeof err === 'object' && 'status' in err && typeof (err as ApiFailure).status === 'number') {
    return { status: (err as ApiFailure).status, message: String((err as { message?: unknown }).message ?? '') };
  }
  return undefined;
}

export function isStatus(err: unknown, ...statuses: number[]): boolean {
  const failure = apiFailure(err);
  return !!failure && statuses.includes(failure.status);
}

/**
 * Says what to do about a failed API call, in one line: the permission to grant, or why
 * it cannot work here.
 */
export function explainApiError(err: unknown, doing: string): string {
  const failure = apiFailure(err);
  if (!failure) return `agent-gate could not ${doing}: ${(err as Error)?.message ?? String(err)}`;
  const said = `${failure.status} ${failure.message.split('\n')[0]}`;
  switch (failure.status) {
    case 401:
      return `agent-gate could not ${doing} (${said}): the token is invalid or expired; pass a valid one as the github-token input.`;
    case 403:
      return `agent-gate could not ${doing} (${said}): grant \`pull-requests: write\` to this workflow (\`permissions:\` in the job), or pass a github-token that can write to pull requests. On pull requests from forks the token is read-only; the job summary and the check carry the verdict.`;
    case 404:
      return `agent-gate could not ${doing} (${said}): the token cannot see this pull request; grant \`contents: read\` and \`pull-requests: read\`, and check GITHUB_API_URL.`;
    default:
      return `agent-gate could not ${doing} (${said}).`;
  }
}
