import { detectAuthor } from '../../src/core/author';
import { defaultConfig, parseConfig } from '../../src/core/config';

const commit = (message: string, authorName = 'Dev', authorEmail = 'dev@example.com') => ({
  sha: 'abcdef0123456789',
  authorName,
  authorEmail,
  message,
});

describe('detectAuthor', () => {
  const config = defaultConfig();
  it.each([
    [
      'a Claude Code trailer',
      { commits: [commit('x\n\nCo-authored-by: Claude <noreply@anthropic.com>')] },
      'co-author-trailer',
    ],
    [
      'a Cursor trailer',
      { commits: [commit('x\n\nCo-authored-by: Cursor Agent <cursoragent@cursor.com>')] },
      'co-author-trailer',
    ],
    [
      'a commit by the Copilot bot',
      { commits: [commit('x', 'Copilot', '198982749+Copilot@users.noreply.github.com')] },
      'commit-author',
    ],
    ['a codex/ branch', { commits: [], headBranch: 'codex/fix-checkout' }, 'branch-prefix'],
    ['a PR opened by copilot-swe-agent[bot]', { commits: [], prAuthor: 'copilot-swe-agent[bot]' }, 'pr-author'],
    ['a PR opened by devin-ai-integration[bot]', { commits: [], prAuthor: 'devin-ai-integration[bot]' }, 'pr-author'],
    ['the ai-generated label', { commits: [], labels: ['AI-Generated'] }, 'label'],
  ])('recognises %s', (_name, inputs, kind) => {
    const author = detectAuthor(inputs, config);
    expect(author.kind).toBe('agent');
    expect(author.signals.map((s) => s.kind)).toContain(kind);
    expect(author.signals[0].detail.length).toBeGreaterThan(5);
  });

  it.each([
    ['a human co-author', { commits: [commit('x\n\nCo-authored-by: Ada Lovelace <ada@example.com>')] }],
    ['a feature branch', { commits: [commit('Fix claude-related typo in docs')], headBranch: 'feature/claude-docs' }],
    ['a human PR author', { commits: [], prAuthor: 'octocat', labels: ['bug'] }],
  ])('does not flag %s', (_name, inputs) => {
    expect(detectAuthor(inputs, config)).toEqual({ kind: 'human', signals: [] });
  });

  it('takes extra logins, labels and prefixes from the config', () => {
    const custom = parseConfig(
      'agents:\n  logins: [acme-bot]\n  labels: [robot]\n  branch-prefixes: [bot/]\n',
      { file: 'agent-gate.yml' },
      [],
    );
    expect(detectAuthor({ commits: [], prAuthor: 'acme-bot[bot]' }, custom).kind).toBe('agent');
    expect(detectAuthor({ commits: [], labels: ['robot'] }, custom).kind).toBe('agent');
    expect(detectAuthor({ commits: [], headBranch: 'bot/x' }, custom).kind).toBe('agent');
  });
});
