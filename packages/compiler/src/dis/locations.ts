/**
 * Decoding `co_linetable` (Objects/locations.md; Objects/codeobject.c `advance`,
 * `advance_with_locations`, `lineiter_next`, `positionsiter_next`) and `co_exceptiontable`
 * (InternalDocs/exception_handling.md; Lib/dis.py `_parse_exception_table`).
 *
 * Location entries: first byte 1cccclll (code c, length l+1 code units); codes 0–9 short form
 * (same line, column in one more byte), 10–12 one-line forms (line delta 0–2, two column bytes),
 * 13 no columns (signed varint line delta), 14 long form (line delta, end-line delta, col+1,
 * end col+1 as varints), 15 no location. Varints: 6-bit chunks, least significant first, bit 6 = more.
 */
import type { CodeObject } from "../codeObject.js";

/** (lineno, end_lineno, col_offset, end_col_offset); null where CPython gives None. */
export type Position = readonly [number | null, number | null, number | null, number | null];

interface Entry {
  /** Code units covered. */
  readonly units: number;
  /** The computed line, or -1 for "no location". */
  readonly line: number;
  readonly endLine: number;
  readonly col: number;
  readonly endCol: number;
}

/** Decodes every entry of a location table. */
function decodeEntries(table: Uint8Array, firstLine: number): Entry[] {
  const entries: Entry[] = [];
  let p = 0;
  let line = firstLine;
  const byte = () => table[p++] ?? 0;
  const varint = () => {
    let b = byte();
    let val = b & 63;
    let shift = 0;
    while (b & 64) {
      b = byte();
      shift += 6;
      val |= (b & 63) << shift;
    }
    return val >>> 0;
  };
  const svarint = () => {
    const u = varint();
    return u & 1 ? -(u >>> 1) : u >>> 1;
  };
  while (p < table.length) {
    const first = byte();
    const code = (first >> 3) & 15;
    const units = (first & 7) + 1;
    let e: Entry;
    if (code === 15) e = { units, line: -1, endLine: -1, col: -1, endCol: -1 };
    else if (code === 14) {
      line += svarint();
      const endLine = line + varint();
      const col = varint() - 1;
      const endCol = varint() - 1;
      e = { units, line, endLine, col, endCol };
    } else if (code === 13) {
      line += svarint();
      e = { units, line, endLine: line, col: -1, endCol: -1 };
    } else if (code >= 10) {
      line += code - 10;
      const col = byte();
      const endCol = byte();
      e = { units, line, endLine: line, col, endCol };
    } else {
      const second = byte();
      const col = (code << 3) | (second >> 4);
      e = { units, line, endLine: line, col, endCol: col + (second & 15) };
    }
    entries.push(e);
    // Like CPython, skip to the next byte with the high bit set (the next entry's start).
    while (p < table.length && (table[p]! & 128) === 0) p++;
  }
  return entries;
}

const cache = new WeakMap<CodeObject, Entry[]>();
function entriesOf(co: CodeObject): Entry[] {
  let e = cache.get(co);
  if (!e) {
    e = decodeEntries(co.co_linetable, co.co_firstlineno);
    cache.set(co, e);
  }
  return e;
}

/** `code.co_lines()`: (start, end, line) byte ranges, consecutive entries of one line merged. */
export function coLines(co: CodeObject): [start: number, end: number, line: number | null][] {
  const out: [number, number, number | null][] = [];
  let offset = 0;
  for (const e of entriesOf(co)) {
    const end = offset + e.units * 2;
    const last = out[out.length - 1];
    const line = e.line === -1 ? null : e.line;
    if (last && last[2] === line) last[1] = end;
    else out.push([offset, end, line]);
    offset = end;
  }
  return out;
}

/** `code.co_positions()`: one position per code unit the location table covers. */
export function coPositions(co: CodeObject): Position[] {
  const out: Position[] = [];
  const n = (x: number) => (x === -1 ? null : x);
  for (const e of entriesOf(co)) {
    const pos: Position = [n(e.line), n(e.endLine), n(e.col), n(e.endCol)];
    for (let i = 0; i < e.units; i++) out.push(pos);
  }
  return out;
}

/** `dis.findlinestarts`: (offset, line) where the line changes. */
export function findLineStarts(co: CodeObject): Map<number, number | null> {
  const starts = new Map<number, number | null>();
  let last: number | null | undefined = undefined;
  for (const [start, , line] of coLines(co)) {
    if (line !== last) {
      last = line;
      starts.set(start, line);
    }
  }
  return starts;
}

export interface ExceptionTableEntry {
  readonly start: number;
  readonly end: number;
  readonly target: number;
  readonly depth: number;
  readonly lasti: boolean;
}

/** `dis._parse_exception_table`: big-endian 6-bit varints, in code units. */
export function parseExceptionTable(co: CodeObject): ExceptionTableEntry[] {
  const t = co.co_exceptiontable;
  let p = 0;
  const varint = (): number | undefined => {
    if (p >= t.length) return undefined;
    let b = t[p++]!;
    let val = b & 63;
    while (b & 64) {
      if (p >= t.length) return undefined;
      val = val * 64;
      b = t[p++]!;
      val += b & 63;
    }
    return val;
  };
  const entries: ExceptionTableEntry[] = [];
  for (;;) {
    const start = varint();
    const length = varint();
    const target = varint();
    const dl = varint();
    if (start === undefined || length === undefined || target === undefined || dl === undefined) return entries;
    entries.push({ start: start * 2, end: start * 2 + length * 2, target: target * 2, depth: Math.floor(dl / 2), lasti: (dl & 1) === 1 });
  }
}
