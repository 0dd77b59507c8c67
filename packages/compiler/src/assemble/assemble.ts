/**
 * The assembler (Python/assemble.c): JUMP pseudo-ops resolved to forward/backward by position,
 * jump offsets and EXTENDED_ARG sizes iterated to a fixed point, the bytecode with its CACHE
 * units, the location table (PEP 626/657 entries) and the exception table, then the code object.
 */
import type { CodeObject, PyConst } from "../codeObject.js";
import {
  CO_FAST_ARG_KW, CO_FAST_ARG_POS, CO_FAST_ARG_VAR, CO_FAST_CELL, CO_FAST_FREE, CO_FAST_HIDDEN, CO_FAST_LOCAL, CO_VARARGS, CO_VARKEYWORDS,
  makeCodeObject,
} from "../codeObject.js";
import { sameLocation, type InstructionSequence, type Location, type SeqInstr } from "../codegen/instrSequence.js";
import { O, cacheSize, hasJump, instrSize } from "../flowgraph/ops.js";

function resolveUnconditionalJumps(instrs: SeqInstr[]): void {
  instrs.forEach((instr, i) => {
    const isForward = instr.oparg > i;
    if (instr.opcode === O.JUMP) instr.opcode = isForward ? O.JUMP_FORWARD : O.JUMP_BACKWARD;
    else if (instr.opcode === O.JUMP_NO_INTERRUPT) instr.opcode = isForward ? O.JUMP_FORWARD : O.JUMP_BACKWARD_NO_INTERRUPT;
  });
}

function resolveJumpOffsets(instrs: SeqInstr[]): void {
  const n = instrs.length;
  const targets = new Int32Array(n);
  for (let idx = 0; idx < n; idx++) {
    const i = instrs[idx]!;
    targets[idx] = hasJump(i.opcode) ? i.oparg : -1;
  }
  let again: boolean;
  do {
    let total = 0;
    for (const i of instrs) {
      i.offset = total;
      total += instrSize(i.opcode, i.oparg);
    }
    again = false;
    let offset = 0;
    for (let idx = 0; idx < n; idx++) {
      const instr = instrs[idx]!;
      const isize = instrSize(instr.opcode, instr.oparg);
      offset += isize;
      if (targets[idx]! < 0) continue;
      const target = instrs[targets[idx]!]!.offset!;
      if (instr.opcode === O.END_ASYNC_FOR) instr.oparg = offset - target - END_SEND_OFFSET;
      else instr.oparg = target < offset ? offset - target : target - offset;
      if (instrSize(instr.opcode, instr.oparg) !== isize) again = true;
    }
  } while (again);
}

const END_SEND_OFFSET = 5;

function emitBytecode(instrs: SeqInstr[]): Uint8Array {
  let units = 0;
  for (const i of instrs) units += instrSize(i.opcode, i.oparg);
  const out = new Uint8Array(2 * units);
  let p = 0;
  for (const i of instrs) {
    const a = i.oparg;
    // EXTENDED_ARG prefixes carry the high bytes of the argument, most significant first.
    for (let shift = a > 0xffffff ? 24 : a > 0xffff ? 16 : a > 0xff ? 8 : 0; shift > 0; shift -= 8) {
      out[p++] = O.EXTENDED_ARG;
      out[p++] = (a >> shift) & 0xff;
    }
    out[p++] = i.opcode;
    out[p++] = a & 0xff;
    p += 2 * cacheSize(i.opcode); // the inline caches stay zero
  }
  return out;
}

/** A growable byte buffer (the location and exception tables are built byte by byte). */
class ByteWriter {
  buf = new Uint8Array(64);
  length = 0;
  push(b: number): void {
    if (this.length === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.length++] = b;
  }
  /** The bytes written, as a fresh array of their exact length. */
  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

// ---- location table ----

class LineTable {
  bytes = new ByteWriter();
  lineno: number;
  constructor(firstlineno: number) {
    this.lineno = firstlineno;
  }
  private varint(v: number): void {
    while (v >= 64) {
      this.bytes.push(0x40 | (v & 63));
      v >>>= 6;
    }
    this.bytes.push(v);
  }
  private svarint(v: number): void {
    this.varint(v < 0 ? ((-v) << 1) | 1 : v << 1);
  }
  private first(code: number, length: number): void {
    this.bytes.push(0x80 | (code << 3) | (length - 1));
  }
  private entry(loc: Location, isize: number): void {
    if (loc.lineno < 0) {
      this.first(15, isize);
      return;
    }
    const lineDelta = loc.lineno - this.lineno;
    const column = loc.col_offset;
    const endColumn = loc.end_col_offset;
    if (column < 0 || endColumn < 0) {
      if (loc.end_lineno === loc.lineno || loc.end_lineno === -1) {
        this.first(13, isize);
        this.svarint(lineDelta);
        this.lineno = loc.lineno;
        return;
      }
    } else if (loc.end_lineno === loc.lineno) {
      if (lineDelta === 0 && column < 80 && endColumn - column < 16 && endColumn >= column) {
        this.first(column >> 3, isize);
        this.bytes.push(((column & 7) << 4) | (endColumn - column));
        return;
      }
      if (lineDelta >= 0 && lineDelta < 3 && column < 128 && endColumn < 128) {
        this.first(10 + lineDelta, isize);
        this.bytes.push(column);
        this.bytes.push(endColumn);
        this.lineno = loc.lineno;
        return;
      }
    }
    this.first(14, isize);
    this.svarint(lineDelta);
    this.varint(loc.end_lineno - loc.lineno);
    this.varint(column + 1);
    this.varint(endColumn + 1);
    this.lineno = loc.lineno;
  }
  write(loc: Location, isize: number): void {
    if (isize === 0) return;
    while (isize > 8) {
      this.entry(loc, 8);
      isize -= 8;
    }
    this.entry(loc, isize);
  }
}

function assembleLocationInfo(instrs: SeqInstr[], firstlineno: number): Uint8Array {
  const t = new LineTable(firstlineno);
  let loc: Location = { lineno: -1, end_lineno: -1, col_offset: -1, end_col_offset: -1 };
  let size = 0;
  for (const i of instrs) {
    if (!sameLocation(loc, i.loc)) {
      t.write(loc, size);
      loc = i.loc;
      size = 0;
    }
    size += instrSize(i.opcode, i.oparg);
  }
  t.write(loc, size);
  return t.bytes.result();
}

// ---- exception table ----

function exceptItem(out: ByteWriter, value: number, msb: number): void {
  const CONT = 0x40;
  if (value >= 1 << 24) {
    out.push((value >> 24) | CONT | msb);
    msb = 0;
  }
  if (value >= 1 << 18) {
    out.push(((value >> 18) & 0x3f) | CONT | msb);
    msb = 0;
  }
  if (value >= 1 << 12) {
    out.push(((value >> 12) & 0x3f) | CONT | msb);
    msb = 0;
  }
  if (value >= 1 << 6) {
    out.push(((value >> 6) & 0x3f) | CONT | msb);
    msb = 0;
  }
  out.push((value & 0x3f) | msb);
}

const NO_HANDLER = { label: -1, startdepth: 0, preserveLasti: false } as const;

function assembleExceptionTable(instrs: SeqInstr[]): Uint8Array {
  const out = new ByteWriter();
  let ioffset = 0;
  let handler: NonNullable<SeqInstr["handler"]> = NO_HANDLER;
  let start = -1;
  const emit = (end: number): void => {
    const handlerOffset = instrs[handler.label]!.offset!;
    let depth = handler.startdepth - 1;
    if (handler.preserveLasti) depth -= 1;
    exceptItem(out, start, 1 << 7);
    exceptItem(out, end - start, 0);
    exceptItem(out, handlerOffset, 0);
    exceptItem(out, (depth << 1) | (handler.preserveLasti ? 1 : 0), 0);
  };
  for (const instr of instrs) {
    const h = instr.handler ?? NO_HANDLER;
    if (h.label !== handler.label) {
      if (handler.label >= 0) emit(ioffset);
      start = ioffset;
      handler = h;
    }
    ioffset += instrSize(instr.opcode, instr.oparg);
  }
  if (handler.label >= 0) emit(ioffset);
  return out.result();
}

/** The per-unit facts `makecode` needs besides the instructions. */
export interface CodeUnitMetadata {
  name: string;
  qualname: string;
  firstlineno: number;
  argcount: number;
  posonlyargcount: number;
  kwonlyargcount: number;
  varnames: string[];
  cellvars: string[];
  freevars: string[];
  fasthidden: Set<string>;
  names: string[];
}

/** `_PyAssemble_MakeCodeObject`. */
export function assembleCodeObject(
  umd: CodeUnitMetadata, consts: PyConst[], stackdepth: number, seq: InstructionSequence, nlocalsplus: number, flags: number, filename: string,
): CodeObject {
  const instrs = seq.instrs;
  // NEXT_LOCATION (lineno -2) survives the optimizer and takes the location of the instruction
  // that follows it in the final order.
  for (let i = instrs.length - 1; i >= 0; i--) {
    if (instrs[i]!.loc.lineno === -2) instrs[i]!.loc = i + 1 < instrs.length ? instrs[i + 1]!.loc : { lineno: -1, end_lineno: -1, col_offset: -1, end_col_offset: -1 };
  }
  resolveUnconditionalJumps(instrs);
  resolveJumpOffsets(instrs);
  const code = emitBytecode(instrs);
  const linetable = assembleLocationInfo(instrs, umd.firstlineno);
  const exceptiontable = assembleExceptionTable(instrs);
  // compute_localsplus_info
  const names: string[] = new Array(nlocalsplus);
  const kinds = new Uint8Array(nlocalsplus);
  // Arguments come first in varnames: posonly, positional-or-keyword, kw-only, *args, **kwargs.
  const argKinds: number[] = [
    ...Array<number>(umd.posonlyargcount).fill(CO_FAST_ARG_POS),
    ...Array<number>(umd.argcount).fill(CO_FAST_ARG_POS | CO_FAST_ARG_KW),
    ...Array<number>(umd.kwonlyargcount).fill(CO_FAST_ARG_KW),
    ...(flags & CO_VARARGS ? [CO_FAST_ARG_VAR | CO_FAST_ARG_POS] : []),
    ...(flags & CO_VARKEYWORDS ? [CO_FAST_ARG_VAR | CO_FAST_ARG_KW] : []),
  ];
  umd.varnames.forEach((k, offset) => {
    let kind = CO_FAST_LOCAL | (argKinds[offset] ?? 0);
    if (umd.fasthidden.has(k)) kind |= CO_FAST_HIDDEN;
    if (umd.cellvars.includes(k)) kind |= CO_FAST_CELL;
    names[offset] = k;
    kinds[offset] = kind;
  });
  const nlocals = umd.varnames.length;
  let numdropped = 0;
  umd.cellvars.forEach((k, v) => {
    if (umd.varnames.includes(k)) {
      numdropped++;
      return;
    }
    names[v + nlocals - numdropped] = k;
    kinds[v + nlocals - numdropped] = CO_FAST_CELL;
  });
  umd.freevars.forEach((k, v) => {
    names[umd.cellvars.length + v + nlocals - numdropped] = k;
    kinds[umd.cellvars.length + v + nlocals - numdropped] = CO_FAST_FREE;
  });
  return makeCodeObject({
    co_argcount: umd.argcount + umd.posonlyargcount,
    co_posonlyargcount: umd.posonlyargcount,
    co_kwonlyargcount: umd.kwonlyargcount,
    // CPython 3.14 gives every frame at least one stack slot (a code object never has co_stacksize 0).
    co_stacksize: Math.max(1, stackdepth),
    co_flags: flags,
    co_code: code,
    co_consts: consts,
    co_names: umd.names,
    co_localsplusnames: names,
    co_localspluskinds: kinds,
    co_filename: filename,
    co_name: umd.name,
    co_qualname: umd.qualname,
    co_firstlineno: umd.firstlineno,
    co_linetable: linetable,
    co_exceptiontable: exceptiontable,
  });
}
