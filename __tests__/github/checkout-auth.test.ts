import { GitRepo } from '../../src/git/git';
import { authEnv } from '../../src/github/checkout';
import { git, makeRepo } from '../helpers/repo';

describe('the token for git fetch', () => {
  it('goes through the environment, where git reads it, not through argv', () => {
    const repo = GitRepo.open(makeRepo({ base: { 'a.txt': 'a\n' } }).dir);
    const env = authEnv(repo, { token: 'secret-token', serverUrl: 'https://github.example/' })!;
    expect(env).toEqual({
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'http.https://github.example/.extraheader',
      GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${Buffer.from('x-access-token:secret-token').toString('base64')}`,
    });
    expect(repo.run(['config', '--get', 'http.https://github.example/.extraheader'], undefined, env).trim()).toBe(
      env.GIT_CONFIG_VALUE_0,
    );
  });

  it('is not added when actions/checkout persisted credentials, or without a token', () => {
    const dir = makeRepo({ base: { 'a.txt': 'a\n' } }).dir;
    const repo = GitRepo.open(dir);
    expect(authEnv(repo, { serverUrl: 'https://github.com' })).toBeUndefined();
    git(dir, 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic x');
    expect(authEnv(repo, { token: 't', serverUrl: 'https://github.com' })).toBeUndefined();
  });
});
