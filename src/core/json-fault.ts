import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** Where a JSON text stops parsing, in words, and the commas to remove when trailing ones are all that is wrong. */
export interface JsonFault {
  /** 1-based line and column of the first error. */
  line: number;
  column: number;
  what: string;
  /** Offsets of the trailing commas whose removal makes the text parse (none: no mechanical fix). */
  trailingCommas: number[];
}

/**
 * The first fault of a text that `JSON.parse` rejects, read by jsonc-parser in strict mode (no
 * comments, no trailing commas) for its place; undefined when the text parses. A comma before
 * a closing `}` or `]` is named as such, and when removing every such comma makes the text
 * parse, their offsets are the fix.
 */
export function jsonFault(text: string): JsonFault | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    // located below
  }
  const errors = strictErrors(text);
  const first = errors[0];
  const commas = [...new Set(errors.map((e) => trailingCommaBefore(text, e)).filter((c) => c !== undefined))].sort(
    (a, b) => a - b,
  );
  const at = first ? first.offset : 0;
  const comma = first ? trailingCommaBefore(text, first) : undefined;
  const where = comma ?? at;
  const { line, column } = lineAndColumn(text, where);
  const what =
    comma !== undefined
      ? `a comma before \`${text[at]}\`: JSON allows none after the last ${text[at] === '}' ? 'property' : 'element'}`
      : first
        ? words(printParseErrorCode(first.error))
        : 'not JSON';
  return { line, column, what, trailingCommas: commas.length > 0 && parses(removeAt(text, commas)) ? commas : [] };
}

function strictErrors(text: string): ParseError[] {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  return errors;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The offset of a comma that an error at a closing `}` or `]` follows (past whitespace), if any. */
function trailingCommaBefore(text: string, error: ParseError): number | undefined {
  const close = text[error.offset];
  if (close !== '}' && close !== ']') return undefined;
  let i = error.offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return text[i] === ',' ? i : undefined;
}

function removeAt(text: string, offsets: number[]): string {
  let out = '';
  let from = 0;
  for (const o of offsets) {
    out += text.slice(from, o);
    from = o + 1;
  }
  return out + text.slice(from);
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** `PropertyNameExpected` → `property name expected`. */
function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
