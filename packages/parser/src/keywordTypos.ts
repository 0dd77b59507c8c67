/**
 * `traceback.TracebackException._find_keyword_typos` (3.14): for a generic "invalid syntax" (or
 * "Perhaps you forgot a comma"), try replacing each of the first NAME tokens of the source up to
 * the error line with close keywords (`_suggestions._generate_suggestions` and
 * `difflib.get_close_matches(…, n=3, cutoff=0.5)`); the first replacement that compiles (as
 * `codeop.compile_command(…, 'exec', PyCF_ONLY_AST)`) becomes "Did you mean '…'?".
 */
import { TokenStream, tok_name, type Token } from "@pyts/lexer";
import { PySyntaxError } from "./errors.js";
import type { SyntaxErrorFields } from "./traceback.js";
import { parse } from "./parse.js";
import { getCloseMatches } from "./difflib.js";
import { generateSuggestion } from "./suggestions.js";

const KWLIST = [
  "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
  "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
  "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

/** textwrap.dedent */
function dedent(text: string): string {
  const lines = text.split("\n");
  let margin: string | null = null;
  for (const line of lines) {
    if (/^[ \t]*$/.test(line)) continue;
    const indent = /^[ \t]*/.exec(line)![0];
    if (margin === null) margin = indent;
    else if (indent.startsWith(margin)) continue;
    else if (margin.startsWith(indent)) margin = indent;
    else {
      let i = 0;
      while (i < margin.length && i < indent.length && margin[i] === indent[i]) i++;
      margin = margin.slice(0, i);
    }
  }
  return lines.map((l) => (/^[ \t]*$/.test(l) ? l.replace(/^[ \t]+$/, "") : margin ? l.slice(margin.length) : l)).join("\n");
}

/** str.splitlines() */
function splitlines(s: string): string[] {
  const out = s.split(/\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/);
  if (out.length && out[out.length - 1] === "") out.pop();
  return out;
}

/** codeop.compile_command(code, symbol="exec", flags=PyCF_ONLY_AST) raises? */
function compiles(code: string): boolean {
  // Only blank lines and comments: compiled as 'pass'.
  if (code.split("\n").every((l) => l.trim() === "" || l.trim().startsWith("#"))) return true;
  try {
    parse(code, { filename: "<input>" });
    return true;
  } catch (e) {
    if (!(e instanceof PySyntaxError)) return false;
  }
  try {
    parse(code + "\n", { filename: "<input>" });
    return true;
  } catch (e) {
    if (!(e instanceof PySyntaxError)) return false;
    return isIncomplete(e, code + "\n");
  }
}

/** Would CPython raise _IncompleteInputError (input ends inside an unfinished statement)? */
function isIncomplete(e: PySyntaxError, code: string): boolean {
  if (e.msg.includes("was never closed") || e.msg.startsWith("unexpected EOF") || e.msg.startsWith("unterminated triple-quoted")) return true;
  const lines = splitlines(code).length;
  if (e.msg.startsWith("expected an indented block") && e.lineno >= lines) return true;
  return false;
}

export function findKeywordTypos(e: SyntaxErrorFields, source: string): void {
  if (e.msg !== "invalid syntax" && !e.msg.includes("Perhaps you forgot a comma")) return;
  const endLine = e.lineno ?? 0;
  const lines = splitlines(source);
  const errorCode = dedent(lines.slice(0, endLine).join("\n"));
  if (Array.from(errorCode).length > 1024) return;
  const errorLines = splitlines(errorCode);
  const stream = new TokenStream(errorCode);
  let left = 10;
  for (;;) {
    let token: Token | null;
    try {
      token = stream.next();
    } catch {
      return;
    }
    if (token === null) return;
    if (tok_name[token.type] !== "NAME") continue;
    const wrong = token.string;
    if (KWLIST.includes(wrong)) continue;
    left--;
    if (left < 0) break;
    const matches: string[] = [];
    const s = generateSuggestion(KWLIST, wrong);
    if (s) matches.push(s);
    matches.push(...getCloseMatches(wrong, KWLIST, 3, 0.5));
    for (const suggestion of matches.slice(0, 3)) {
      if (!suggestion || suggestion === wrong) continue;
      const theLines = errorLines.slice();
      const chars = Array.from(theLines[token.start[0] - 1] ?? "");
      chars.splice(token.start[1], token.end[1] - token.start[1], suggestion);
      theLines[token.start[0] - 1] = chars.join("");
      if (!compiles(theLines.join("\n"))) continue;
      e.text = token.line;
      e.offset = token.start[1] + 1;
      e.end_offset = token.end[1] + 1;
      e.lineno = token.start[0];
      e.end_lineno = token.end[0];
      e.msg = `invalid syntax. Did you mean '${suggestion}'?`;
      return;
    }
  }
}
