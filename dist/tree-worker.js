"use strict";

// src/git/tree-worker.ts
var import_node_worker_threads = require("node:worker_threads");

// src/git/whole-tree.ts
var import_node_child_process = require("node:child_process");

// src/git/batch.ts
var MEDIA_FILE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?|heic|mp4|m4v|mov|webm|avi|mkv|mp3|m4a|wav|ogg|flac|woff2?|ttf|otf|eot|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|wasm|psd)$/i;
function isMediaFile(path) {
  return MEDIA_FILE.test(path);
}
function isBinary(data) {
  return data.subarray(0, 8e3).includes(0);
}
function batchBlobs(out, each) {
  let at = 0;
  while (at < out.length) {
    const nl = out.indexOf(10, at);
    if (nl < 0) break;
    const [oid, type, sizeText] = out.toString("latin1", at, nl).split(" ");
    at = nl + 1;
    if (sizeText === void 0) continue;
    const size = Number(sizeText);
    if (type === "blob") each(oid, at, size);
    at += size + 1;
  }
}

// src/git/ls-tree.ts
function lsTreeArgs(rev) {
  return ["ls-tree", "-r", "-z", "--long", "--full-tree", rev];
}
function parseLsTree(out, oids) {
  const text = out.toString("utf8");
  const entries = [];
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf("\0", at);
    if (end < 0) end = text.length;
    const tab = text.indexOf("	", at);
    if (tab < 0 || tab > end) break;
    const sp1 = text.indexOf(" ", at);
    const sp2 = text.indexOf(" ", sp1 + 1);
    const sp3 = text.indexOf(" ", sp2 + 1);
    const size = text.slice(sp3 + 1, tab).trim();
    const entry = {
      path: text.slice(tab + 1, end),
      mode: intern(text, at, sp1),
      type: intern(text, sp1 + 1, sp2),
      size: size === "-" ? 0 : Number(size)
    };
    entries.push(entry);
    if (oids && entry.type === "blob") oids.set(entry.path, text.slice(sp2 + 1, sp3));
    at = end + 1;
  }
  return entries;
}
var interned = /* @__PURE__ */ new Map();
function intern(text, start, end) {
  const value = text.slice(start, end);
  const known = interned.get(value);
  if (known !== void 0) return known;
  interned.set(value, value);
  return value;
}

// src/git/run-index.ts
var WORD = new Uint8Array(256);
for (let c = 0; c < 256; c++) WORD[c] = /[A-Za-z0-9_]/.test(String.fromCharCode(c)) ? 1 : 0;
var EMPTY = -1;
var GOLDEN = 2654435761 | 0;
var FNV = 16777619;
var RunIndex = class _RunIndex {
  mask;
  key1;
  key2;
  /** The last file added to each slot's list (each file is listed once per run). */
  lastFile;
  /** Each slot's most recent posting (its list runs backwards, newest first). */
  head;
  slotsUsed = 0;
  postingFile;
  postingNext;
  postings = 0;
  /** The index's arrays, to hand it to another thread (their buffers can be transferred). */
  parts() {
    return {
      mask: this.mask,
      key1: this.key1,
      key2: this.key2,
      lastFile: this.lastFile,
      head: this.head,
      slotsUsed: this.slotsUsed,
      postingFile: this.postingFile,
      postingNext: this.postingNext,
      postings: this.postings
    };
  }
  /** The index another thread built (`parts`). */
  static fromParts(parts) {
    const index = new _RunIndex([]);
    Object.assign(index, parts);
    return index;
  }
  constructor(files) {
    let bytes = 0;
    for (const data of files) bytes += data.length;
    const slots = 1 << Math.max(12, Math.min(24, Math.ceil(Math.log2(bytes / 64 + 1))));
    this.mask = slots - 1;
    this.key1 = new Int32Array(slots);
    this.key2 = new Int32Array(slots);
    this.lastFile = new Int32Array(slots).fill(EMPTY);
    this.head = new Int32Array(slots).fill(EMPTY);
    this.postingFile = new Int32Array(slots * 2);
    this.postingNext = new Int32Array(slots * 2);
    files.forEach((data, id) => this.addFile(data, id));
  }
  /** The indices of the files holding `run` (word characters only), ascending. */
  filesWith(run) {
    let h1 = 0;
    let h2 = 0;
    for (let i = 0; i < run.length; i++) {
      const b = run.charCodeAt(i);
      h1 = Math.imul(h1, 31) + b | 0;
      h2 = Math.imul(h2 ^ b, FNV);
    }
    const slot = this.find(h1, h2);
    const out = [];
    if (this.lastFile[slot] === EMPTY) return out;
    for (let p = this.head[slot]; p !== EMPTY; p = this.postingNext[p]) out.push(this.postingFile[p]);
    return out.reverse();
  }
  addFile(data, id) {
    const n = data.length;
    let i = 0;
    while (i < n) {
      while (i < n && WORD[data[i]] === 0) i++;
      if (i === n) return;
      let h1 = 0;
      let h2 = 0;
      do {
        const b = data[i++];
        h1 = Math.imul(h1, 31) + b | 0;
        h2 = Math.imul(h2 ^ b, FNV);
      } while (i < n && WORD[data[i]] === 1);
      this.add(h1, h2, id);
    }
  }
  add(h1, h2, id) {
    const slot = this.find(h1, h2);
    if (this.lastFile[slot] === id) return;
    if (this.lastFile[slot] === EMPTY) {
      this.key1[slot] = h1;
      this.key2[slot] = h2;
      this.slotsUsed++;
    }
    this.lastFile[slot] = id;
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
  find(h1, h2) {
    let slot = (h1 ^ Math.imul(h2, GOLDEN)) & this.mask;
    while (this.lastFile[slot] !== EMPTY && (this.key1[slot] !== h1 || this.key2[slot] !== h2)) {
      slot = slot + 1 & this.mask;
    }
    return slot;
  }
  rehash() {
    const { key1, key2, lastFile, head } = this;
    const slots = (this.mask + 1) * 2;
    this.mask = slots - 1;
    this.key1 = new Int32Array(slots);
    this.key2 = new Int32Array(slots);
    this.lastFile = new Int32Array(slots).fill(EMPTY);
    this.head = new Int32Array(slots).fill(EMPTY);
    for (let s = 0; s < lastFile.length; s++) {
      if (lastFile[s] === EMPTY) continue;
      const to = this.find(key1[s], key2[s]);
      this.key1[to] = key1[s];
      this.key2[to] = key2[s];
      this.lastFile[to] = lastFile[s];
      this.head[to] = head[s];
    }
  }
};
function grown(a) {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

// src/git/whole-tree.ts
var MAX_BUFFER = 512 * 1024 * 1024;
function readTreeWhole(req) {
  const git = (args, input) => (0, import_node_child_process.execFileSync)("git", ["-c", "core.quotepath=off", ...args], {
    cwd: req.dir,
    input,
    maxBuffer: MAX_BUFFER,
    timeout: Number.isFinite(req.timeoutMs) ? Math.max(1, req.timeoutMs) : void 0,
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" }
  });
  const listing = git(lsTreeArgs(req.rev));
  const oids = /* @__PURE__ */ new Map();
  const entries = parseLsTree(listing, oids);
  const held = entries.filter((e) => e.type === "blob" && !isMediaFile(e.path));
  const sizes = new Map(held.map((e) => [oids.get(e.path), e.size]));
  let total = 0;
  for (const size of sizes.values()) total += size;
  if (total > req.maxBytes) return { listing };
  const blobs = sizes.size > 0 ? git(["cat-file", "--batch"], [...sizes.keys()].join("\n") + "\n") : Buffer.alloc(0);
  const data = /* @__PURE__ */ new Map();
  const found = [];
  const starts = [];
  const lengths = [];
  batchBlobs(blobs, (oid, start, size) => {
    data.set(oid, blobs.subarray(start, start + size));
    found.push(oid);
    starts.push(start);
    lengths.push(size);
  });
  const texts = held.filter((e) => e.mode !== "120000").map((e) => ({ path: e.path, bytes: data.get(oids.get(e.path)) })).filter((t) => t.bytes !== void 0 && !isBinary(t.bytes)).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const index = new RunIndex(texts.map((t) => t.bytes));
  return {
    listing,
    blobs,
    oids: found.join("\n"),
    starts: Int32Array.from(starts),
    sizes: Int32Array.from(lengths),
    textPaths: texts.map((t) => t.path),
    index: index.parts()
  };
}

// src/git/tree-worker.ts
var answer;
try {
  answer = { read: readTreeWhole(import_node_worker_threads.workerData) };
} catch (err) {
  answer = { error: err instanceof Error ? err.message : String(err) };
}
import_node_worker_threads.parentPort.postMessage(answer, "read" in answer ? transfers(answer.read) : []);
function transfers(read) {
  const buffers = [read.listing, read.blobs, read.starts, read.sizes, ...read.index ? Object.values(read.index) : []].filter((v) => ArrayBuffer.isView(v)).map((v) => v.buffer).filter((b) => b instanceof ArrayBuffer);
  return [...new Set(buffers)];
}
