// What `git ls-tree -r -z --long` answers, parsed: a tree's entries and its blobs' object ids.
import type { TreeEntry } from './tree-source';
import type { BlobListing } from './tree-text';

export function lsTreeArgs(rev: string): string[] {
  return ['ls-tree', '-r', '-z', '--long', '--full-tree', rev];
}

/** The entries of a listing, with the object id of each blob (at the entry's index). */
export function listingOf(lsTree: Buffer): BlobListing {
  const oids: (string | undefined)[] = [];
  return { entries: parseLsTree(lsTree, oids), oids };
}

/** `oids`: where each entry's object id is noted where it is a blob, at the entry's index. */
export function parseLsTree(out: Buffer, oids?: (string | undefined)[]): TreeEntry[] {
  // "<mode> SP <type> SP <object> SP+ <size> TAB <path> NUL", tens of thousands of records
  // in a large repository: scanned with indexOf, no per-record split or regex.
  const text = out.toString('utf8');
  const entries: TreeEntry[] = [];
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf('\0', at);
    if (end < 0) end = text.length;
    const tab = text.indexOf('\t', at);
    if (tab < 0 || tab > end) break;
    const sp1 = text.indexOf(' ', at);
    const sp2 = text.indexOf(' ', sp1 + 1);
    const sp3 = text.indexOf(' ', sp2 + 1);
    const size = text.slice(sp3 + 1, tab).trim();
    const entry: TreeEntry = {
      path: text.slice(tab + 1, end),
      mode: intern(text, at, sp1),
      type: intern(text, sp1 + 1, sp2) as TreeEntry['type'],
      size: size === '-' ? 0 : Number(size),
    };
    entries.push(entry);
    oids?.push(entry.type === 'blob' ? text.slice(sp2 + 1, sp3) : undefined);
    at = end + 1;
  }
  return entries;
}

/** Modes and types are a handful of short strings: one copy each, not one per entry. */
const interned = new Map<string, string>();
function intern(text: string, start: number, end: number): string {
  const value = text.slice(start, end);
  const known = interned.get(value);
  if (known !== undefined) return known;
  interned.set(value, value);
  return value;
}
