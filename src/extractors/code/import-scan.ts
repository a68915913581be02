import type { ts } from 'ts-morph';
import { loadTsMorph } from '../../workspace/ts';

/**
 * A module's static imports and re-exports read from its tokens, without parsing it: the
 * module graph asks this of hundreds of files a change's importers reach, and TypeScript's
 * scanner reads a file about five times faster than its parser builds the tree. The
 * answer is the parser's (the tests compare both on real files); a file that calls
 * `require()` or `import()`, whose calls sit anywhere in its code, is left to the parser.
 */

export type ImportKind = 'import' | 'reexport' | 'require' | 'dynamic';

/** A local name an import binds, and the export it stands for ('default', '*' for a namespace). */
export interface ImportBinding {
  local: string;
  imported: string;
}

export interface ScannedImport {
  specifier: string;
  /** Where the statement starts (its `import` or `export` keyword). */
  pos: number;
  /** The line of `pos`, from 1, counted as the compiler does. */
  line: number;
  kind: ImportKind;
  /** `import type` / `export type`: no code runs. */
  typeOnly: boolean;
  bindings: ImportBinding[];
}

type Kind = ts.SyntaxKind;

/** A call of `require(` or `import(` anywhere in the text (comments and strings included). */
const IMPORT_CALL = /\b(require|import)\s*\(/;

/** A declaration the scanner cannot read as the parser would: the parser reads the file. */
const UNREAD = 'unread' as const;

/** A declaration as read, before its line is counted. */
type Declaration = Omit<ScannedImport, 'line'>;

/**
 * The top-level import and re-export declarations of a module, in order;
 * undefined when the text has calls of `require()` or `import()` (then the parser reads it).
 */
export function scanImports(text: string, jsx: boolean): ScannedImport[] | undefined {
  if (IMPORT_CALL.test(text)) return undefined;
  const { ts } = loadTsMorph();
  const K = ts.SyntaxKind;
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  );
  const reader = new TokenReader(scanner, K);
  const out: Declaration[] = [];
  while (reader.token !== K.EndOfFileToken) {
    const { token } = reader;
    const atTop = reader.depth === 0 && reader.prev !== K.DotToken && reader.prev !== K.QuestionDotToken;
    if (!atTop || (token !== K.ImportKeyword && token !== K.ExportKeyword)) {
      reader.next();
      continue;
    }
    // Each reads on past its keyword, and stops at the token after what it read.
    const pos = scanner.getTokenStart();
    const found = token === K.ImportKeyword ? importDeclaration(reader, pos) : exportDeclaration(reader, pos);
    if (found === UNREAD) return undefined;
    if (found) out.push(found);
  }
  const lines = new LineCounter(text);
  return out.map((d) => ({ ...d, line: lines.lineAt(d.pos) }));
}

/** Lines of ascending positions, counted as the compiler counts them (`\r\n`, `\n`, `\r`, U+2028, U+2029). */
class LineCounter {
  private at = 0;
  private line = 1;
  constructor(private readonly text: string) {}

  lineAt(pos: number): number {
    const { text } = this;
    for (; this.at < pos; this.at++) {
      const c = text.charCodeAt(this.at);
      if (c === 0x0d) {
        if (text.charCodeAt(this.at + 1) !== 0x0a) this.line++;
      } else if (c === 0x0a || c === 0x2028 || c === 0x2029) this.line++;
    }
    return this.line;
  }
}

/**
 * The scanner's tokens with what a parser would know of them: template literals with
 * expressions are rescanned at their `}`, a `/` where an operand is expected is a regular
 * expression, and `depth` counts the brackets open (0: the module's top level).
 */
class TokenReader {
  token: Kind;
  prev: Kind;
  private readonly open: Kind[] = [];

  constructor(
    private readonly scanner: ts.Scanner,
    private readonly K: typeof ts.SyntaxKind,
  ) {
    this.prev = K.Unknown;
    this.token = K.Unknown;
    this.next();
  }

  get depth(): number {
    return this.open.length;
  }

  is(kind: Kind): boolean {
    return this.token === kind;
  }

  /** The current token's text (an identifier's name, a string's value). */
  value(): string {
    return this.scanner.getTokenValue();
  }

  isName(): boolean {
    return this.token === this.K.Identifier || (this.token >= this.K.FirstKeyword && this.token <= this.K.LastKeyword);
  }

  isNamed(name: string): boolean {
    return this.isName() && this.value() === name;
  }

  /** The token after the current one, without moving. */
  peek(): { token: Kind; value: string } {
    return this.scanner.lookAhead(() => ({ token: this.scanner.scan(), value: this.scanner.getTokenValue() }));
  }

  next(): Kind {
    const { K, scanner } = this;
    if (this.token !== K.Unknown) this.prev = this.token;
    let t = scanner.scan();
    if ((t === K.SlashToken || t === K.SlashEqualsToken) && !endsOperand(this.prev, K)) t = scanner.reScanSlashToken();
    switch (t) {
      case K.OpenBraceToken:
      case K.OpenParenToken:
      case K.OpenBracketToken:
      case K.TemplateHead:
        this.open.push(t);
        break;
      case K.CloseBraceToken:
        if (this.open.at(-1) === K.TemplateHead) {
          t = scanner.reScanTemplateToken(false);
          if (t === K.TemplateTail) this.open.pop();
        } else this.open.pop();
        break;
      case K.CloseParenToken:
      case K.CloseBracketToken:
        this.open.pop();
        break;
    }
    this.token = t;
    return t;
  }
}

/** Whether a `/` after this token divides (else it starts a regular expression). */
function endsOperand(t: Kind, K: typeof ts.SyntaxKind): boolean {
  switch (t) {
    case K.Identifier:
    case K.PrivateIdentifier:
    case K.NumericLiteral:
    case K.BigIntLiteral:
    case K.StringLiteral:
    case K.NoSubstitutionTemplateLiteral:
    case K.TemplateTail:
    case K.RegularExpressionLiteral:
    case K.CloseParenToken:
    case K.CloseBracketToken:
    case K.CloseBraceToken:
    case K.PlusPlusToken:
    case K.MinusMinusToken:
    case K.ThisKeyword:
    case K.SuperKeyword:
    case K.TrueKeyword:
    case K.FalseKeyword:
    case K.NullKeyword:
      return true;
    default:
      return false;
  }
}

/** After `import`: an import declaration; the reader ends past it. */
function importDeclaration(r: TokenReader, pos: number): Declaration | typeof UNREAD | undefined {
  const K = loadTsMorph().ts.SyntaxKind;
  r.next();
  if (r.is(K.DotToken)) return undefined; // import.meta
  if (r.is(K.StringLiteral)) {
    const specifier = r.value();
    r.next();
    return { specifier, pos, kind: 'import', typeOnly: false, bindings: [] };
  }
  let typeOnly = false;
  if (r.isNamed('type') && typeModifierFollows(r)) {
    typeOnly = true;
    r.next();
  }
  const bindings: ImportBinding[] = [];
  let hasDefault = false;
  let hasNamespace = false;
  const named: { binding: ImportBinding; typeOnly: boolean }[] = [];
  if (r.isName() && !r.isNamed('from')) {
    const local = r.value();
    r.next();
    // `import A = B.C` (a file with `import x = require('…')` is parsed: it calls require)
    if (r.is(K.EqualsToken)) return undefined;
    hasDefault = true;
    bindings.push({ local, imported: 'default' });
    if (r.is(K.CommaToken)) r.next();
  } else if (r.isNamed('from') && r.peek().token !== K.StringLiteral) {
    // `import from from '…'`: a default import named `from`
    bindings.push({ local: 'from', imported: 'default' });
    hasDefault = true;
    r.next();
    if (r.is(K.CommaToken)) r.next();
  }
  if (r.is(K.AsteriskToken)) {
    r.next();
    if (!r.isNamed('as')) return UNREAD;
    r.next();
    if (!r.isName()) return UNREAD;
    hasNamespace = true;
    bindings.push({ local: r.value(), imported: '*' });
    r.next();
  } else if (r.is(K.OpenBraceToken)) {
    const specifiers = namedSpecifiers(r);
    if (!specifiers) return UNREAD;
    named.push(...specifiers);
    for (const s of specifiers) if (!s.typeOnly) bindings.push(s.binding);
  }
  if (!r.isNamed('from')) return UNREAD;
  r.next();
  if (!r.is(K.StringLiteral)) return UNREAD;
  const specifier = r.value();
  r.next();
  const allTypes = named.length > 0 && !hasDefault && !hasNamespace && named.every((s) => s.typeOnly);
  return { specifier, pos, kind: 'import', typeOnly: typeOnly || allTypes, bindings };
}

/**
 * Whether `type` after `import` makes the import type-only (TypeScript's rule): it does
 * before a name, `{` or `*`, but `import type from '…'` and `import type, {…}` import a
 * default export named `type`.
 */
function typeModifierFollows(r: TokenReader): boolean {
  const K = loadTsMorph().ts.SyntaxKind;
  const after = r.peek();
  if (after.token === K.OpenBraceToken || after.token === K.AsteriskToken) return true;
  if (after.token === K.CommaToken || after.token === K.EqualsToken) return false;
  const isName = after.token === K.Identifier || (after.token >= K.FirstKeyword && after.token <= K.LastKeyword);
  return isName && after.value !== 'from';
}

/** After `export`: a re-export (`export … from '…'`), else undefined. */
function exportDeclaration(r: TokenReader, pos: number): Declaration | typeof UNREAD | undefined {
  const K = loadTsMorph().ts.SyntaxKind;
  r.next();
  // `export import A = B.C` (with `require('…')` the file is parsed)
  if (r.is(K.ImportKeyword)) return undefined;
  let typeOnly = false;
  if (r.isNamed('type')) {
    const after = r.peek().token;
    if (after !== K.OpenBraceToken && after !== K.AsteriskToken) return undefined;
    typeOnly = true;
    r.next();
  }
  let bindings: ImportBinding[];
  if (r.is(K.AsteriskToken)) {
    r.next();
    let local = '*';
    if (r.isNamed('as')) {
      r.next();
      if (!r.isName() && !r.is(K.StringLiteral)) return UNREAD;
      local = r.value();
      r.next();
    }
    bindings = [{ local, imported: '*' }];
  } else if (r.is(K.OpenBraceToken)) {
    const specifiers = namedSpecifiers(r);
    if (!specifiers) return UNREAD;
    bindings = specifiers.map((s) => s.binding);
    if (bindings.length === 0) bindings.push({ local: '*', imported: '*' });
  } else {
    return undefined;
  }
  if (!r.isNamed('from')) return undefined;
  r.next();
  if (!r.is(K.StringLiteral)) return UNREAD;
  const specifier = r.value();
  r.next();
  return { specifier, pos, kind: 'reexport', typeOnly, bindings };
}

/**
 * `{ a, b as c, type d }` from its `{`; the reader ends past the `}`. Undefined when a
 * specifier is not of these shapes (the declaration is then not one the parser reads).
 */
function namedSpecifiers(r: TokenReader): { binding: ImportBinding; typeOnly: boolean }[] | undefined {
  const K = loadTsMorph().ts.SyntaxKind;
  const out: { binding: ImportBinding; typeOnly: boolean }[] = [];
  r.next();
  while (!r.is(K.CloseBraceToken)) {
    const words: string[] = [];
    while (!r.is(K.CommaToken) && !r.is(K.CloseBraceToken)) {
      if (!r.isName() && !r.is(K.StringLiteral)) return undefined;
      words.push(r.value());
      r.next();
    }
    const spec = specifier(words);
    if (!spec) return undefined;
    out.push(spec);
    if (r.is(K.CommaToken)) r.next();
  }
  r.next();
  return out;
}

/** One specifier's words: `a`, `a as b`, `type a`, `type a as b` (TypeScript's reading of `type`). */
function specifier(words: string[]): { binding: ImportBinding; typeOnly: boolean } | undefined {
  const [a, b, c, d] = words;
  switch (words.length) {
    case 1:
      return { binding: { local: a, imported: a }, typeOnly: false };
    case 2:
      return a === 'type' ? { binding: { local: b, imported: b }, typeOnly: true } : undefined;
    case 3:
      if (b !== 'as') return undefined;
      // `type as as` is a type-only `as`; `type as x` imports `type` as x
      if (a === 'type' && c === 'as') return { binding: { local: 'as', imported: 'as' }, typeOnly: true };
      return { binding: { local: c, imported: a }, typeOnly: false };
    case 4:
      return a === 'type' && c === 'as' ? { binding: { local: d, imported: b }, typeOnly: true } : undefined;
    default:
      return undefined;
  }
}
