import type { TreeView, Workspace } from './workspace';

/**
 * A program fact of a tree: a typed function of the tree and of some names (a file, a
 * specifier, a model) that computes its answer on first ask and keeps it for the run, in
 * a cache of its own. Rules and other facts ask; nothing schedules them, and an answer
 * never depends on which fact asked first.
 */
export function treeFact<Args extends readonly string[], T>(
  compute: (view: TreeView, ...args: Args) => T,
): (view: TreeView, ...args: Args) => T {
  const caches = new WeakMap<TreeView, Map<string, T>>();
  return (view, ...args) => {
    let cache = caches.get(view);
    if (!cache) caches.set(view, (cache = new Map()));
    const key = args.join('\0');
    if (cache.has(key)) return cache.get(key) as T;
    const value = compute(view, ...args);
    cache.set(key, value);
    return value;
  };
}

/** A fact of the change as a whole (both trees and the diff), computed once per run (and names). */
export function changeFact<Args extends readonly string[], T>(
  compute: (workspace: Workspace, ...args: Args) => T,
): (workspace: Workspace, ...args: Args) => T {
  const caches = new WeakMap<Workspace, Map<string, T>>();
  return (workspace, ...args) => {
    let cache = caches.get(workspace);
    if (!cache) caches.set(workspace, (cache = new Map()));
    const key = args.join('\0');
    if (cache.has(key)) return cache.get(key) as T;
    const value = compute(workspace, ...args);
    cache.set(key, value);
    return value;
  };
}

/**
 * A tree fact defined in terms of itself over the module graph (a router mounted by a
 * router, a client re-exported through modules). On a cycle, the inner ask of a key still
 * being computed answers `onCycle`. Answers computed inside a cycle are not kept: asked
 * again, they are computed again from where they were asked, so that no answer depends on
 * which module happened to be reached first.
 */
export function recursiveTreeFact<Args extends readonly string[], T>(
  onCycle: T,
  compute: (view: TreeView, ...args: Args) => T,
): (view: TreeView, ...args: Args) => T {
  const caches = new WeakMap<TreeView, Map<string, T>>();
  const stacks = new WeakMap<TreeView, { key: string; cyclic: boolean }[]>();
  return (view, ...args) => {
    let cache = caches.get(view);
    if (!cache) caches.set(view, (cache = new Map()));
    let stack = stacks.get(view);
    if (!stack) stacks.set(view, (stack = []));
    const key = args.join('\0');
    if (cache.has(key)) return cache.get(key) as T;
    const open = stack.findIndex((frame) => frame.key === key);
    if (open >= 0) {
      for (let i = open; i < stack.length; i++) stack[i].cyclic = true;
      return onCycle;
    }
    const frame = { key, cyclic: false };
    stack.push(frame);
    let value: T;
    try {
      value = compute(view, ...args);
    } finally {
      stack.pop();
    }
    if (!frame.cyclic) cache.set(key, value);
    return value;
  };
}
