import { buildChangeSet } from '../../src/git/changeset';
import { GitRepo } from '../../src/git/git';
import { Workspace } from '../../src/workspace/workspace';
import { memoryRepo, needsGit } from './memory-repo';
import { makeRepo, type RepoSpec } from './repo';

/**
 * A Workspace over the spec's trees, for extractor tests: held in memory as the rule
 * tester does, or read from a real git repository when the spec needs git (renames,
 * bytes, .gitattributes).
 */
export function workspaceFor(spec: RepoSpec): Workspace {
  if (!needsGit(spec)) {
    const { source, changes } = memoryRepo(spec);
    return new Workspace(source, changes);
  }
  const repo = makeRepo(spec);
  const source = GitRepo.open(repo.dir);
  return new Workspace(source, buildChangeSet(source, { base: repo.base, head: repo.head }));
}
