/**
 * How the interpreter prints an uncaught SyntaxError (Lib/traceback.py,
 * `TracebackException._format_syntax_error`): the `  File "…", line N` line, the stripped source
 * line, the carets from offset to end_offset, and `Type: message`. Keyword-typo hints ("Did you
 * mean 'while'?", `_find_keyword_typos`) are applied first (keywordTypos.ts).
 */
import type { PySyntaxError } from "./errors.js";
import { findKeywordTypos } from "./keywordTypos.js";

const cps = (s: string): string[] => Array.from(s);

function isSpace(c: string): boolean {
  return /^\s$/u.test(c) || c === "\x1c" || c === "\x1d" || c === "\x1e" || c === "\x1f" || c === "\x85";
}

export interface SyntaxErrorFields {
  type: string;
  msg: string;
  filename: string | null;
  lineno: number | null;
  offset: number | null;
  text: string | null;
  end_lineno: number | null;
  end_offset: number | null;
}

/** The lines `traceback.print_exception` ends with for this SyntaxError. */
export function formatSyntaxError(e: SyntaxErrorFields): string {
  let out = "";
  let filenameSuffix = "";
  if (e.lineno !== null) out += `  File "${e.filename || "<string>"}", line ${e.lineno}\n`;
  else if (e.filename !== null) filenameSuffix = ` (${e.filename})`;
  if (e.text !== null) {
    const rtext = e.text.replace(/\n+$/, "");
    const ltext = rtext.replace(/^[ \n\f]+/, "");
    const r = cps(rtext);
    const l = cps(ltext);
    const spaces = r.length - l.length;
    const textLen = cps(e.text).length;
    if (e.offset === null) out += `    ${ltext}\n`;
    else {
      let offset = e.offset;
      let endOffset: number;
      if (e.lineno === e.end_lineno) endOffset = e.end_offset !== null && e.end_offset !== 0 ? e.end_offset : offset;
      else endOffset = r.length + 1;
      if (e.text && offset > textLen) offset = r.length + 1;
      if (e.text && endOffset > textLen) endOffset = r.length + 1;
      if (offset >= endOffset || endOffset < 0) endOffset = offset + 1;
      const colno = offset - 1 - spaces;
      const endColno = endOffset - 1 - spaces;
      if (colno >= 0) {
        const caretspace = l
          .slice(0, colno)
          .map((c) => (isSpace(c) ? c : " "))
          .join("");
        out += `    ${ltext}\n`;
        out += `    ${caretspace}${"^".repeat(Math.max(0, endColno - colno))}\n`;
      } else out += `    ${ltext}\n`;
    }
  }
  out += `${e.type}: ${e.msg || "<no detail available>"}${filenameSuffix}\n`;
  return out;
}

/** The error as printed, after the traceback module's keyword-typo hints. */
export function formatSyntaxErrorWithHints(err: PySyntaxError, source: string): string {
  const fields: SyntaxErrorFields = {
    type: err.type,
    msg: err.msg,
    filename: err.filename,
    lineno: err.lineno,
    offset: err.offset,
    text: err.text,
    end_lineno: err.end_lineno,
    end_offset: err.end_offset,
  };
  if (fields.text !== null) findKeywordTypos(fields, source);
  return formatSyntaxError(fields);
}
