import { buildChangeSet } from '../../src/git/changeset';
import { GitRepo } from '../../src/git/git';
import { Workspace } from '../../src/workspace/workspace';
import { makeRepo, type RepoSpec } from './repo';

/** A Workspace over a real git repository built from the spec, for extractor tests. */
export function workspaceFor(spec: RepoSpec): Workspace {
  const repo = makeRepo(spec);
  const git = GitRepo.open(repo.dir);
  const changes = buildChangeSet(git, { base: repo.base, head: repo.head });
  return new Workspace(git, changes);
}
