"use strict";

// src/git/tree-worker.ts
var import_node_fs2 = require("node:fs");
var import_node_path = require("node:path");
var import_node_worker_threads = require("node:worker_threads");

// src/git/ls-tree.ts
function lsTreeArgs(rev) {
  return ["ls-tree", "-r", "-z", "--long", "--full-tree", rev];
}
function listingOf(lsTree) {
  const oids = [];
  return { entries: parseLsTree(lsTree, oids), oids };
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
    oids?.push(entry.type === "blob" ? text.slice(sp2 + 1, sp3) : void 0);
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

// src/git/processes.ts
var import_node_child_process = require("node:child_process");
var import_node_fs = require("node:fs");
var DeadlineExceeded = class extends Error {
  constructor(what) {
    super(`the time budget was spent during ${what}`);
    this.what = what;
  }
  what;
  name = "DeadlineExceeded";
};
var Deadline = class _Deadline {
  constructor(at, now = Date.now) {
    this.at = at;
    this.now = now;
  }
  at;
  now;
  static none() {
    return new _Deadline(Number.POSITIVE_INFINITY);
  }
  static in(ms, now = Date.now) {
    return new _Deadline(now() + ms, now);
  }
  remainingMs() {
    return Math.max(0, this.at - this.now());
  }
  passed() {
    return this.now() >= this.at;
  }
  /** Throws `DeadlineExceeded` naming `what` once the deadline has passed. */
  check(what) {
    if (this.passed()) throw new DeadlineExceeded(what);
  }
};
var live = /* @__PURE__ */ new Set();
var TIMEOUT_BIN = ["/usr/bin/timeout", "/bin/timeout"].find((p) => (0, import_node_fs.existsSync)(p));
function bounded(cmd, args, deadline) {
  if (!TIMEOUT_BIN || !Number.isFinite(deadline.at)) return [cmd, args];
  const seconds = Math.max(1, Math.ceil(deadline.remainingMs() / 1e3) + 1);
  return [TIMEOUT_BIN, ["-s", "KILL", `${seconds}s`, cmd, ...args]];
}
function startBounded(cmd, args, opts, deadline, onDeadline) {
  const [bin, argv] = bounded(cmd, args, deadline);
  const child = (0, import_node_child_process.spawn)(bin, argv, opts);
  live.add(child);
  const timer = Number.isFinite(deadline.at) ? setTimeout(() => {
    child.kill("SIGTERM");
    onDeadline();
  }, deadline.remainingMs()) : void 0;
  timer?.unref();
  child.on("close", () => {
    live.delete(child);
    if (timer) clearTimeout(timer);
  });
  return child;
}

// src/git/run-index.ts
var WORD = new Uint8Array(256);
for (let c = 0; c < 256; c++) WORD[c] = /[A-Za-z0-9_]/.test(String.fromCharCode(c)) ? 1 : 0;
var EMPTY = -1;
var GOLDEN = 2654435761 | 0;
var FNV = 16777619;
var RunIndex = class {
  mask;
  key1;
  key2;
  /** The last file added to each slot's list (each file is listed once per run). */
  lastFile;
  /** Each slot's most recent posting (its list runs backwards, newest first). */
  head;
  /** How many files each slot's run is in. */
  counts;
  slotsUsed = 0;
  postingFile;
  postingNext;
  postings = 0;
  /** How many files it indexes (the other thread's and this one's lists must agree). */
  fileCount;
  constructor(files) {
    if (!Array.isArray(files)) {
      const state = files;
      ({ mask: this.mask, slotsUsed: this.slotsUsed, postings: this.postings, fileCount: this.fileCount } = state);
      ({ key1: this.key1, key2: this.key2, lastFile: this.lastFile, head: this.head, counts: this.counts } = state);
      ({ postingFile: this.postingFile, postingNext: this.postingNext } = state);
      return;
    }
    this.fileCount = files.length;
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
  state() {
    const { mask, slotsUsed, postings, fileCount, key1, key2, lastFile, head, counts, postingFile, postingNext } = this;
    return { mask, slotsUsed, postings, fileCount, key1, key2, lastFile, head, counts, postingFile, postingNext };
  }
  /** The indices of the files holding `run` (word characters only), ascending. */
  filesWith(run) {
    const slot = this.slotOf(run);
    const out = [];
    if (this.lastFile[slot] === EMPTY) return out;
    for (let p = this.head[slot]; p !== EMPTY; p = this.postingNext[p]) out.push(this.postingFile[p]);
    return out.reverse();
  }
  /** How many files hold `run`: which of a word's runs narrows a search most, without listing their files. */
  countFiles(run) {
    const slot = this.slotOf(run);
    return this.lastFile[slot] === EMPTY ? 0 : this.counts[slot];
  }
  slotOf(run) {
    let h1 = 0;
    let h2 = 0;
    for (let i = 0; i < run.length; i++) {
      const b = run.charCodeAt(i);
      h1 = Math.imul(h1, 31) + b | 0;
      h2 = Math.imul(h2 ^ b, FNV);
    }
    return this.find(h1, h2);
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
  find(h1, h2) {
    let slot = (h1 ^ Math.imul(h2, GOLDEN)) & this.mask;
    while (this.lastFile[slot] !== EMPTY && (this.key1[slot] !== h1 || this.key2[slot] !== h2)) {
      slot = slot + 1 & this.mask;
    }
    return slot;
  }
  rehash() {
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
};
function stateBuffers(state) {
  const { key1, key2, lastFile, head, counts, postingFile, postingNext } = state;
  return [key1, key2, lastFile, head, counts, postingFile, postingNext].map((a) => a.buffer);
}
function grown(a) {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

// src/git/memory-source.ts
var WORD_RUN = /[A-Za-z0-9_]+/g;
var DIRECT_SEARCH_WORDS = 8;
var INDEX_COST = 16;
function isBinary(data) {
  return (data.length > 8e3 ? data.subarray(0, 8e3) : data).includes(0);
}
var MemoryTree = class {
  complete;
  paths;
  modes;
  datas;
  /** `paths` is in ascending order (JavaScript's), so `file` may search it by halves. */
  ordered;
  map;
  /** Regular text files (git grep skips symlinks and binary files), in path order, found once. */
  textFiles;
  /** The files (indices in `textFiles`) holding each run of word characters, once built. */
  runs;
  /** What the searches without an index have cost (see `INDEX_COST`). */
  spent = 0;
  /** Its index, built by another thread (`offerIndex`), until it is taken or found wanting. */
  offered;
  /** `files`: by path, or a tree's listing from git as arrays (the same index in each, paths in order). */
  constructor(files, complete = true) {
    this.complete = complete;
    if (files instanceof Map) {
      this.map = files;
      this.paths = [...files.keys()];
      this.modes = [...files.values()].map((f) => f.mode);
      this.datas = [...files.values()].map((f) => f.data);
      this.ordered = false;
    } else {
      ({ paths: this.paths, modes: this.modes, datas: this.datas } = files);
      let ordered = true;
      for (let i = 1; i < this.paths.length && ordered; i++) ordered = this.paths[i - 1] < this.paths[i];
      this.ordered = ordered;
    }
  }
  /** Every file by path (made on first use for a tree from git). */
  get files() {
    this.map ??= new Map(this.paths.map((p, i) => [p, { mode: this.modes[i], data: this.datas[i] }]));
    return this.map;
  }
  file(path) {
    if (this.map || !this.ordered) return this.files.get(path);
    let lo = 0;
    let hi = this.paths.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >>> 1;
      const p = this.paths[mid];
      if (p === path) return { mode: this.modes[mid], data: this.datas[mid] };
      if (p < path) lo = mid + 1;
      else hi = mid - 1;
    }
    return void 0;
  }
  /** The index of the tree's word-character runs, built now if need be (the reader's thread hands it over: `offerIndex`). */
  wordIndex() {
    this.runs ??= this.offeredIndex(true) ?? new RunIndex(this.texts().datas);
    return this.runs;
  }
  /** An index of this tree another thread is building; searches take it rather than build their own. */
  offerIndex(index) {
    this.offered = index;
  }
  /** The offered index, when it has come (or, with `wait`, once it comes) and indexes this tree's text files. */
  offeredIndex(wait) {
    const index = wait ? this.offered?.wait() : this.offered?.ready();
    if (index || wait) this.offered = void 0;
    return index?.fileCount === this.texts().datas.length ? index : void 0;
  }
  /**
   * For each word, the files that hold it as a whole word (git's `-F -w`: no word
   * character right before or after an occurrence; no match across a newline). A few
   * words are searched directly (`Buffer.indexOf`, as fast as git on one word); more, or
   * a tree searched many times, get an index of the tree's word-character runs, built
   * once, from which a word of word characters only is looked up and any other word is
   * verified only in the files that hold all of its runs (which a whole-word occurrence
   * always does).
   */
  search(words) {
    const result = new Map(words.map((w) => [w, []]));
    const wanted = [...new Set(words)].filter((w) => w !== "" && !w.includes("\n"));
    if (wanted.length === 0) return result;
    const texts = this.texts();
    if (!this.runs && this.offered) this.runs = this.offeredIndex(false);
    if (!this.runs && wanted.length <= DIRECT_SEARCH_WORDS && this.spent + wanted.length <= INDEX_COST) {
      this.spent += wanted.length;
      const needles = wanted.map((w) => ({ word: w, needle: Buffer.from(w, "utf8") }));
      for (let i = 0; i < texts.paths.length; i++) {
        for (const { word, needle } of needles) {
          if (hasWholeWord(texts.datas[i], needle)) result.get(word).push(texts.paths[i]);
        }
      }
      return result;
    }
    const runs = this.wordIndex();
    for (const word of wanted) {
      const parts = word.match(WORD_RUN) ?? [];
      if (parts.length === 1 && parts[0] === word) {
        result.set(
          word,
          runs.filesWith(word).map((i) => texts.paths[i])
        );
        continue;
      }
      let candidates;
      if (parts.length > 0) {
        const narrowest = parts.reduce((a, b) => runs.countFiles(b) < runs.countFiles(a) ? b : a);
        candidates = runs.filesWith(narrowest);
      }
      const needle = Buffer.from(word, "utf8");
      const found = [];
      const check = (i) => {
        if (hasWholeWord(texts.datas[i], needle)) found.push(texts.paths[i]);
      };
      if (candidates) candidates.forEach(check);
      else for (let i = 0; i < texts.paths.length; i++) check(i);
      result.set(word, found);
    }
    return result;
  }
  texts() {
    if (!this.textFiles) {
      let order = [];
      for (let i = 0; i < this.paths.length; i++) {
        if (this.modes[i] !== "120000" && !isBinary(this.datas[i])) order.push(i);
      }
      if (!this.ordered)
        order = order.sort((a, b) => this.paths[a] < this.paths[b] ? -1 : this.paths[a] > this.paths[b] ? 1 : 0);
      this.textFiles = { paths: order.map((i) => this.paths[i]), datas: order.map((i) => this.datas[i]) };
    }
    return this.textFiles;
  }
};
function bounded2(data, at, end) {
  return (at === 0 || WORD[data[at - 1]] === 0) && (end >= data.length || WORD[data[end]] === 0);
}
function hasWholeWord(data, needle) {
  let at = data.indexOf(needle);
  while (at >= 0) {
    if (bounded2(data, at, at + needle.length)) return true;
    at = data.indexOf(needle, at + 1);
  }
  return false;
}

// src/git/tree-text.ts
var TREE_TEXT_MAX_BYTES = 256 * 1024 * 1024;
var MEDIA_FILE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?|heic|mp4|m4v|mov|webm|avi|mkv|mp3|m4a|wav|ogg|flac|woff2?|ttf|otf|eot|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|wasm|psd|apk|aab|ipa|dmg|exe|msi|deb|rpm|iso|so|dylib|dll|node)$/i;
function isMediaFile(path) {
  return MEDIA_FILE.test(path);
}
var BlobStore = class {
  blobs = /* @__PURE__ */ new Map();
  /** Trees read elsewhere (`adopt`), whose blobs join the map only when another tree is read. */
  adopted = [];
  /** No blob read yet. */
  get isEmpty() {
    return this.blobs.size === 0 && this.adopted.length === 0;
  }
  /**
   * The tree of a listing whose blobs `git cat-file` answered to this store's `request`
   * while it was empty (another thread's read: `placeBlobs` says where each entry's blob
   * is in `out`), made without looking blobs up by object id; they are kept by id only if
   * another tree is read.
   */
  adopt(listing, out, places) {
    this.adopted.push({ listing, places, out });
    return treeAt(listing, out, places);
  }
  keepAdopted() {
    for (const { listing, places, out } of this.adopted) {
      listing.oids.forEach((oid, i) => {
        if (oid !== void 0 && places[2 * i] >= 0)
          this.blobs.set(oid, out.subarray(places[2 * i], places[2 * i] + places[2 * i + 1]));
      });
    }
    this.adopted = [];
  }
  /**
   * What `git cat-file --batch` must read for a tree to be held whole, from the tree's
   * `git ls-tree -r -z --long` output: the object ids of its blobs not read yet, one per
   * line (empty when none), or undefined when the tree is over `TREE_TEXT_MAX_BYTES` (then
   * git searches it, as it always did). Read from the listing's bytes in one pass, without
   * parsing its entries, so that git starts reading at once (a blob two paths share may be
   * asked, and counted, twice).
   */
  request(lsTree) {
    this.keepAdopted();
    const out = Buffer.allocUnsafe(lsTree.length);
    const known = this.blobs.size > 0;
    let length = 0;
    let total = 0;
    let tooLarge = false;
    forEachRecord(lsTree, (r) => {
      if (!r.held) return true;
      total += decimal(lsTree, r.sizeStart, r.sizeEnd);
      if (total > TREE_TEXT_MAX_BYTES) {
        tooLarge = true;
        return false;
      }
      if (!known || !this.blobs.has(lsTree.toString("latin1", r.oidStart, r.oidEnd))) {
        length += lsTree.copy(out, length, r.oidStart, r.oidEnd);
        out[length++] = 10;
      }
      return true;
    });
    return tooLarge ? void 0 : out.subarray(0, length);
  }
  /** Keeps the blobs of a `git cat-file --batch` answer to object ids (`<oid> blob <size>\n<bytes>\n`). */
  add(out) {
    let at = 0;
    while (at < out.length) {
      const nl = out.indexOf(10, at);
      if (nl < 0) break;
      const sp1 = out.indexOf(32, at);
      const sp2 = sp1 < 0 || sp1 > nl ? -1 : out.indexOf(32, sp1 + 1);
      const header = at;
      at = nl + 1;
      if (sp2 < 0 || sp2 > nl) continue;
      const size = decimal(out, sp2 + 1, nl);
      if (isBlobType(out, sp1 + 1, sp2))
        this.blobs.set(out.toString("latin1", header, sp1), out.subarray(at, at + size));
      at += size + 1;
    }
  }
  /** The tree of a listing whose blobs were all read (`request`, `add`). */
  tree(listing) {
    this.keepAdopted();
    const paths = [];
    const modes = [];
    const datas = [];
    const { entries, oids } = listing;
    for (let i = 0; i < entries.length; i++) {
      const oid = oids[i];
      const data = oid === void 0 ? void 0 : this.blobs.get(oid);
      if (!data) continue;
      paths.push(entries[i].path);
      modes.push(entries[i].mode);
      datas.push(data);
    }
    return new MemoryTree({ paths, modes, datas });
  }
};
function placeBlobs(lsTree, out) {
  const places = [];
  let next = 0;
  forEachRecord(lsTree, (r) => {
    let offset = -1;
    let length = -1;
    if (r.held) {
      const nl = out.indexOf(10, next);
      if (nl < 0) return false;
      const o1 = out.indexOf(32, next);
      const o2 = o1 < 0 || o1 > nl ? -1 : out.indexOf(32, o1 + 1);
      next = nl + 1;
      if (o2 >= 0 && o2 < nl && isBlobType(out, o1 + 1, o2)) {
        offset = next;
        length = decimal(out, o2 + 1, nl);
        next += length + 1;
      }
    }
    places.push(offset, length);
    return true;
  });
  return Int32Array.from(places);
}
function forEachRecord(lsTree, visit) {
  let at = 0;
  while (at < lsTree.length) {
    let end = lsTree.indexOf(0, at);
    if (end < 0) end = lsTree.length;
    const sp1 = lsTree.indexOf(32, at);
    const sp2 = lsTree.indexOf(32, sp1 + 1);
    const sp3 = lsTree.indexOf(32, sp2 + 1);
    const tab = lsTree.indexOf(9, sp3);
    if (sp1 < 0 || sp2 < 0 || sp3 < 0 || tab < 0 || tab > end) return;
    const held = isBlobType(lsTree, sp1 + 1, sp2) && !isMediaFile(extensionOf(lsTree, tab + 1, end));
    if (!visit({ oidStart: sp2 + 1, oidEnd: sp3, sizeStart: sp3 + 1, sizeEnd: tab, held })) return;
    at = end + 1;
  }
}
function treeAt(listing, out, places) {
  const paths = [];
  const modes = [];
  const datas = [];
  const { entries } = listing;
  for (let i = 0; i < entries.length; i++) {
    const offset = places[2 * i];
    if (offset === void 0 || offset < 0) continue;
    paths.push(entries[i].path);
    modes.push(entries[i].mode);
    datas.push(out.subarray(offset, offset + places[2 * i + 1]));
  }
  return new MemoryTree({ paths, modes, datas });
}
function isBlobType(bytes, start, end) {
  return end - start === 4 && bytes[start] === 98 && bytes[start + 1] === 108 && bytes[start + 2] === 111 && bytes[start + 3] === 98;
}
function decimal(bytes, start, end) {
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = bytes[i] - 48;
    if (d >= 0 && d <= 9) n = n * 10 + d;
  }
  return n;
}
function extensionOf(bytes, start, end) {
  for (let i = end - 1; i >= start && end - i <= 6; i--) {
    if (bytes[i] === 46) return bytes.toString("latin1", i, end);
    if (bytes[i] === 47) return "";
  }
  return "";
}

// src/git/tree-worker.ts
var indexSent = false;
function git(data, args, slot, input) {
  const deadline = new Deadline(data.deadlineAt);
  const env = { ...data.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" };
  const outPath = (0, import_node_path.join)(data.scratch, `out-${slot}`);
  const out = (0, import_node_fs2.openSync)(outPath, "w+");
  let inFd = "ignore";
  if (input) {
    (0, import_node_fs2.writeFileSync)((0, import_node_path.join)(data.scratch, `in-${slot}`), input);
    inFd = (0, import_node_fs2.openSync)((0, import_node_path.join)(data.scratch, `in-${slot}`), "r");
  }
  const what = `git ${args[0]}`;
  return new Promise((resolve, reject) => {
    let stderr = "";
    let settled = false;
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      try {
        resolve(outcome());
      } catch (err) {
        reject(err);
      }
    };
    const child = startBounded(
      "git",
      ["-c", "core.quotepath=off", ...args],
      { cwd: data.dir, env, stdio: [inFd, out, "pipe"] },
      deadline,
      () => settle(() => {
        throw new DeadlineExceeded(what);
      })
    );
    if (child.pid !== void 0) Atomics.store(data.pids, slot, child.pid);
    child.stderr?.on("data", (d) => stderr += d.toString("utf8"));
    child.on(
      "error",
      (err) => settle(() => {
        throw err;
      })
    );
    child.on("close", (code) => {
      Atomics.store(data.pids, slot, 0);
      settle(() => {
        if (deadline.passed()) throw new DeadlineExceeded(what);
        if (code !== 0) throw new Error(`${what}: ${stderr.trim().split("\n")[0] || `exit ${code}`}`);
        const bytes = Buffer.from(new SharedArrayBuffer((0, import_node_fs2.fstatSync)(out).size));
        for (let at = 0; at < bytes.length; ) {
          const read2 = (0, import_node_fs2.readSync)(out, bytes, at, bytes.length - at, at);
          if (read2 === 0) throw new Error(`${what}: its answer ended early`);
          at += read2;
        }
        return bytes;
      });
    });
  }).finally(() => {
    (0, import_node_fs2.closeSync)(out);
    if (inFd !== "ignore") (0, import_node_fs2.closeSync)(inFd);
  });
}
function sendIndex(data, message, transfer = []) {
  if (indexSent) return;
  indexSent = true;
  data.indexPort.postMessage(message, transfer);
  Atomics.store(data.signal, 0, message.state ? 1 : 2);
  Atomics.notify(data.signal, 0);
}
async function read(data) {
  const lsTree = await git(data, lsTreeArgs(data.rev), 0);
  import_node_worker_threads.parentPort.postMessage({ kind: "listed", lsTree });
  const store = new BlobStore();
  const request = store.request(lsTree);
  if (request === void 0) {
    import_node_worker_threads.parentPort.postMessage({ kind: "too-large" });
    sendIndex(data, { failed: "too large" });
    return;
  }
  const blobs = request.length > 0 ? await git(data, ["cat-file", "--batch", "--buffer"], 1, request) : Buffer.alloc(0);
  const places = placeBlobs(lsTree, blobs);
  import_node_worker_threads.parentPort.postMessage({ kind: "read", blobs, places });
  const state = store.adopt(listingOf(lsTree), blobs, places).wordIndex().state();
  sendIndex(data, { state }, stateBuffers(state));
}
import_node_worker_threads.parentPort.once("message", (data) => {
  process.on("exit", () => sendIndex(data, { failed: "the thread ended" }));
  read(data).catch((err) => {
    const message = err instanceof Error ? err.message : String(err);
    import_node_worker_threads.parentPort.postMessage({
      kind: "failed",
      message,
      deadline: err instanceof DeadlineExceeded ? err.what : void 0
    });
    sendIndex(data, { failed: message });
  });
});
