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
import { PyObject_Str, PyObject_Repr, typeName } from "../abstract.js";
import { dictGetStr } from "../objects/dict.js";
import { internStr, isStr, type PyStr } from "../objects/str.js";
import { isInt } from "../objects/int.js";
import { getField } from "../types/exceptionAttrs.js";
import { formatSyntaxError } from "@pyts/parser";

/** Source lines per filename (the runner registers the main script's source). */
export const sourceCache = new Map<string, string[]>();

function qualifiedTypeName(e: PyObject): string {
  const t = e.ob_type;
  const mod = t.tp_module;
  const q = t.tp_qualname;
  return mod && mod !== "builtins" && mod !== "__main__" ? `${mod}.${q}` : q;
}

/** A SyntaxError with a location prints as the traceback module's `_format_syntax_error` does. */
function syntaxErrorText(e: PyBaseExceptionObject): string | null {
  if (!e.ob_type.isSubtype(PyExc_SyntaxError)) return null;
  const field = (n: string): PyObject | null => getField(e, n);
  const str = (n: string): string | null => {
    const v = field(n);
    return v !== null && isStr(v) ? (v as PyStr).value : null;
  };
  const num = (n: string): number | null => {
    const v = field(n);
    return v !== null && isInt(v) ? Number((v as unknown as { value: number | bigint }).value) : null;
  };
  const msg = field("msg");
  const out = formatSyntaxError({
    type: qualifiedTypeName(e),
    msg: msg === null ? "" : PyObject_Str(msg).value,
    filename: str("filename"), lineno: num("lineno"), offset: num("offset"), text: str("text"),
    end_lineno: num("end_lineno"), end_offset: num("end_offset"),
  });
  return out.endsWith("\n") ? out.slice(0, -1) : out;
}

function excMessage(e: PyBaseExceptionObject): string {
  const syntax = syntaxErrorText(e);
  if (syntax !== null) return syntax;
  let s: string;
  try {
    s = PyObject_Str(e).value;
  } catch {
    s = `<exception str() failed>`;
  }
  const name = qualifiedTypeName(e);
  return s ? `${name}: ${s}` : name;
}

/**
 * The traceback entries. `carets` false: as the C printer (_PyTraceBack_Print) writes them for
 * unraisable exceptions — each entry's first source line only, no `^~~` line.
 */
function formatTb(tb: PyTraceback | null, carets = true): string[] {
  const out: string[] = [];
  let last: string | null = null;
  let repeat = 0;
  const flush = () => {
    if (repeat > 3) out.push(`  [Previous line repeated ${repeat - 3} more time${repeat - 3 === 1 ? "" : "s"}]\n`);
  };
  for (let t = tb; t !== null; t = t.tb_next) {
    if (t.tb_frame === null) continue;
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
    if (carets && lines && loc && lineno > 0 && loc.endLineno > lineno && loc.endLineno <= lines.length && loc.col >= 0 && loc.endCol >= 0) {
      entry += multiLineSegment(lines, loc);
    } else if (lines && lineno > 0 && lineno <= lines.length) {
      const raw = lines[lineno - 1]!;
      const stripped = raw.trim();
      if (stripped) {
        entry += `    ${stripped}\n`;
        const markers = carets ? caretLine(raw, loc!, lines) : null;
        if (markers) entry += markers;
      }
    }
    out.push(entry);
  }
  flush();
  return out;
}

/**
 * The `~~~^^^` line, following Lib/traceback.py (format_frame_summary, _should_show_carets,
 * _extract_caret_anchors_from_line_segment) for single-line segments. The anchors come from a
 * small scan of the segment instead of `ast.parse`: a top-level binary operator (lowest
 * precedence, left-associative except `**`), else a final call or subscript trailer.
 */
function caretLine(raw: string, loc: { lineno: number; endLineno: number; col: number; endCol: number }, _lines: string[]): string | null {
  if (loc.col < 0 || loc.endCol < 0 || loc.endLineno !== loc.lineno) return null;
  const start = byteToChar(raw, loc.col);
  const end = byteToChar(raw, loc.endCol);
  const indent = raw.length - raw.trimStart().length;
  const line = raw.slice(indent).trimEnd();
  const s0 = start - indent, e0 = end - indent;
  const seg = raw.slice(start, end);
  const anchors = findAnchors(seg);
  if (!shouldShowCarets(line, s0, e0, anchors !== null)) return null;
  let out = " ".repeat(4 + s0);
  for (let i = 0; i < seg.length; i++) out += anchors === null ? "^" : i >= anchors[0] && i < anchors[1] ? "^" : "~";
  return out + "\n";
}

/**
 * traceback.py's format_frame_summary for an instruction spanning several lines: the lines,
 * dedented together, the first and last shown and a gap of more than one line abbreviated as
 * `...<N lines>...`; all-`^` carets only when the segment shares its first or last line with
 * other code (multi-line anchors are not modelled).
 */
function multiLineSegment(lines: string[], loc: { lineno: number; endLineno: number; col: number; endCol: number }): string {
  const original = lines.slice(loc.lineno - 1, loc.endLineno);
  if (original.join("").trim() === "") return "";
  const indentOf = (l: string) => l.length - l.trimStart().length;
  const nonBlank = original.filter((l) => l.trim() !== "");
  const common = Math.min(...nonBlank.map(indentOf));
  const all = original.map((l) => (l.trim() === "" ? "" : l.slice(common)));
  const last = all.length - 1;
  const start = Math.max(0, byteToChar(original[0]!, loc.col) - common);
  const end = Math.max(0, byteToChar(original[last]!, loc.endCol) - common);
  // anchors: a final call or subscript trailer (`~` before its bracket, `^` from it on)
  const seg = [all[0]!.slice(start), ...all.slice(1, last), all[last]!.slice(0, end)].join("\n");
  if (last === 0) return "";
  let anchor: [number, number] | null = null;
  // a binary operator's `^` range, [line, col] to [line, col) (the operands are `~`)
  let opRange: [[number, number], [number, number]] | null = null;
  const found = findAnchors(seg);
  const at = (pos: number): [number, number] => {
    const before = seg.slice(0, pos).split("\n");
    const line = before.length - 1;
    return [line, (line === 0 ? start : 0) + before[line]!.length];
  };
  if (found !== null && !"([{".includes(seg[found[0]]!)) opRange = [at(found[0]), at(found[1])];
  const trimmed = seg.trimEnd();
  if (opRange !== null) {
    // traceback.py's BinOp anchors take precedence over a trailer's
  } else if (trimmed.endsWith(")") || trimmed.endsWith("]")) {
    const open = matchingOpen(trimmed, trimmed.length - 1);
    if (open > 0 && trimmed.slice(0, open).trim() !== "") {
      const before = trimmed.slice(0, open).split("\n");
      const line = before.length - 1;
      anchor = [line, (line === 0 ? start : 0) + before[line]!.length];
    }
  }
  let carets = anchor !== null || opRange !== null || all[0]!.slice(0, start).trim() !== "" || all[last]!.slice(end).trim() !== "";
  // `x = f(...)` / `return f(...)` spanning the whole statement: no carets
  if (carets && start > 0 && end === all[last]!.trimEnd().length && /^(return\s+|[A-Za-z_]\w*\s*=(?!=)\s*)$/.test(all[0]!.slice(0, start))) {
    const seg = all.slice(0).join("\n").slice(start);
    const paren = topLevelCallParen(seg);
    if (paren > 0 && NAME.test(seg.slice(0, paren).trim())) carets = false;
  }
  const out: string[] = [];
  const emit = (i: number) => {
    out.push(all[i]!);
    if (!carets) return;
    const lead = indentOf(all[i]!);
    const n = i === last ? end : all[i]!.length;
    let c = "";
    for (let col = 0; col < n; col++) {
      if (col < lead || (i === 0 && col < start)) c += " ";
      else if (opRange !== null) {
        const [[l0, c0], [l1, c1]] = opRange;
        const after = i > l0 || (i === l0 && col >= c0);
        const before = i < l1 || (i === l1 && col < c1);
        c += after && before ? "^" : "~";
      } else if (anchor === null) c += "^";
      else c += i > anchor[0] || (i === anchor[0] && col >= anchor[1]) ? "^" : "~";
    }
    out.push(c);
  };
  emit(0);
  if (last === 2) emit(1);
  else if (last > 2) out.push(`...<${last - 1} lines>...`);
  if (last > 0) emit(last);
  // textwrap.dedent of the result, then indented by four spaces
  const shown = out.filter((l) => l.trim() !== "");
  const d = shown.length ? Math.min(...shown.map(indentOf)) : 0;
  return out.map((l) => `    ${l.trim() === "" ? "" : l.slice(d)}\n`).join("");
}

function byteToChar(str: string, offset: number): number {
  const bytes = new TextEncoder().encode(str);
  return new TextDecoder().decode(bytes.slice(0, offset)).length;
}

const NAME = /^[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*$/u;

function shouldShowCarets(line: string, start: number, end: number, hasAnchors: boolean): boolean {
  // `return f(...)` / `x = f(...)` where the call is the whole value: no carets
  let m = /^return\s+/.exec(line);
  let valueStart = -1;
  if (m) valueStart = m[0].length;
  else {
    m = /^([A-Za-z_][\w]*)\s*=(?!=)\s*/.exec(line);
    if (m) valueStart = m[0].length;
  }
  if (valueStart >= 0 && start === valueStart && end === line.length) {
    const value = line.slice(valueStart);
    const paren = topLevelCallParen(value);
    if (paren > 0 && NAME.test(value.slice(0, paren).trim())) return false;
  }
  if (hasAnchors) return true;
  return line.slice(0, start).trim() !== "" || line.slice(end).trim() !== "";
}

/** Index of the `(` opening a final call trailer spanning to the end, or -1. */
function topLevelCallParen(seg: string): number {
  const t = seg.trimEnd();
  if (!t.endsWith(")")) return -1;
  const open = matchingOpen(t, t.length - 1);
  return open > 0 && t.slice(0, open).trim() !== "" ? open : -1;
}

function matchingOpen(t: string, closeIdx: number): number {
  const close = t[closeIdx]!;
  const open = close === ")" ? "(" : close === "]" ? "[" : "{";
  let depth = 0;
  const spans = stringSpans(t);
  for (let i = closeIdx; i >= 0; i--) {
    if (spans[i]) continue;
    const c = t[i]!;
    if (c === close) depth++;
    else if (c === open && --depth === 0) return i;
  }
  return -1;
}

/** Marks characters inside string literals. */
function stringSpans(t: string): boolean[] {
  const inStr: boolean[] = new Array(t.length).fill(false);
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c === "'" || c === '"') {
      const triple = t.slice(i, i + 3) === c.repeat(3);
      const q = triple ? c.repeat(3) : c;
      let j = i + q.length;
      while (j < t.length && t.slice(j, j + q.length) !== q) j += t[j] === "\\" ? 2 : 1;
      for (let k = i; k < Math.min(t.length, j + q.length); k++) inStr[k] = true;
      i = j + q.length - 1;
    } else if (c === "#") {
      for (let k = i; k < t.length; k++) inStr[k] = true;
      break;
    }
  }
  return inStr;
}

const BINOP_PREC: Record<string, number> = { "|": 1, "^": 2, "&": 3, "<<": 4, ">>": 4, "+": 5, "-": 5, "*": 6, "@": 6, "/": 6, "//": 6, "%": 6, "**": 8 };

/** [start, end) of the `^` part within the segment, or null (traceback.py's anchors). */
function findAnchors(seg: string): [number, number] | null {
  const t = seg;
  const spans = stringSpans(t);
  let depth = 0;
  const ops: { i: number; op: string }[] = [];
  let prevSignificant = "";
  let other = false;
  for (let i = 0; i < t.length; i++) {
    if (spans[i]) {
      prevSignificant = "a";
      continue;
    }
    const c = t[i]!;
    if ("([{".includes(c)) {
      depth++;
      prevSignificant = c;
      continue;
    }
    if (")]}".includes(c)) {
      depth--;
      prevSignificant = "a";
      continue;
    }
    if (depth !== 0 || c === " " || c === "\t" || c === "\n") continue;
    const three = t.slice(i, i + 3), two = t.slice(i, i + 2);
    if (["**=", "//=", ">>=", "<<="].includes(three) || ["==", "!=", "<=", ">=", ":=", "->"].includes(two)) {
      other = true;
      i += 1;
      prevSignificant = "=";
      continue;
    }
    if ((c === "<" || c === ">") && two !== "<<" && two !== ">>") {
      other = true;
      prevSignificant = "=";
      continue;
    }
    if (c === "," || c === ":" || c === "=" || c === ";") {
      other = true;
      prevSignificant = c;
      continue;
    }
    if (/[A-Za-z_]/.test(c) && !/[\w.]/.test(t[i - 1] ?? " ")) {
      const word = /^[A-Za-z_]\w*/.exec(t.slice(i))![0];
      if (["and", "or", "not", "if", "else", "lambda", "in", "is", "for", "await", "yield", "raise", "return", "assert", "del", "import", "from", "pass", "break", "continue", "global", "nonlocal", "with", "class", "def", "while", "try", "except", "elif", "async", "match", "case"].includes(word)) other = true;
      i += word.length - 1;
      prevSignificant = "a";
      continue;
    }
    const op = ["**", "//", "<<", ">>"].includes(two) ? two : "+-*/%@&|^~".includes(c) ? c : null;
    if (op !== null) {
      const unary = prevSignificant === "" || "([{,=:+-*/%@&|^~<>".includes(prevSignificant) || op === "~";
      if (!unary) ops.push({ i, op });
      i += op.length - 1;
      prevSignificant = op[op.length - 1]!;
      continue;
    }
    prevSignificant = c;
  }
  if (other) return null;
  if (ops.length) {
    let best = ops[0]!;
    for (const o of ops) {
      const pb = BINOP_PREC[best.op]!, po = BINOP_PREC[o.op]!;
      if (po < pb || (po === pb && o.op !== "**")) best = o;
    }
    let right = best.i + 1;
    if (right < t.length && best.op.length === 2) right++;
    return [best.i, right];
  }
  const trimmed = t.trimEnd();
  const last = trimmed[trimmed.length - 1];
  if ((last === ")" || last === "]") && !spans[trimmed.length - 1]) {
    const open = matchingOpen(trimmed, trimmed.length - 1);
    if (open > 0 && trimmed.slice(0, open).trim() !== "") return [open, trimmed.length];
  }
  return null;
}

/** A node of Lib/traceback.py's TracebackException tree: the exception, its shown cause/context, its group members. */
interface TbExc {
  exc: PyBaseExceptionObject;
  cause: TbExc | null;
  context: TbExc | null;
  exceptions: TbExc[] | null;
}

const MAX_GROUP_WIDTH = 15;
const MAX_GROUP_DEPTH = 10;
const CAUSE_MESSAGE = "\nThe above exception was the direct cause of the following exception:\n\n";
const CONTEXT_MESSAGE = "\nDuring handling of the above exception, another exception occurred:\n\n";

/** TracebackException(..., compact=True): the cause/context/group tree, each exception shown once. */
function buildTree(root: PyBaseExceptionObject): TbExc {
  const seen = new Set<PyObject>();
  const make = (e: PyBaseExceptionObject): TbExc => {
    seen.add(e);
    return { exc: e, cause: null, context: null, exceptions: null };
  };
  const top = make(root);
  const queue: TbExc[] = [top];
  while (queue.length) {
    const te = queue.pop()!;
    const e = te.exc;
    const c = e.cause;
    te.cause = c instanceof PyBaseExceptionObject && !seen.has(c) ? make(c) : null;
    const x = e.context;
    const needContext = te.cause === null && !e.suppressContext;
    te.context = x instanceof PyBaseExceptionObject && needContext && !seen.has(x) ? make(x) : null;
    te.exceptions = groupMembers(e)?.map((m) => make(m)) ?? null;
    if (te.cause) queue.push(te.cause);
    if (te.context) queue.push(te.context);
    if (te.exceptions) queue.push(...te.exceptions);
  }
  return top;
}

let groupMembers: (e: PyBaseExceptionObject) => PyBaseExceptionObject[] | null = () => null;
export function setGroupMembers(f: typeof groupMembers): void {
  groupMembers = f;
}

/** _ExceptionPrintContext */
class PrintCtx {
  depth = 0;
  needClose = false;
  out = "";
  indent(): string {
    return " ".repeat(2 * this.depth);
  }
  emit(text: string, margin = "|"): void {
    let prefix = this.indent();
    if (this.depth) prefix += margin + " ";
    for (const line of text.split(/(?<=\n)/)) if (line !== "") this.out += prefix + line;
  }
}

function formatTe(top: TbExc, ctx: PrintCtx): void {
  const chain: [string | null, TbExc][] = [];
  for (let te: TbExc | null = top; te !== null; ) {
    if (te.cause !== null) {
      chain.push([CAUSE_MESSAGE, te]);
      te = te.cause;
    } else if (te.context !== null) {
      chain.push([CONTEXT_MESSAGE, te]);
      te = te.context;
    } else {
      chain.push([null, te]);
      te = null;
    }
  }
  chain.reverse();
  for (let k = 0; k < chain.length; k++) {
    const [msg, te] = chain[k]!;
    if (msg !== null) ctx.emit(msg);
    const tb = te.exc.traceback as PyTraceback | null;
    const onlyText = excMessage(te.exc) + suggestion(te.exc) + "\n" + formatNotes(te.exc);
    if (te.exceptions === null) {
      if (tb !== null) {
        ctx.emit("Traceback (most recent call last):\n");
        for (const entry of formatTb(tb)) ctx.emit(entry);
      }
      ctx.emit(onlyText);
    } else if (ctx.depth > MAX_GROUP_DEPTH) {
      ctx.emit(`... (max_group_depth is ${MAX_GROUP_DEPTH})\n`);
    } else {
      const isTop = ctx.depth === 0;
      if (isTop) ctx.depth++;
      if (tb !== null) {
        ctx.emit("Exception Group Traceback (most recent call last):\n", isTop ? "+" : "|");
        for (const entry of formatTb(tb)) ctx.emit(entry);
      }
      ctx.emit(onlyText);
      const num = te.exceptions.length;
      const n = num <= MAX_GROUP_WIDTH ? num : MAX_GROUP_WIDTH + 1;
      ctx.needClose = false;
      for (let i = 0; i < n; i++) {
        const last = i === n - 1;
        if (last) ctx.needClose = true;
        const truncated = i >= MAX_GROUP_WIDTH;
        const title = truncated ? "..." : String(i + 1);
        ctx.out += ctx.indent() + (i === 0 ? "+-" : "  ") + "+---------------- " + title + " ----------------\n";
        ctx.depth++;
        if (!truncated) formatTe(te.exceptions[i]!, ctx);
        else {
          const remaining = num - MAX_GROUP_WIDTH;
          ctx.emit(`and ${remaining} more exception${remaining > 1 ? "s" : ""}\n`);
        }
        if (last && ctx.needClose) {
          ctx.out += ctx.indent() + "+------------------------------------\n";
          ctx.needClose = false;
        }
        ctx.depth--;
      }
      if (isTop) ctx.depth = 0;
    }
  }
}

/** Formats an exception with its chain exactly as the default excepthook prints it. */
export function formatException(e: PyBaseExceptionObject): string {
  const ctx = new PrintCtx();
  formatTe(buildTree(e), ctx);
  void PyExc_SyntaxError;
  void typeName;
  return ctx.out;
}

/**
 * An unraisable exception as the default sys.unraisablehook writes it (write_unraisable_exc_file):
 * the traceback by the C printer, then `Type: message` — no chained exceptions, no notes.
 */
export function formatUnraisable(e: PyBaseExceptionObject): string {
  const tb = e.traceback;
  let out = "";
  if (tb !== null && tb !== undefined) out += "Traceback (most recent call last):\n" + formatTb(tb as PyTraceback, false).join("");
  return out + excMessage(e) + "\n";
}

/** `__notes__` lines (TracebackException.format_exception_only): each str() split on newlines. */
function formatNotes(e: PyBaseExceptionObject): string {
  const d = e.dict;
  if (d === null) return "";
  const notes = dictGetStr(d, internStr("__notes__"));
  if (notes === null) return "";
  const items = (notes as unknown as { items?: PyObject[] }).items;
  if (!items || isStr(notes)) {
    let r: string;
    try {
      r = PyObject_Repr(notes).value;
    } catch {
      r = "<__notes__ repr() failed>";
    }
    return r + "\n";
  }
  let out = "";
  for (const n of items) {
    let text: string;
    try {
      text = PyObject_Str(n).value;
    } catch {
      text = "<note str() failed>";
    }
    for (const l of text.split("\n")) out += l + "\n";
  }
  return out;
}

let suggestion: (e: PyBaseExceptionObject) => string = () => "";
export function setSuggestion(f: typeof suggestion): void {
  suggestion = f;
}
