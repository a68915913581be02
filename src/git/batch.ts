// The answer of `git cat-file --batch`, read by the run's git repository and by the thread
// that reads a whole tree (tree-worker.ts): kept free of anything else they load.

/**
 * Images, video, audio, fonts and archives: binary files (git's searches skip them, `-I`)
 * that can be most of a repository's bytes (a product's demo videos). A tree is held in
 * memory without them, and a rule that reads one gets it from git.
 */
const MEDIA_FILE =
  /\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?|heic|mp4|m4v|mov|webm|avi|mkv|mp3|m4a|wav|ogg|flac|woff2?|ttf|otf|eot|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|wasm|psd)$/i;

export function isMediaFile(path: string): boolean {
  return MEDIA_FILE.test(path);
}

/** `git grep -I`: a NUL in the first 8,000 bytes makes a file binary. */
export function isBinary(data: Uint8Array): boolean {
  return data.subarray(0, 8000).includes(0);
}

/** Each blob of a `git cat-file --batch` answer (`<oid> blob <size>\n<bytes>\n`): its object id and where its bytes are. */
export function batchBlobs(out: Buffer, each: (oid: string, start: number, size: number) => void): void {
  let at = 0;
  while (at < out.length) {
    const nl = out.indexOf(0x0a, at);
    if (nl < 0) break;
    const [oid, type, sizeText] = out.toString('latin1', at, nl).split(' ');
    at = nl + 1;
    if (sizeText === undefined) continue; // "<oid> missing": an object the repository lacks
    const size = Number(sizeText);
    if (type === 'blob') each(oid, at, size);
    at += size + 1;
  }
}
