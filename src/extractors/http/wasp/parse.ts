/**
 * A reader of Wasp's configuration language (`main.wasp`): top-level declarations
 * `kind Name { key: value, … }` whose values are strings, numbers, booleans, names,
 * lists, dictionaries, tuples (`(POST, "/hook")`), imports of the app's code
 * (`import { fn } from "@src/x"`, `import Page from "@src/p"`) and quoted blocks
 * (`{=psl … psl=}`). Wasp publishes no parser for JavaScript, so this is a small
 * tokenizer and recursive-descent parser of that grammar; it reads, never runs, and stops
 * at the first thing it cannot read (declarations before it are kept).
 */

export type WaspValue =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'name'; value: string }
  | { type: 'list'; items: WaspValue[] }
  | { type: 'tuple'; items: WaspValue[] }
  | { type: 'dict'; entries: Map<string, WaspValue> }
  | { type: 'import'; name: string; isDefault: boolean; from: string }
  | { type: 'quoted'; tag: string; text: string };

export interface WaspDeclaration {
  kind: string;
  name: string;
  /** 1-based line of the declaration's kind keyword. */
  line: number;
  value: WaspValue;
}

type Token =
  | { t: 'punct'; v: string; line: number }
  | { t: 'string'; v: string; line: number }
  | { t: 'number'; v: number; line: number }
  | { t: 'name'; v: string; line: number }
  | { t: 'quoted'; tag: string; v: string; line: number };

/** The declarations of a Wasp file, in order; parsing stops at the first error. */
export function parseWasp(text: string): WaspDeclaration[] {
  const tokens = tokenize(text);
  const out: WaspDeclaration[] = [];
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  const fail = (): never => {
    throw new WaspSyntaxError();
  };
  const expect = (v: string) => {
    const tok = next();
    if (!tok || tok.t !== 'punct' || tok.v !== v) fail();
  };
  const value = (): WaspValue => {
    const tok = next();
    if (!tok) return fail();
    switch (tok.t) {
      case 'string':
        return { type: 'string', value: tok.v };
      case 'number':
        return { type: 'number', value: tok.v };
      case 'quoted':
        return { type: 'quoted', tag: tok.tag, text: tok.v };
      case 'name':
        if (tok.v === 'true' || tok.v === 'false') return { type: 'boolean', value: tok.v === 'true' };
        if (tok.v === 'import') return importValue();
        return { type: 'name', value: tok.v };
      case 'punct':
        if (tok.v === '{') return dict();
        if (tok.v === '[') return { type: 'list', items: sequence(']') };
        if (tok.v === '(') return { type: 'tuple', items: sequence(')') };
        return fail();
    }
  };
  const sequence = (close: string): WaspValue[] => {
    const items: WaspValue[] = [];
    for (;;) {
      const tok = peek();
      if (tok?.t === 'punct' && tok.v === close) {
        i++;
        return items;
      }
      items.push(value());
      const sep = peek();
      if (sep?.t === 'punct' && sep.v === ',') i++;
      else if (!(sep?.t === 'punct' && sep.v === close)) fail();
    }
  };
  const dict = (): WaspValue => {
    const entries = new Map<string, WaspValue>();
    for (;;) {
      const tok = next();
      if (tok?.t === 'punct' && tok.v === '}') return { type: 'dict', entries };
      if (!tok || (tok.t !== 'name' && tok.t !== 'string')) return fail();
      expect(':');
      entries.set(tok.v, value());
      const sep = peek();
      if (sep?.t === 'punct' && sep.v === ',') i++;
      else if (!(sep?.t === 'punct' && sep.v === '}')) fail();
    }
  };
  // `import { name } from "…"` or `import Name from "…"`
  const importValue = (): WaspValue => {
    let tok = next();
    let name: string;
    let isDefault = true;
    if (tok?.t === 'punct' && tok.v === '{') {
      isDefault = false;
      tok = next();
      if (tok?.t !== 'name') return fail();
      name = tok.v;
      expect('}');
    } else if (tok?.t === 'name') {
      name = tok.v;
    } else return fail();
    const from = next();
    if (from?.t !== 'name' || from.v !== 'from') return fail();
    const spec = next();
    if (spec?.t !== 'string') return fail();
    return { type: 'import', name, isDefault, from: spec.v };
  };
  try {
    while (i < tokens.length) {
      const kind = next();
      const name = next();
      if (kind?.t !== 'name' || name?.t !== 'name') break;
      out.push({ kind: kind.v, name: name.v, line: kind.line, value: value() });
    }
  } catch (e) {
    if (!(e instanceof WaspSyntaxError)) throw e;
  }
  return out;
}

class WaspSyntaxError extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\uFEFF') {
      i++;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      line += count(text, i, stop);
      i = stop;
    } else if (c === '{' && text[i + 1] === '=') {
      // {=tag … tag=}
      const m = /^\{=([A-Za-z0-9_]+)/.exec(text.slice(i, i + 40));
      if (!m) break;
      const close = `${m[1]}=}`;
      const end = text.indexOf(close, i + m[0].length);
      const stop = end < 0 ? n : end + close.length;
      tokens.push({ t: 'quoted', tag: m[1], v: text.slice(i + m[0].length, end < 0 ? n : end), line });
      line += count(text, i, stop);
      i = stop;
    } else if (c === '"') {
      let j = i + 1;
      let v = '';
      while (j < n && text[j] !== '"') {
        if (text[j] === '\\' && j + 1 < n) {
          const e = text[j + 1];
          v += e === 'n' ? '\n' : e === 't' ? '\t' : e;
          j += 2;
        } else {
          if (text[j] === '\n') line++;
          v += text[j++];
        }
      }
      tokens.push({ t: 'string', v, line });
      i = j + 1;
    } else if ('{}[](),:'.includes(c)) {
      tokens.push({ t: 'punct', v: c, line });
      i++;
    } else if (/[0-9-]/.test(c)) {
      let j = i + 1;
      while (j < n && /[0-9.eE]/.test(text[j])) j++;
      const v = Number(text.slice(i, j));
      if (Number.isNaN(v)) break;
      tokens.push({ t: 'number', v, line });
      i = j;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_]/.test(text[j])) j++;
      tokens.push({ t: 'name', v: text.slice(i, j), line });
      i = j;
    } else {
      break; // something this grammar does not have: stop here
    }
  }
  return tokens;
}

function count(text: string, from: number, to: number): number {
  let lines = 0;
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === 10) lines++;
  return lines;
}
