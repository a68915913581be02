/**
 * A file's bytes as text, the way editors read them: UTF-8 (with or without a byte-order
 * mark), or UTF-16 little- or big-endian when a byte-order mark says so (what PowerShell
 * and some Windows tools save). git calls UTF-16 files binary (they hold NUL bytes); their
 * mark says they are text.
 */
import { TextDecoder } from 'node:util';

export const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** JavaScript or TypeScript by its name, declaration files included. */
export function isSourcePath(path: string): boolean {
  return CODE_EXTENSIONS.some((ext) => path.endsWith(ext));
}

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export type DecodedText =
  { ok: true; text: string; encoding: TextEncoding } | { ok: false; reason: 'binary' | 'not-utf8' };

const decoders: Partial<Record<TextEncoding, TextDecoder>> = {};

function decoder(encoding: TextEncoding): TextDecoder {
  return (decoders[encoding] ??= new TextDecoder(encoding, { fatal: true, ignoreBOM: false }));
}

/** The encoding a byte-order mark announces, if the buffer starts with one. */
export function bomEncoding(buf: Uint8Array): TextEncoding | undefined {
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return 'utf-8';
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return 'utf-16le';
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return 'utf-16be';
  return undefined;
}

export interface DecodeOptions {
  /**
   * The blob is source code by its name: a NUL byte there is a character of the program
   * (`"\0"` typed as the raw byte), as the compiler reads it, not a sign of binary content.
   */
  sourceCode?: boolean;
}

/**
 * Decodes a blob: a UTF-16 byte-order mark selects UTF-16; otherwise a NUL byte in the
 * first 8,000 bytes means binary (git's test) unless the blob is source code, and anything
 * else must be valid UTF-8. The mark itself is not part of the text.
 */
export function decodeText(buf: Uint8Array, options: DecodeOptions = {}): DecodedText {
  const bom = bomEncoding(buf);
  if (bom === 'utf-16le' || bom === 'utf-16be') {
    try {
      return { ok: true, text: stripBom(decoder(bom).decode(buf)), encoding: bom };
    } catch {
      return { ok: false, reason: 'binary' };
    }
  }
  if (!options.sourceCode && buf.subarray(0, 8000).includes(0)) return { ok: false, reason: 'binary' };
  try {
    return { ok: true, text: stripBom(decoder('utf-8').decode(buf)), encoding: 'utf-8' };
  } catch {
    return { ok: false, reason: 'not-utf8' };
  }
}

/** TextDecoder drops the leading mark (ignoreBOM: false); a file saved with the mark twice loses the second too. */
function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
