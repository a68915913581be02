import type * as TsMorph from 'ts-morph';

let loaded: typeof TsMorph | undefined;

/**
 * ts-morph (and the TypeScript compiler inside it) is loaded on first use: a pull
 * request that changes no code never pays for it.
 */
export function loadTsMorph(): typeof TsMorph {
  if (loaded) return loaded;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded = require('ts-morph') as typeof TsMorph;
  answerLinesFromLineMap(loaded.Node);
  return loaded;
}

/**
 * ts-morph finds a node's line by counting the newlines from the start of its file on
 * every call, so a rule that reports lines of many nodes of a long file costs the file's
 * length per node (a third of some checks on real repositories). The compiler keeps the
 * file's line starts and answers by binary search; lines are the same (ts-morph counts
 * `\n`; the compiler also counts a lone `\r` and U+2028/U+2029 as line breaks).
 */
function answerLinesFromLineMap(node: typeof TsMorph.Node): void {
  const proto = node.prototype;
  const lineAt = (n: TsMorph.Node, pos: number): number =>
    n.getSourceFile().compilerNode.getLineAndCharacterOfPosition(pos).line + 1;
  proto.getStartLineNumber = function (this: TsMorph.Node, includeJsDocComments?: boolean): number {
    return lineAt(this, this.getStart(includeJsDocComments));
  };
  proto.getEndLineNumber = function (this: TsMorph.Node): number {
    return lineAt(this, this.getEnd());
  };
}
