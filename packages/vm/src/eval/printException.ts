/**
 * Printing an uncaught exception as CPython 3.14 does (Lib/traceback.py's format): chained
 * exceptions (cause/context), "Traceback (most recent call last):", one `File "…", line N, in
 * name` per entry with the stripped source line, and the `~~~^^^` markers when the
 * instruction's span does not cover the whole line.
 */
import type { PyObject } from "../objects/object.js";
import { None } from "../objects/none.js";
import { PyBaseExceptionObject, PyExc_SyntaxError } from "../objects/exceptions.js";
import { PyTraceback } from "../objects/traceback.js";
import { codeLocations } from "../objects/code.js";
import { PyObject_Str, typeName } from "../abstract.js";

/** Source lines per filename (the runner registers the main script's source). */
export const sourceCache = new Map<string, string[]>();

function qualifiedTypeName(e: PyObject): string {
  const t = e.ob_type;
  const mod = t.tp_module;
  const q = t.tp_qualname;
  return mod && mod !== "builtins" && mod !== "__main__" ? `${mod}.${q}` : q;
}

function excMessage(e: PyBaseExceptionObject): string {
  let s: string;
  try {
    s = PyObject_Str(e).value;
  } catch {
    s = `<exception str() failed>`;
  }
  const name = qualifiedTypeName(e);
  return s ? `${name}: ${s}` : name;
}

function formatTb(tb: PyTraceback | null): string[] {
  const out: string[] = [];
  let last: string | null = null;
  let repeat = 0;
  const flush = () => {
    if (repeat > 3) out.push(`  [Previous line repeated ${repeat - 3} more time${repeat - 3 === 1 ? "" : "s"}]\n`);
  };
  for (let t = tb; t !== null; t = t.tb_next) {
    const code = t.tb_frame.code;
    const locs = codeLocations(code);
    const loc = t.tb_lasti >= 0 && t.tb_lasti < locs.length ? locs[t.tb_lasti]! : null;
    const lineno = loc ? loc.lineno : -1;
    const fname = code.filename.value;
    const key = `${fname}:${lineno}:${code.name.value}`;
    if (key === last) {
      repeat++;
      if (repeat > 3) continue;
    } else {
      flush();
      last = key;
      repeat = 1;
    }
    let entry = `  File "${fname}", line ${lineno < 0 ? "None" : lineno}, in ${code.name.value}\n`;
    const lines = sourceCache.get(fname);
    if (lines && lineno > 0 && lineno <= lines.length) {
      const raw = lines[lineno - 1]!;
      const stripped = raw.trim();
      if (stripped) {
        entry += `    ${stripped}\n`;
        const markers = caretLine(raw, loc!, lines);
        if (markers) entry += markers;
      }
    }
    out.push(entry);
  }
  flush();
  return out;
}

/** The `~~~^^^` line (Lib/traceback.py `_extract_caret_anchors_from_line_segment`, simplified). */
function caretLine(raw: string, loc: { lineno: number; endLineno: number; col: number; endCol: number }, _lines: string[]): string | null {
  if (loc.col < 0 || loc.endCol < 0 || loc.endLineno !== loc.lineno) return null;
  const enc = new TextEncoder();
  const bytes = enc.encode(raw);
  const dec = new TextDecoder();
  const start = dec.decode(bytes.slice(0, loc.col)).length;
  const end = dec.decode(bytes.slice(0, loc.endCol)).length;
  const indent = raw.length - raw.trimStart().length;
  const stripped = raw.trim();
  // whole statement covered: no markers
  if (start <= indent && end >= indent + stripped.length) return null;
  const seg = raw.slice(start, end);
  const anchors = findAnchors(seg);
  let line = " ".repeat(4 + start - indent);
  if (anchors === null) line += "^".repeat(Math.max(1, end - start));
  else {
    for (let i = 0; i < seg.length; i++) line += i >= anchors[0] && i < anchors[1] ? "^" : "~";
  }
  return line + "\n";
}

/** For binary operations and subscripts/calls: which part of the segment gets `^`. */
function findAnchors(seg: string): [number, number] | null {
  // a call or subscript at the end: `f(x)` → ~^^^^ on the parenthesised part
  const trimmed = seg.trimEnd();
  let depth = 0;
  let inStr: string | null = null;
  // binary operator at top level (last lowest-precedence one is what CPython anchors on)
  const ops: [number, number][] = [];
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i]!;
    if (inStr) {
      if (c === "\\") i++;
      else if (c === inStr) inStr = null;
      continue;
    }
    if (c === "'" || c === '"') {
      inStr = c;
      continue;
    }
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    else if (depth === 0) {
      const two = trimmed.slice(i, i + 2);
      const three = trimmed.slice(i, i + 3);
      if (["**=", "//=", ">>=", "<<="].includes(three)) continue;
      if (["**", "//", "<<", ">>"].includes(two)) {
        ops.push([i, i + 2]);
        i++;
      } else if ("+-*/%@&|^".includes(c) && i > 0) {
        const prev = trimmed.slice(0, i).trimEnd();
        if (prev && !"+-*/%@&|^(,=<>!".includes(prev[prev.length - 1]!)) ops.push([i, i + 1]);
      }
    }
  }
  if (ops.length) {
    const [s, e] = ops[0]!;
    return [s, e];
  }
  // subscript or call: anchor from the opening bracket of the last trailer
  if (trimmed.endsWith("]") || trimmed.endsWith(")")) {
    const close = trimmed[trimmed.length - 1]!;
    const open = close === "]" ? "[" : "(";
    let d = 0;
    for (let i = trimmed.length - 1; i >= 0; i--) {
      const c = trimmed[i]!;
      if (c === close) d++;
      else if (c === open) {
        d--;
        if (d === 0) {
          if (i === 0) return null;
          return [i, trimmed.length];
        }
      }
    }
  }
  return null;
}

/** Formats an exception with its chain exactly as the default excepthook prints it. */
export function formatException(e: PyBaseExceptionObject, seen = new Set<PyObject>()): string {
  seen.add(e);
  let out = "";
  const cause = e.cause;
  const context = e.context;
  if (cause !== null && cause !== None && cause instanceof PyBaseExceptionObject && !seen.has(cause)) {
    out += formatException(cause, seen);
    out += "\nThe above exception was the direct cause of the following exception:\n\n";
  } else if (context !== null && context instanceof PyBaseExceptionObject && !e.suppressContext && !seen.has(context)) {
    out += formatException(context, seen);
    out += "\nDuring handling of the above exception, another exception occurred:\n\n";
  }
  const tb = e.traceback as PyTraceback | null;
  if (tb !== null) {
    out += "Traceback (most recent call last):\n";
    out += formatTb(tb).join("");
  }
  out += excMessage(e) + suggestion(e) + "\n";
  void PyExc_SyntaxError;
  void typeName;
  return out;
}

let suggestion: (e: PyBaseExceptionObject) => string = () => "";
export function setSuggestion(f: typeof suggestion): void {
  suggestion = f;
}
