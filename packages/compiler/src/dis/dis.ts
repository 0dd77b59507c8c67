/**
 * `dis.dis(code)` as Lib/dis.py (3.14) prints it: instructions unpacked from `co_code`
 * (EXTENDED_ARG folded into the next oparg, inline CACHE units skipped or shown with `-C`),
 * labels `L1:` numbering jump targets and exception-table bounds in offset order, the line-number
 * (or `-P` positions) column, `-O` offsets, opname padded to 20 and oparg to 5, the argrepr of each
 * instruction kind, the `ExceptionTable:` section, then the code objects in `co_consts`.
 */
import { PythonException } from "../errors.js";
import type { CodeObject } from "../codeObject.js";
import {
  cacheFormat,
  cmpOp,
  commonConstants,
  deoptOpcode,
  functionAttrFlags,
  intrinsic1Descs,
  intrinsic2Descs,
  nbOps,
  opcodeInfo,
  opmap,
  opname,
  specialMethodNames,
  type OpName,
} from "../opcodes/index.js";
import { reprCode, reprConst } from "../repr.js";
import { coPositions, findLineStarts, parseExceptionTable, type ExceptionTableEntry, type Position } from "./locations.js";

export interface DisOptions {
  /** `-C`: show the inline CACHE entries. */
  readonly showCaches?: boolean;
  /** `-O`: show instruction offsets. */
  readonly showOffsets?: boolean;
  /** `-P`: show full positions instead of line numbers. */
  readonly showPositions?: boolean;
  /** `-S`: show the adaptive (quickened) code; for code that has not run, only the cache counters differ. */
  readonly adaptive?: boolean;
  /** How deep to recurse into nested code objects (undefined: all the way). */
  readonly depth?: number;
  /** `disassemble(co, lasti)`: mark the instruction at this offset with `-->` (not passed to nested code). */
  readonly lasti?: number;
}

const OPNAME_WIDTH = 20;
const OPARG_WIDTH = 5;
const NO_LINENO = "  --";
const INT_OVERFLOW = 2 ** 31;

/** The initial cache counters `_PyCode_Quicken` writes (what `-S -C` shows before the code runs). */
const ADAPTIVE_COUNTER_WARMUP = 17; // value 1, backoff 1
const JUMP_BACKWARD_INITIAL = 65532; // value 4095, backoff 12
const BRANCH_HISTORY_INIT = 0x5555;

export interface Instruction {
  readonly opname: string;
  readonly opcode: number;
  readonly arg: number | null;
  readonly argrepr: string;
  readonly offset: number;
  readonly startOffset: number;
  readonly startsLine: boolean;
  readonly lineNumber: number | null;
  readonly label: number | null;
  readonly positions: Position;
  /** (field name, size in code units, little-endian bytes) per cache field. */
  readonly cacheInfo: readonly (readonly [string, number, Uint8Array])[] | null;
}

const cacheSize = (op: number): number => opcodeInfo(op)?.cache ?? 0;
const isBackwardJump = (deop: number) =>
  deop === opmap.JUMP_BACKWARD || deop === opmap.JUMP_BACKWARD_NO_INTERRUPT || deop === opmap.END_ASYNC_FOR;

/** `dis._unpack_opargs`: (offset, start_offset, op, arg). */
function* unpackOpargs(code: Uint8Array): Generator<[number, number, number, number | null]> {
  let extendedArg = 0;
  let extendedArgsOffset = 0;
  let caches = 0;
  for (let i = 0; i < code.length; i += 2) {
    if (caches) {
      caches--;
      continue;
    }
    const op = code[i]!;
    const deop = deoptOpcode(op);
    caches = cacheSize(deop);
    let arg: number | null;
    if (opcodeInfo(deop)?.hasArg) {
      arg = (code[i + 1] ?? 0) | extendedArg;
      extendedArg = deop === opmap.EXTENDED_ARG ? arg * 256 : 0;
      if (extendedArg >= INT_OVERFLOW) extendedArg -= 2 * INT_OVERFLOW;
      // Python ints: `arg << 8` keeps growing; C semantics wrap. Mirror dis.py's wrap to a signed int.
    } else {
      arg = null;
      extendedArg = 0;
    }
    if (deop === opmap.EXTENDED_ARG) {
      extendedArgsOffset++;
      yield [i, i, op, arg];
    } else {
      yield [i, i - extendedArgsOffset * 2, op, arg];
      extendedArgsOffset = 0;
    }
  }
}

/** `dis._get_jump_target`. */
function jumpTarget(op: number, arg: number, offset: number): number | null {
  const deop = deoptOpcode(op);
  const info = opcodeInfo(deop);
  if (!info?.hasJump) return null;
  const signed = isBackwardJump(deop) ? -arg : arg;
  return offset + 2 + signed * 2 + 2 * info.cache;
}

/** `dis._make_labels_map`: offset → label number. */
function makeLabelsMap(code: Uint8Array, exceptionEntries: readonly ExceptionTableEntry[]): Map<number, number> {
  const labels = new Set<number>();
  for (const [offset, , op, arg] of unpackOpargs(code)) {
    if (arg === null) continue;
    const t = jumpTarget(op, arg, offset);
    if (t !== null) labels.add(t);
  }
  for (const e of exceptionEntries) {
    labels.add(e.start);
    labels.add(e.end);
    labels.add(e.target);
  }
  const sorted = [...labels].sort((a, b) => a - b);
  return new Map(sorted.map((off, i) => [off, i + 1]));
}

function pyIndex<T>(arr: readonly T[], i: number): T {
  const v = i < 0 ? arr[arr.length + i] : arr[i];
  if (v === undefined) throw new PythonException("IndexError", "tuple index out of range");
  return v;
}

/**
 * An exception dis.py raises part-way (an oparg out of range in a crafted code object): dis.py
 * prints each instruction as it resolves it, so what came before is printed before the traceback.
 */
export class DisassemblyError extends PythonException {
  constructor(
    cause: PythonException,
    /** The text dis printed before the instruction that raised. */
    readonly partial: string,
    /** The instructions resolved before it. */
    readonly instructions: Instruction[] = [],
  ) {
    super(cause.pyType, cause.message);
  }
}

/** `ArgResolver.get_argval_argrepr` (the argrepr half). */
function argRepr(co: CodeObject, op: number, arg: number, offset: number, labels: Map<number, number>): string {
  const deop = deoptOpcode(op);
  const info = opcodeInfo(deop);
  if (!info) return "";
  const name = opname[deop] as OpName;
  const local = (i: number) => pyIndex(co.co_localsplusnames, i);
  if (info.hasConst) return reprConst(pyIndex(co.co_consts, arg));
  if (info.hasName) {
    if (name === "LOAD_GLOBAL") return pyIndex(co.co_names, arg >> 1) + (arg & 1 ? " + NULL" : "");
    if (name === "LOAD_ATTR") return pyIndex(co.co_names, arg >> 1) + (arg & 1 ? " + NULL|self" : "");
    if (name === "LOAD_SUPER_ATTR") return pyIndex(co.co_names, arg >> 2) + (arg & 1 ? " + NULL|self" : "");
    return pyIndex(co.co_names, arg);
  }
  if (info.hasJump || info.hasExc) {
    const target = jumpTarget(op, arg, offset);
    const lbl = target === null ? undefined : labels.get(target);
    return `${name === "END_ASYNC_FOR" ? "from" : "to"} L${lbl}`;
  }
  switch (name) {
    case "LOAD_FAST_LOAD_FAST":
    case "LOAD_FAST_BORROW_LOAD_FAST_BORROW":
    case "STORE_FAST_LOAD_FAST":
    case "STORE_FAST_STORE_FAST":
      return local(arg >> 4) + ", " + local(arg & 15);
  }
  if (info.hasLocal || info.hasFree) return local(arg);
  if (info.hasCompare) {
    const r = pyIndex(cmpOp, arg >> 5);
    return arg & 16 ? `bool(${r})` : r;
  }
  switch (name) {
    case "CONVERT_VALUE":
      return pyIndex(["", "str", "repr", "ascii"], arg);
    case "SET_FUNCTION_ATTRIBUTE":
      return functionAttrFlags.filter((_, i) => arg & (1 << i)).join(", ");
    case "BINARY_OP":
      return pyIndex(nbOps, arg)[1];
    case "CALL_INTRINSIC_1":
      return pyIndex(intrinsic1Descs, arg);
    case "CALL_INTRINSIC_2":
      return pyIndex(intrinsic2Descs, arg);
    case "LOAD_COMMON_CONSTANT":
      return pyIndex(commonConstants, arg);
    case "LOAD_SPECIAL":
      return pyIndex(specialMethodNames, arg);
    case "IS_OP":
      return arg ? "is not" : "is";
    case "CONTAINS_OP":
      return arg ? "not in" : "in";
    default:
      return "";
  }
}

/** `_PyCode_Quicken`'s initial counters written into a copy of co_code (for `-S`). */
function quicken(code: Uint8Array): Uint8Array {
  const out = code.slice();
  for (let i = 0; i < out.length - 2; i += 2) {
    const op = out[i]!;
    const caches = cacheSize(op);
    if (!caches) continue;
    const value =
      op === opmap.JUMP_BACKWARD
        ? JUMP_BACKWARD_INITIAL
        : op === opmap.POP_JUMP_IF_FALSE || op === opmap.POP_JUMP_IF_TRUE || op === opmap.POP_JUMP_IF_NONE || op === opmap.POP_JUMP_IF_NOT_NONE
          ? BRANCH_HISTORY_INIT
          : ADAPTIVE_COUNTER_WARMUP;
    out[i + 2] = value & 0xff;
    out[i + 3] = value >> 8;
    i += caches * 2;
  }
  return out;
}

/** `dis.get_instructions`-like: the instructions of a code object, as dis.disassemble walks them. */
export function getInstructions(co: CodeObject, opts: DisOptions = {}): Instruction[] {
  const original = co.co_code;
  const code = opts.adaptive ? quicken(original) : original;
  const linestarts = findLineStarts(co);
  const labels = makeLabelsMap(original, parseExceptionTable(co));
  const positions = coPositions(co);
  const none: Position = [null, null, null, null];
  const out: Instruction[] = [];
  let localLine: number | null = null;
  for (const [offset, startOffset, op, arg] of unpackOpargs(original)) {
    const startsLine = linestarts.has(offset);
    if (startsLine) localLine = linestarts.get(offset) ?? null;
    const deop = deoptOpcode(op);
    const caches = cacheSize(deop);
    let cacheInfo: [string, number, Uint8Array][] | null = null;
    if (caches) {
      cacheInfo = [];
      let cacheOffset = offset;
      for (const [field, size] of cacheFormat[opname[deop] as OpName] ?? []) {
        cacheInfo.push([field, size, code.subarray(cacheOffset + 2, cacheOffset + 2 + 2 * size)]);
        cacheOffset += size * 2;
      }
    }
    let argrepr = "";
    try {
      if (arg !== null) argrepr = argRepr(co, op, arg, offset, labels);
    } catch (e) {
      if (e instanceof PythonException) throw new DisassemblyError(e, "", out);
      throw e;
    }
    out.push({
      opname: opname[code[offset]!] ?? `<${code[offset]}>`,
      opcode: code[offset]!,
      arg,
      argrepr,
      offset,
      startOffset,
      startsLine,
      lineNumber: localLine,
      label: labels.get(offset) ?? null,
      positions: positions[offset / 2] ?? none,
      cacheInfo,
    });
  }
  return out;
}

/** `dis._get_lineno_width`. */
function linenoWidth(linestarts: Map<number, number | null>): number {
  let max = -1;
  let hasNone = false;
  for (const v of linestarts.values()) {
    if (v === null) hasNone = true;
    else if (v && v > max) max = v;
  }
  if (max === -1) return 0;
  let w = Math.max(3, String(max).length);
  if (w < NO_LINENO.length && hasNone) w = NO_LINENO.length;
  return w;
}

/** `dis._get_positions_width`. */
function positionsWidth(co: CodeObject): number {
  let hasValue = false;
  let valuesWidth = 0;
  for (const p of coPositions(co)) {
    if (p.some((x) => x !== null)) hasValue = true;
    const w = p.reduce<number>((t, x) => t + (x === null ? 1 : String(x).length), 0);
    valuesWidth = Math.max(valuesWidth, w);
  }
  return hasValue ? 1 + Math.max(NO_LINENO.length, 3 + valuesWidth) : 0;
}

interface Formatter {
  readonly linenoWidth: number;
  readonly offsetWidth: number;
  readonly labelWidth: number;
  readonly showCaches: boolean;
  readonly showPositions: boolean;
}

/** `Formatter.print_instruction_line`. */
function formatLine(f: Formatter, instr: Instruction, lines: string[], current = false): void {
  if (f.linenoWidth > 0 && instr.startsLine && instr.offset > 0) lines.push("");
  const fields: string[] = [];
  if (f.linenoWidth) {
    if (f.showPositions) {
      const p = instr.positions;
      const s = p.every((x) => x === null)
        ? NO_LINENO
        : `${p[0] ?? "?"}:${p[2] ?? "?"}-${p[1] ?? "?"}:${p[3] ?? "?"}`;
      fields.push(s.padEnd(f.linenoWidth));
    } else if (instr.startsLine) {
      fields.push((instr.lineNumber === null ? NO_LINENO : String(instr.lineNumber)).padStart(f.linenoWidth));
    } else fields.push(" ".repeat(f.linenoWidth));
  }
  fields.push(instr.label !== null ? `L${instr.label}:`.padStart(f.labelWidth) : " ".repeat(f.labelWidth));
  if (f.offsetWidth > 0) fields.push(String(instr.offset).padStart(f.offsetWidth) + "  ");
  fields.push(current ? "-->" : "   ");
  fields.push(instr.opname.padEnd(OPNAME_WIDTH));
  if (instr.arg !== null) {
    const excess = Math.max(0, instr.opname.length - OPNAME_WIDTH);
    fields.push(String(instr.arg).padStart(OPARG_WIDTH - excess));
    if (instr.argrepr) fields.push("(" + instr.argrepr + ")");
  }
  lines.push(fields.join(" ").trimEnd());
}

/** `Formatter.print_instruction`: the line, then (with -C) one CACHE line per cache unit. */
function formatInstruction(f: Formatter, instr: Instruction, lines: string[], lasti: number): void {
  const current = instr.offset <= lasti && lasti <= instr.offset + 2 * cacheSize(deoptOpcode(instr.opcode));
  formatLine(f, instr, lines, current);
  if (!f.showCaches || !instr.cacheInfo) return;
  let offset = instr.offset;
  for (const [name, size, data] of instr.cacheInfo) {
    for (let i = 0; i < size; i++) {
      offset += 2;
      let value = 0n;
      for (let j = data.length - 1; j >= 0; j--) value = (value << 8n) | BigInt(data[j]!);
      formatLine(
        f,
        {
          opname: "CACHE",
          opcode: 0,
          arg: 0,
          argrepr: i === 0 ? `${name}: ${value}` : "",
          offset,
          startOffset: offset,
          startsLine: false,
          lineNumber: null,
          label: null,
          positions: instr.positions,
          cacheInfo: null,
        },
        lines,
      );
    }
  }
}

/** `dis.disassemble(co)`: one code object, without the nested ones. */
export function disassemble(co: CodeObject, opts: DisOptions = {}): string {
  const entries = parseExceptionTable(co);
  const labels = makeLabelsMap(co.co_code, entries);
  const f: Formatter = {
    linenoWidth: opts.showPositions ? positionsWidth(co) : linenoWidth(findLineStarts(co)),
    offsetWidth: opts.showOffsets ? String(Math.max(co.co_code.length - 2, 9999)).length : 0,
    labelWidth: 4 + String(labels.size).length,
    showCaches: opts.showCaches === true,
    showPositions: opts.showPositions === true,
  };
  const lines: string[] = [];
  let instrs: Instruction[];
  try {
    instrs = getInstructions(co, opts);
  } catch (e) {
    if (!(e instanceof DisassemblyError)) throw e;
    for (const instr of e.instructions) formatInstruction(f, instr, lines, opts.lasti ?? -1);
    throw new DisassemblyError(e, lines.map((l) => l + "\n").join(""));
  }
  for (const instr of instrs) formatInstruction(f, instr, lines, opts.lasti ?? -1);
  if (entries.length) {
    lines.push("ExceptionTable:");
    for (const e of entries) {
      lines.push(`  L${labels.get(e.start)} to L${labels.get(e.end)} -> L${labels.get(e.target)} [${e.depth}]${e.lasti ? " lasti" : ""}`);
    }
  }
  return lines.map((l) => l + "\n").join("");
}

/** `dis.dis(code)`: the code object, then each code object in `co_consts`, recursively. */
export function dis(co: CodeObject, opts: DisOptions = {}): string {
  let out = disassemble(co, { ...opts, lasti: undefined });
  // (a DisassemblyError from disassemble carries what it printed; from a nested code object, what
  // this one printed before it too)
  const depth = opts.depth;
  if (depth === undefined || depth > 0) {
    const inner = { ...opts, depth: depth === undefined ? undefined : depth - 1, lasti: undefined };
    for (const c of co.co_consts) {
      if (c.type !== "code") continue;
      out += "\n" + `Disassembly of ${reprCode(c.value)}:\n`;
      try {
        out += dis(c.value, inner);
      } catch (e) {
        if (e instanceof DisassemblyError) throw new DisassemblyError(e, out + e.partial);
        throw e;
      }
    }
  }
  return out;
}
