/**
 * Text edits of TypeScript code made from its syntax tree: the offsets of ts-morph's nodes
 * are those of the text the gate read, so an edit lands where the node is, whatever the
 * formatting around it. New text follows the code it joins: the object's own layout (one
 * line or one property per line), its trailing comma, its indentation and line endings.
 */
import type { CallExpression, NewExpression, Node, ObjectLiteralExpression } from 'ts-morph';
import { eolOf } from '../../core/edits';
import type { TextEdit } from '../../core/types';

export function replaceNode(file: string, node: Node, text: string): TextEdit {
  return { file, start: node.getStart(), end: node.getEnd(), text };
}

/** A property (`name: value`) added to an object literal, after its last property. */
export function addProperty(file: string, obj: ObjectLiteralExpression, property: string): TextEdit {
  const props = obj.getProperties();
  const text = obj.getSourceFile().getFullText();
  if (props.length === 0) {
    // `{}` (or `{ }`): the property inside, on the brace's line
    const open = obj.getStart() + 1;
    return { file, start: open, end: obj.getEnd() - 1, text: ` ${property} ` };
  }
  const last = props[props.length - 1];
  const after = text.slice(last.getEnd(), obj.getEnd() - 1);
  const trailingComma = /^\s*,/.test(after);
  const multiline = text.slice(obj.getStart(), obj.getEnd()).includes('\n');
  if (!multiline) return { file, start: last.getEnd(), end: last.getEnd(), text: `, ${property}` };
  const lineStart = text.lastIndexOf('\n', last.getStart() - 1) + 1;
  const indent = text.slice(lineStart, last.getStart());
  const eol = eolOf(text);
  if (trailingComma) {
    const comma = last.getEnd() + after.indexOf(',') + 1;
    return { file, start: comma, end: comma, text: `${eol}${/^\s*$/.test(indent) ? indent : ''}${property},` };
  }
  return {
    file,
    start: last.getEnd(),
    end: last.getEnd(),
    text: `,${eol}${/^\s*$/.test(indent) ? indent : ''}${property}`,
  };
}

/** An argument added after a call's (or `new`'s) last argument. */
export function addArgument(
  file: string,
  call: CallExpression | NewExpression,
  argument: string,
): TextEdit | undefined {
  const args = call.getArguments();
  if (args.length === 0) return undefined;
  const last = args[args.length - 1];
  return { file, start: last.getEnd(), end: last.getEnd(), text: `, ${argument}` };
}
