/**
 * `tokenize.untokenize` in its full-input mode (5-tuples: `Untokenizer.untokenize`): rebuilds
 * source text from tokens, placing each token at its start column, re-adding indentation and
 * backslash continuations. Returns text; `untokenizeBytes` encodes it with the ENCODING token's
 * codec when there is one (UTF-8 here).
 */
import { TokenType as T } from "./tokens.generated.js";
import type { Token } from "./tokens.js";

function escapeBrackets(token: string): string {
  const chars: string[] = [];
  let consumeUntilNextBracket = false;
  for (const ch of token) {
    if (ch === "}") {
      if (consumeUntilNextBracket) consumeUntilNextBracket = false;
      else chars.push(ch);
    }
    if (ch === "{") {
      let nBackslashes = 0;
      for (let k = chars.length - 2; k >= 0 && chars[k] === "\\"; k--) nBackslashes++;
      if (nBackslashes % 2 === 0 || chars[chars.length - 1] !== "N") chars.push(ch);
      else consumeUntilNextBracket = true;
    }
    chars.push(ch);
  }
  return chars.join("");
}

const isSpace = (c: string) => /^\s$/u.test(c);

export function untokenize(tokens: Iterable<Token>): string {
  const out: string[] = [];
  let prevRow = 1;
  let prevCol = 0;
  let prevLine = "";
  const indents: string[] = [];
  let startline = false;

  const addBackslashContinuation = (row: number) => {
    const rowOffset = row - prevRow;
    if (rowOffset === 0) return;
    const newline = prevLine.endsWith("\r\n") ? "\r\n" : "\n";
    let end = prevLine.length;
    while (end > 0 && "\\\r\n".includes(prevLine[end - 1]!)) end--;
    const line = prevLine.slice(0, end);
    let ws = "";
    for (let k = line.length - 1; k >= 0 && isSpace(line[k]!); k--) ws = line[k]! + ws;
    out.push(ws + `\\${newline}`.repeat(rowOffset));
    prevCol = 0;
  };
  const addWhitespace = (row: number, col: number) => {
    if (row < prevRow || (row === prevRow && col < prevCol)) {
      throw new Error(`start (${row},${col}) precedes previous end (${prevRow},${prevCol})`);
    }
    addBackslashContinuation(row);
    const colOffset = col - prevCol;
    if (colOffset) out.push(" ".repeat(colOffset));
  };

  for (const t of tokens) {
    let token = t.string;
    let end = t.end;
    if (t.type === T.ENCODING) continue;
    if (t.type === T.ENDMARKER) break;
    if (t.type === T.INDENT) {
      indents.push(token);
      continue;
    } else if (t.type === T.DEDENT) {
      indents.pop();
      [prevRow, prevCol] = t.end;
      continue;
    } else if (t.type === T.NEWLINE || t.type === T.NL) {
      startline = true;
    } else if (startline && indents.length) {
      const indent = indents[indents.length - 1]!;
      if (t.start[1] >= indent.length) {
        out.push(indent);
        prevCol = indent.length;
      }
      startline = false;
    } else if (t.type === T.FSTRING_MIDDLE || t.type === T.TSTRING_MIDDLE) {
      if (token.includes("{") || token.includes("}")) {
        token = escapeBrackets(token);
        const lines = token.split(/\r\n|\r|\n/);
        const lastLine = token.endsWith("\n") || token.endsWith("\r") ? lines[lines.length - 2] ?? "" : lines[lines.length - 1]!;
        const extra = (lastLine.match(/\{\{/g)?.length ?? 0) + (lastLine.match(/\}\}/g)?.length ?? 0);
        end = [end[0], end[1] + extra];
      }
    }
    addWhitespace(t.start[0], t.start[1]);
    out.push(token);
    [prevRow, prevCol] = end;
    if (t.type === T.NEWLINE || t.type === T.NL) {
      prevRow += 1;
      prevCol = 0;
    }
    prevLine = t.line;
  }
  return out.join("");
}

/** `untokenize` as bytes, encoded with the ENCODING token (UTF-8 and Latin-1 supported). */
export function untokenizeBytes(tokens: readonly Token[]): Uint8Array | string {
  const enc = tokens.find((t) => t.type === T.ENCODING)?.string;
  const text = untokenize(tokens);
  if (enc === undefined) return text;
  if (enc === "iso-8859-1") return Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
  return new TextEncoder().encode(text);
}
