/** Git's word characters for `grep -w`: bytes, ASCII only. */
export const WORD = new Uint8Array(256);
for (let c = 0; c < 256; c++) WORD[c] = /[A-Za-z0-9_]/.test(String.fromCharCode(c)) ? 1 : 0;

const EMPTY = -1;
const GOLDEN = 0x9e3779b1 | 0;
const FNV = 0x01000193;

/**
 * For each maximal run of word characters of a set of files, the files holding it: the
 * index a tree's searches look words up in. Built in one pass over the bytes; a run is
 * known by two 32-bit hashes of its bytes (a 64-bit key: two distinct runs of one
 * repository sharing both is a chance of about one in 10^10), kept in an open-addressing
 * table of typed arrays, with each run's files in a linked list of postings, so building
 * the index of a 17 MB tree makes no string and takes about a third of the time a
 * `Map<string, number[]>` of its tokens does.
 */
export class RunIndex {
  private mask: number;
  private key1: Int32Array;
  private key2: Int32Array;
  /** The last file added to each slot's list (each file is listed once per run). */
  private lastFile: Int32Array;
  /** Each slot's most recent posting (its list runs backwards, newest first). */
  private head: Int32Array;
  /** How many files each slot's run is in. */
  private counts: Int32Array;
  private slotsUsed = 0;
  private postingFile: Int32Array<ArrayBuffer>;
  private postingNext: Int32Array<ArrayBuffer>;
  private postings = 0;
  /** How many files it indexes (the other thread's and this one's lists must agree). */
  readonly fileCount: number;

  constructor(files: readonly Buffer[] | RunIndexState) {
    if (!Array.isArray(files)) {
      const state = files as RunIndexState;
      ({ mask: this.mask, slotsUsed: this.slotsUsed, postings: this.postings, fileCount: this.fileCount } = state);
      ({ key1: this.key1, key2: this.key2, lastFile: this.lastFile, head: this.head, counts: this.counts } = state);
      ({ postingFile: this.postingFile, postingNext: this.postingNext } = state);
      return;
    }
    this.fileCount = files.length;
    // sized for the tree (code has a new run every few hundred bytes), so that it is rarely grown
    let bytes = 0;
    for (const data of files) bytes += data.length;
    const slots = 1 << Math.max(12, Math.min(24, Math.ceil(Math.log2(bytes / 64 + 1))));
    this.mask = slots - 1;
    this.key1 = new Int32Array(slots);
    this.key2 = new Int32Array(slots);
    this.lastFile = new Int32Array(slots).fill(EMPTY);
    this.head = new Int32Array(slots).fill(EMPTY);
    this.counts = new Int32Array(slots);
    this.postingFile = new Int32Array(slots * 2);
    this.postingNext = new Int32Array(slots * 2);
    files.forEach((data, id) => this.addFile(data, id));
  }

  /** Its arrays, to be handed to another thread (`transferList`: `buffers`) and rebuilt there (`new RunIndex(state)`). */
  state(): RunIndexState {
    const { mask, slotsUsed, postings, fileCount, key1, key2, lastFile, head, counts, postingFile, postingNext } = this;
    return { mask, slotsUsed, postings, fileCount, key1, key2, lastFile, head, counts, postingFile, postingNext };
  }

  /** The indices of the files holding `run` (word characters only), ascending. */
  filesWith(run: string): number[] {
    const slot = this.slotOf(run);
    const out: number[] = [];
    if (this.lastFile[slot] === EMPTY) return out;
    for (let p = this.head[slot]; p !== EMPTY; p = this.postingNext[p]) out.push(this.postingFile[p]);
    return out.reverse();
  }

  /** How many files hold `run`: which of a word's runs narrows a search most, without listing their files. */
  countFiles(run: string): number {
    const slot = this.slotOf(run);
    return this.lastFile[slot] === EMPTY ? 0 : this.counts[slot];
  }

  private slotOf(run: string): number {
    let h1 = 0;
    let h2 = 0;
    for (let i = 0; i < run.length; i++) {
      const b = run.charCodeAt(i);
      h1 = (Math.imul(h1, 31) + b) | 0;
      h2 = Math.imul(h2 ^ b, FNV);
    }
    return this.find(h1, h2);
  }

  private addFile(data: Buffer, id: number): void {
    const n = data.length;
    let i = 0;
    while (i < n) {
      while (i < n && WORD[data[i]] === 0) i++;
      if (i === n) return;
      let h1 = 0;
      let h2 = 0;
      do {
        const b = data[i++];
        h1 = (Math.imul(h1, 31) + b) | 0;
        h2 = Math.imul(h2 ^ b, FNV);
      } while (i < n && WORD[data[i]] === 1);
      this.add(h1, h2, id);
    }
  }

  private add(h1: number, h2: number, id: number): void {
    const slot = this.find(h1, h2);
    if (this.lastFile[slot] === id) return;
    if (this.lastFile[slot] === EMPTY) {
      this.key1[slot] = h1;
      this.key2[slot] = h2;
      this.slotsUsed++;
    }
    this.lastFile[slot] = id;
    this.counts[slot]++;
    if (this.postings === this.postingFile.length) {
      this.postingFile = grown(this.postingFile);
      this.postingNext = grown(this.postingNext);
    }
    this.postingFile[this.postings] = id;
    this.postingNext[this.postings] = this.head[slot];
    this.head[slot] = this.postings++;
    if (this.slotsUsed * 2 > this.mask) this.rehash();
  }

  /** The slot of a key: where it is, or the empty slot where it would go. */
  private find(h1: number, h2: number): number {
    let slot = (h1 ^ Math.imul(h2, GOLDEN)) & this.mask;
    while (this.lastFile[slot] !== EMPTY && (this.key1[slot] !== h1 || this.key2[slot] !== h2)) {
      slot = (slot + 1) & this.mask;
    }
    return slot;
  }

  private rehash(): void {
    const { key1, key2, lastFile, head, counts } = this;
    const slots = (this.mask + 1) * 2;
    this.mask = slots - 1;
    this.key1 = new Int32Array(slots);
    this.key2 = new Int32Array(slots);
    this.lastFile = new Int32Array(slots).fill(EMPTY);
    this.head = new Int32Array(slots).fill(EMPTY);
    this.counts = new Int32Array(slots);
    for (let s = 0; s < lastFile.length; s++) {
      if (lastFile[s] === EMPTY) continue;
      const to = this.find(key1[s], key2[s]);
      this.key1[to] = key1[s];
      this.key2[to] = key2[s];
      this.lastFile[to] = lastFile[s];
      this.head[to] = head[s];
      this.counts[to] = counts[s];
    }
  }
}

/** A `RunIndex`'s fields, as structured clone carries them between threads. */
export interface RunIndexState {
  mask: number;
  slotsUsed: number;
  postings: number;
  fileCount: number;
  key1: Int32Array;
  key2: Int32Array;
  lastFile: Int32Array;
  head: Int32Array;
  counts: Int32Array;
  postingFile: Int32Array<ArrayBuffer>;
  postingNext: Int32Array<ArrayBuffer>;
}

/** The buffers of a state, to transfer rather than copy. */
export function stateBuffers(state: RunIndexState): ArrayBuffer[] {
  const { key1, key2, lastFile, head, counts, postingFile, postingNext } = state;
  return [key1, key2, lastFile, head, counts, postingFile, postingNext].map((a) => a.buffer as ArrayBuffer);
}

function grown(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
