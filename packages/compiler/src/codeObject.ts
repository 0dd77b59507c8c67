/**
 * The code object: every `co_*` field of CPython 3.14's `PyCodeObject` that marshal writes
 * (`w_complex_object` in Python/marshal.c), plus the fields CPython derives from
 * `co_localsplusnames`/`co_localspluskinds` (`co_varnames`, `co_cellvars`, `co_freevars`,
 * `co_nlocals`). Plain data: the compiler's assembler and marshal build it, `dis` formats it,
 * and the VM converts its constants into runtime objects.
 *
 * Constants are a small tagged union (`PyConst`), shared by marshal, dis and the compiler.
 */

/** `co_localspluskinds` bits (Include/internal/pycore_code.h, 3.14). */
export const CO_FAST_ARG_POS = 0x02;
export const CO_FAST_ARG_KW = 0x04;
export const CO_FAST_ARG_VAR = 0x08;
export const CO_FAST_HIDDEN = 0x10;
export const CO_FAST_LOCAL = 0x20;
export const CO_FAST_CELL = 0x40;
export const CO_FAST_FREE = 0x80;

/** `co_flags` bits (Include/cpython/code.h). */
export const CO_OPTIMIZED = 0x0001;
export const CO_NEWLOCALS = 0x0002;
export const CO_VARARGS = 0x0004;
export const CO_VARKEYWORDS = 0x0008;
export const CO_NESTED = 0x0010;
export const CO_GENERATOR = 0x0020;
export const CO_NOFREE = 0x0040;
export const CO_COROUTINE = 0x0080;
export const CO_ITERABLE_COROUTINE = 0x0100;
export const CO_ASYNC_GENERATOR = 0x0200;
export const CO_HAS_DOCSTRING = 0x4000000;
export const CO_METHOD = 0x8000000;

/** A Python constant value, as found in `co_consts` (and in marshal data). */
export type PyConst =
  | PyNone
  | PyEllipsis
  | PyBool
  | PyInt
  | PyFloat
  | PyComplex
  | PyStr
  | PyBytes
  | PyTuple
  | PyFrozenset
  | PySlice
  | PyCode;

export interface PyNone { readonly type: "None" }
export interface PyEllipsis { readonly type: "Ellipsis" }
export interface PyBool { readonly type: "bool"; readonly value: boolean }
/** A Python int: always a bigint here (the VM may narrow it to a number). */
export interface PyInt { readonly type: "int"; readonly value: bigint }
export interface PyFloat { readonly type: "float"; readonly value: number }
export interface PyComplex { readonly type: "complex"; readonly real: number; readonly imag: number }
/**
 * A Python str. JS strings are UTF-16, so a Python str holding a lone surrogate pair written as two
 * code points (`'\ud800\udc00'`) cannot be told apart from the astral character it would pair into.
 */
export interface PyStr { readonly type: "str"; readonly value: string }
export interface PyBytes { readonly type: "bytes"; readonly value: Uint8Array }
export interface PyTuple { readonly type: "tuple"; readonly items: readonly PyConst[] }
/**
 * A frozenset; `items` in a meaningful order: the compiler gives CPython's set iteration order
 * (what `repr` shows), marshal data gives the order it was written in (CPython sorts the elements
 * by their marshal bytes when dumping). `insertionOrder`, when present, is the order in which
 * CPython's compiler inserted the items into the constant's hash table (PyFrozenSet_New of the
 * source-order tuple, or of the iteration order when intern_constants rebuilt it): inserting in
 * that order gives the same table, so a set display built from it iterates as CPython's does. A
 * runtime without it builds the table by inserting `items` in order (as marshal's loader does).
 */
export interface PyFrozenset { readonly type: "frozenset"; readonly items: readonly PyConst[]; readonly insertionOrder?: readonly PyConst[] }
export interface PySlice { readonly type: "slice"; readonly start: PyConst; readonly stop: PyConst; readonly step: PyConst }
export interface PyCode { readonly type: "code"; readonly value: CodeObject }

export const None: PyNone = Object.freeze({ type: "None" });
export const Ellipsis: PyEllipsis = Object.freeze({ type: "Ellipsis" });
export const True: PyBool = Object.freeze({ type: "bool", value: true });
export const False: PyBool = Object.freeze({ type: "bool", value: false });
export const pyInt = (value: bigint | number): PyInt => ({ type: "int", value: BigInt(value) });
export const pyFloat = (value: number): PyFloat => ({ type: "float", value });
export const pyComplex = (real: number, imag: number): PyComplex => ({ type: "complex", real, imag });
export const pyStr = (value: string): PyStr => ({ type: "str", value });
export const pyBytes = (value: Uint8Array): PyBytes => ({ type: "bytes", value });
export const pyTuple = (items: readonly PyConst[]): PyTuple => ({ type: "tuple", items });
export const pyFrozenset = (items: readonly PyConst[]): PyFrozenset => ({ type: "frozenset", items });
export const pyCode = (value: CodeObject): PyCode => ({ type: "code", value });

/** The fields marshal stores for a code object, in marshal's order. */
export interface CodeObjectFields {
  readonly co_argcount: number;
  readonly co_posonlyargcount: number;
  readonly co_kwonlyargcount: number;
  readonly co_stacksize: number;
  readonly co_flags: number;
  /** The bytecode: 2-byte code units (opcode, oparg), with the inline CACHE units. */
  readonly co_code: Uint8Array;
  readonly co_consts: readonly PyConst[];
  readonly co_names: readonly string[];
  /** Names of locals, then cells, then free variables ("fast locals plus"). */
  readonly co_localsplusnames: readonly string[];
  /** One `CO_FAST_*` byte per entry of `co_localsplusnames`. */
  readonly co_localspluskinds: Uint8Array;
  readonly co_filename: string;
  readonly co_name: string;
  readonly co_qualname: string;
  readonly co_firstlineno: number;
  /** The location table (PEP 626/657 format, Objects/locations.md). */
  readonly co_linetable: Uint8Array;
  /** The exception table (varint-encoded ranges, InternalDocs/exception_handling.md). */
  readonly co_exceptiontable: Uint8Array;
}

/** A code object: the stored fields plus the ones CPython derives from them. */
export interface CodeObject extends CodeObjectFields {
  readonly co_varnames: readonly string[];
  readonly co_cellvars: readonly string[];
  readonly co_freevars: readonly string[];
  readonly co_nlocals: number;
}

/** Builds a code object, deriving `co_varnames`/`co_cellvars`/`co_freevars`/`co_nlocals` as CPython does. */
export function makeCodeObject(fields: CodeObjectFields): CodeObject {
  const varnames: string[] = [];
  const cellvars: string[] = [];
  const freevars: string[] = [];
  const names = fields.co_localsplusnames;
  for (let i = 0; i < names.length; i++) {
    const kind = fields.co_localspluskinds[i] ?? 0;
    if (kind & CO_FAST_LOCAL) varnames.push(names[i]!);
    if (kind & CO_FAST_CELL) cellvars.push(names[i]!);
    if (kind & CO_FAST_FREE) freevars.push(names[i]!);
  }
  // Spelled out rather than `{ ...fields }`: one fixed object shape for every code object.
  return {
    co_argcount: fields.co_argcount,
    co_posonlyargcount: fields.co_posonlyargcount,
    co_kwonlyargcount: fields.co_kwonlyargcount,
    co_stacksize: fields.co_stacksize,
    co_flags: fields.co_flags,
    co_code: fields.co_code,
    co_consts: fields.co_consts,
    co_names: fields.co_names,
    co_localsplusnames: fields.co_localsplusnames,
    co_localspluskinds: fields.co_localspluskinds,
    co_filename: fields.co_filename,
    co_name: fields.co_name,
    co_qualname: fields.co_qualname,
    co_firstlineno: fields.co_firstlineno,
    co_linetable: fields.co_linetable,
    co_exceptiontable: fields.co_exceptiontable,
    co_varnames: varnames,
    co_cellvars: cellvars,
    co_freevars: freevars,
    co_nlocals: varnames.length,
  };
}
