/**
 * The compiler state shared by every codegen file (Python/compile.c's `compiler` and
 * `compiler_unit`): the stack of code units being built, each with its instruction sequence,
 * constants, names, varnames/cellvars/freevars, frame blocks and PEP 649 bookkeeping; name
 * resolution (`nameop`), scope entry/exit with qualnames, and `optimizeAndAssemble`, which runs
 * the flowgraph and assembler on a finished unit.
 */
import type * as ast from "@pyts/parser";
import { Ellipsis as AstEllipsis, PyBytesValue, PyComplexValue, type ConstantValue } from "@pyts/parser";
import { PySyntaxError } from "@pyts/lexer";
import type { WarningHandler } from "../warnings.js";
import type { CodeObject, PyConst } from "../codeObject.js";
import {
  CO_ASYNC_GENERATOR, CO_COROUTINE, CO_GENERATOR, CO_HAS_DOCSTRING, CO_METHOD, CO_NESTED, CO_NEWLOCALS, CO_OPTIMIZED,
  CO_VARARGS, CO_VARKEYWORDS, None,
} from "../codeObject.js";
import { ConstIndex } from "./constCache.js";
import { InstructionSequence, NO_LOCATION, type Location } from "./instrSequence.js";
import { O } from "../flowgraph/ops.js";
import {
  CELL, DEF_COMP_CELL, DEF_FREE_CLASS, FREE, GLOBAL_EXPLICIT, GLOBAL_IMPLICIT, LOCAL, SCOPE_OFFSET,
  mangle, maybeMangle, type Symtable, type SymtableEntry,
} from "../symtable/symtable.js";
import { cfgFromInstructionSequence } from "../flowgraph/cfg.js";
import { ConstList, optimizeCodeUnit, optimizedCfgToInstructionSequence } from "../flowgraph/optimize.js";
import { assembleCodeObject } from "../assemble/assemble.js";

export type ScopeType = "module" | "class" | "function" | "async_function" | "lambda" | "comprehension" | "annotations";

export type FBlockType =
  | "WHILE_LOOP" | "FOR_LOOP" | "TRY_EXCEPT" | "FINALLY_TRY" | "FINALLY_END" | "WITH" | "ASYNC_WITH"
  | "HANDLER_CLEANUP" | "POP_VALUE" | "EXCEPTION_HANDLER" | "EXCEPTION_GROUP_HANDLER"
  | "ASYNC_COMPREHENSION_GENERATOR" | "STOP_ITERATION" | "ASYNC_FOR_LOOP";

export interface FBlock {
  type: FBlockType;
  block: number;
  exit: number;
  loc: Location;
  /** FINALLY_TRY: the finally body; HANDLER_CLEANUP: the bound name; WITH: the statement. */
  datum: ast.stmt[] | string | ast.stmt | null;
}

export interface CodeUnitOptions {
  argcount?: number;
  posonlyargcount?: number;
  kwonlyargcount?: number;
}

/** An index-keyed ordered dict, like the `u_names`/`u_varnames` dicts of a code unit. */
export class IndexDict {
  map = new Map<string, number>();
  constructor(names: readonly string[] = [], private offset = 0) {
    for (const n of names) if (!this.map.has(n)) this.map.set(n, this.map.size + offset);
  }
  add(name: string): number {
    let i = this.map.get(name);
    if (i === undefined) this.map.set(name, (i = this.map.size + this.offset));
    return i;
  }
  get(name: string): number | undefined {
    return this.map.get(name);
  }
  keys(): string[] {
    return [...this.map.keys()];
  }
  get size(): number {
    return this.map.size;
  }
}

export class CompilerUnit {
  instrs = new InstructionSequence();
  consts: PyConst[] = [];
  constIndex = new ConstIndex();
  names = new IndexDict();
  varnames: IndexDict;
  cellvars: IndexDict;
  freevars: IndexDict;
  fasthidden = new Map<string, boolean>();
  fblocks: FBlock[] = [];
  inInlinedComp = 0;
  inConditionalBlock = 0;
  privateName: string | null = null;
  staticAttributes: Set<string> | null = null;
  deferredAnnotations: ast.AnnAssign[] | null = null;
  conditionalAnnotationIndices: number[] | null = null;
  nextConditionalAnnotationIndex = 0;
  qualname = "";
  argcount: number;
  posonlyargcount: number;
  kwonlyargcount: number;
  /** Module level: the main sequence, stashed while the annotations code is written to `instrs`. */
  stashedSeq: InstructionSequence | null = null;
  /** Module level: the annotations code, spliced in at ANNOTATIONS_PLACEHOLDER. */
  annotationsCode: InstructionSequence | null = null;

  constructor(
    readonly ste: SymtableEntry,
    readonly name: string,
    readonly scopeType: ScopeType,
    readonly firstlineno: number,
    opts: CodeUnitOptions,
  ) {
    this.argcount = opts.argcount ?? 0;
    this.posonlyargcount = opts.posonlyargcount ?? 0;
    this.kwonlyargcount = opts.kwonlyargcount ?? 0;
    this.varnames = new IndexDict(ste.varnames);
    const cells: string[] = [];
    const frees: string[] = [];
    for (const [k, v] of ste.symbols) {
      const scope = (v >> SCOPE_OFFSET) & 0xf;
      if (scope === CELL || v & DEF_COMP_CELL) cells.push(k);
      if (scope === FREE || v & DEF_FREE_CLASS) frees.push(k);
    }
    cells.sort(codePointCompare);
    frees.sort(codePointCompare);
    this.cellvars = new IndexDict(cells);
    if (ste.needsClassClosure) this.cellvars.add("__class__");
    if (ste.needsClassdict) this.cellvars.add("__classdict__");
    if (ste.hasConditionalAnnotations) this.cellvars.add("__conditional_annotations__");
    this.freevars = new IndexDict(frees, this.cellvars.size);
    if (scopeType === "class") this.staticAttributes = new Set();
  }
}

export function codePointCompare(a: string, b: string): number {
  const ca = [...a];
  const cb = [...b];
  for (let i = 0; i < Math.min(ca.length, cb.length); i++) {
    const x = ca[i]!.codePointAt(0)!;
    const y = cb[i]!.codePointAt(0)!;
    if (x !== y) return x - y;
  }
  return ca.length - cb.length;
}

export function locOf(n: { lineno: number; end_lineno: number; col_offset: number; end_col_offset: number }): Location {
  return { lineno: n.lineno, end_lineno: n.end_lineno, col_offset: n.col_offset, end_col_offset: n.end_col_offset };
}

export function astConstToPy(v: ConstantValue): PyConst {
  if (v === null) return None;
  if (v === AstEllipsis) return { type: "Ellipsis" };
  if (typeof v === "boolean") return { type: "bool", value: v };
  if (typeof v === "bigint") return { type: "int", value: v };
  if (typeof v === "number") return { type: "float", value: v };
  if (typeof v === "string") return { type: "str", value: v };
  if (v instanceof PyComplexValue) return { type: "complex", real: v.real, imag: v.imag };
  if (v instanceof PyBytesValue) return { type: "bytes", value: v.bytes };
  throw new Error("compiler: unknown constant");
}

export const CO_FUTURE_ANNOTATIONS = 0x1000000;
/** `PyCF_MASK`: the future flags that flow into co_flags. */
const PyCF_MASK = 0x20000 | 0x40000 | 0x80000 | 0x100000 | 0x200000 | 0x400000 | 0x800000 | 0x1000000;

export class Compiler {
  u!: CompilerUnit;
  stack: CompilerUnit[] = [];

  constructor(
    readonly st: Symtable,
    readonly filename: string,
    readonly futureFeatures: number,
    readonly optimize: number,
    readonly flags: number,
    readonly interactive: boolean,
  ) {}

  /** Where SyntaxWarnings go (`CompileOptions.warn`); none: dropped. */
  warnHandler: WarningHandler | undefined;
  /** > 0 while a second copy of a finally body is compiled (`c_disable_warning`): its warnings were emitted once. */
  disableWarning = 0;

  // ---- errors and warnings ----

  /** `_PyCompile_Warn` (Python/compile.c): a SyntaxWarning at `loc`. */
  warn(loc: Location, msg: string): void {
    if (this.disableWarning || !this.warnHandler) return;
    this.warnHandler({
      category: "SyntaxWarning", msg, filename: this.filename, lineno: loc.lineno, offset: loc.col_offset + 1,
      end_lineno: loc.end_lineno, end_offset: loc.end_col_offset + 1,
    });
  }

  error(loc: Location, msg: string): never {
    throw new PySyntaxError({
      msg, filename: this.filename, lineno: loc.lineno, offset: loc.col_offset + 1,
      end_lineno: loc.end_lineno, end_offset: loc.end_col_offset + 1, text: null,
    });
  }

  // ---- scopes ----

  enterScope(name: string, scopeType: ScopeType, key: object, lineno: number, privateName: string | null, opts: CodeUnitOptions): void {
    const ste = this.st.lookup(key);
    const u = new CompilerUnit(ste, name, scopeType, lineno, opts);
    if (this.u) {
      u.privateName = this.u.privateName;
      this.stack.push(this.u);
    }
    if (privateName !== null) u.privateName = privateName;
    this.u = u;
    if (scopeType !== "module") this.setQualname();
    else u.qualname = name;
    const loc = { lineno: scopeType === "module" ? 0 : lineno, end_lineno: lineno, col_offset: 0, end_col_offset: 0 };
    this.addopI(loc, O.RESUME, 0);
    if (scopeType === "module") this.addop(loc, O.ANNOTATIONS_PLACEHOLDER);
  }

  exitScope(): void {
    this.u = this.stack.pop()!;
  }

  private setQualname(): void {
    const u = this.u;
    let base: string | null = null;
    const stackSize = this.stack.length;
    if (stackSize > 1) {
      let parent = this.stack[stackSize - 1]!;
      if (parent.scopeType === "annotations") {
        if (stackSize === 2) {
          u.qualname = u.name;
          return;
        }
        parent = this.stack[stackSize - 2]!;
      }
      let forceGlobal = false;
      if (u.scopeType === "function" || u.scopeType === "async_function" || u.scopeType === "class") {
        const mangled = mangle(parent.privateName, u.name);
        if (parent.ste.getScope(mangled) === GLOBAL_EXPLICIT) forceGlobal = true;
      }
      if (!forceGlobal) {
        if (parent.scopeType === "function" || parent.scopeType === "async_function" || parent.scopeType === "lambda") base = `${parent.qualname}.<locals>`;
        else base = parent.qualname;
      }
    }
    u.qualname = base !== null ? `${base}.${u.name}` : u.name;
  }

  // ---- emitting ----

  get seq(): InstructionSequence {
    return this.u.instrs;
  }

  newLabel(): number {
    return this.seq.newLabel();
  }
  useLabel(l: number): void {
    this.seq.useLabel(l);
  }
  addop(loc: Location, op: number): void {
    this.seq.addop(op, 0, loc);
  }
  addopI(loc: Location, op: number, arg: number): void {
    this.seq.addop(op, arg, loc);
  }
  addopJ(loc: Location, op: number, label: number): void {
    this.seq.addop(op, label, loc);
  }

  addConst(c: PyConst): number {
    const u = this.u;
    let i = u.constIndex.get(c);
    if (i === undefined) {
      i = u.consts.length;
      u.consts.push(c);
      u.constIndex.set(c, i);
    }
    return i;
  }
  loadConst(loc: Location, c: PyConst): void {
    this.addopI(loc, O.LOAD_CONST, this.addConst(c));
  }

  maybeMangle(name: string): string {
    return maybeMangle(this.u.privateName, this.u.ste, name);
  }

  /** `codegen_addop_name`, with the LOAD_ATTR / LOAD_METHOD / LOAD_SUPER_* encodings. */
  addopName(loc: Location, op: number | "LOAD_METHOD" | "LOAD_SUPER_METHOD" | "LOAD_ZERO_SUPER_ATTR" | "LOAD_ZERO_SUPER_METHOD", name: string, dict: "names" | "varnames" | "cellvars" | "freevars" = "names"): void {
    const mangled = this.maybeMangle(name);
    let arg = this.u[dict].add(mangled);
    let opcode: number;
    if (op === O.LOAD_ATTR) {
      opcode = O.LOAD_ATTR;
      arg <<= 1;
    } else if (op === "LOAD_METHOD") {
      opcode = O.LOAD_ATTR;
      arg = (arg << 1) | 1;
    } else if (op === O.LOAD_SUPER_ATTR) {
      opcode = O.LOAD_SUPER_ATTR;
      arg = (arg << 2) | 2;
    } else if (op === "LOAD_SUPER_METHOD") {
      opcode = O.LOAD_SUPER_ATTR;
      arg = (arg << 2) | 3;
    } else if (op === "LOAD_ZERO_SUPER_ATTR") {
      opcode = O.LOAD_SUPER_ATTR;
      arg <<= 2;
    } else if (op === "LOAD_ZERO_SUPER_METHOD") {
      opcode = O.LOAD_SUPER_ATTR;
      arg = (arg << 2) | 1;
    } else opcode = op;
    this.addopI(loc, opcode, arg);
  }

  /** `ADDOP_N`: no mangling. */
  addopN(loc: Location, op: number, name: string, dict: "names" | "varnames" | "cellvars" | "freevars"): void {
    this.addopI(loc, op, this.u[dict].add(name));
  }

  isFunctionLike(): boolean {
    return this.u.ste.isFunctionLike();
  }

  nameop(loc: Location, name: string, ctx: "Load" | "Store" | "Del"): void {
    const mangled = this.maybeMangle(name);
    const ste = this.u.ste;
    const scope = ste.getScope(mangled);
    let optype: "NAME" | "DEREF" | "FAST" | "GLOBAL" = "NAME";
    let dict: IndexDict = this.u.names;
    switch (scope) {
      case FREE:
        dict = this.u.freevars;
        optype = "DEREF";
        break;
      case CELL:
        dict = this.u.cellvars;
        optype = "DEREF";
        break;
      case LOCAL:
        if (ste.isFunctionLike()) optype = "FAST";
        else if (this.u.fasthidden.get(mangled) === true) optype = "FAST";
        break;
      case GLOBAL_IMPLICIT:
        if (ste.isFunctionLike()) optype = "GLOBAL";
        break;
      case GLOBAL_EXPLICIT:
        optype = "GLOBAL";
        break;
    }
    if (optype === "FAST") {
      const op = ctx === "Load" ? O.LOAD_FAST : ctx === "Store" ? O.STORE_FAST : O.DELETE_FAST;
      this.addopN(loc, op, mangled, "varnames");
      return;
    }
    let arg = dict.add(mangled);
    let op = 0;
    if (optype === "DEREF") {
      if (ctx === "Load") {
        if (ste.type === "class" && !this.u.inInlinedComp) {
          op = O.LOAD_FROM_DICT_OR_DEREF;
          this.addop(loc, O.LOAD_LOCALS);
        } else if (ste.canSeeClassScope) {
          op = O.LOAD_FROM_DICT_OR_DEREF;
          this.addopN(loc, O.LOAD_DEREF, "__classdict__", "freevars");
        } else op = O.LOAD_DEREF;
      } else op = ctx === "Store" ? O.STORE_DEREF : O.DELETE_DEREF;
    } else if (optype === "GLOBAL") {
      if (ctx === "Load") {
        if (ste.canSeeClassScope && scope === GLOBAL_IMPLICIT) {
          op = O.LOAD_FROM_DICT_OR_GLOBALS;
          this.addopN(loc, O.LOAD_DEREF, "__classdict__", "freevars");
        } else op = O.LOAD_GLOBAL;
      } else op = ctx === "Store" ? O.STORE_GLOBAL : O.DELETE_GLOBAL;
    } else {
      if (ctx === "Load") op = ste.type === "class" && this.u.inInlinedComp ? O.LOAD_GLOBAL : O.LOAD_NAME;
      else op = ctx === "Store" ? O.STORE_NAME : O.DELETE_NAME;
    }
    if (op === O.LOAD_GLOBAL) arg <<= 1;
    this.addopI(loc, op, arg);
  }

  startAnnotationSetup(): void {
    this.u.stashedSeq = this.u.instrs;
    this.u.instrs = new InstructionSequence();
  }
  endAnnotationSetup(): void {
    this.u.annotationsCode = this.u.instrs;
    this.u.instrs = this.u.stashedSeq!;
    this.u.stashedSeq = null;
  }

  // ---- frame blocks ----

  pushFBlock(loc: Location, type: FBlockType, block: number, exit: number, datum: FBlock["datum"]): void {
    if (this.u.fblocks.length >= 20) this.error(loc, "too many statically nested blocks");
    this.u.fblocks.push({ type, block, exit, loc, datum });
  }
  popFBlock(): void {
    this.u.fblocks.pop();
  }
  topFBlock(): FBlock | null {
    return this.u.fblocks.length ? this.u.fblocks[this.u.fblocks.length - 1]! : null;
  }

  /** `_PyCompile_LookupArg`: where a free variable of a nested code object lives in this unit. */
  lookupArg(co: CodeObject, name: string): number {
    const u = this.u;
    const reftype = this.getRefType(name);
    let arg: number | undefined;
    if (reftype === CELL) arg = u.cellvars.get(name);
    else if (reftype === FREE) arg = u.freevars.get(name);
    if (arg === undefined) {
      // A class scope's __class__/__classdict__ are cells of the class unit.
      arg = u.cellvars.get(name) ?? u.freevars.get(name);
    }
    if (arg === undefined) throw new Error(`compiler: lookup '${name}' in ${u.name} failed for ${co.co_name}`);
    return arg;
  }

  getRefType(name: string): number {
    if (this.u.scopeType === "class" && (name === "__class__" || name === "__classdict__" || name === "__conditional_annotations__")) return CELL;
    return this.u.ste.getScope(name);
  }

  // ---- code objects ----

  computeCodeFlags(): number {
    const ste = this.u.ste;
    let flags = 0;
    if (ste.isFunctionLike()) {
      flags |= CO_NEWLOCALS | CO_OPTIMIZED;
      if (ste.nested) flags |= CO_NESTED;
      if (ste.generator && !ste.coroutine) flags |= CO_GENERATOR;
      if (ste.generator && ste.coroutine) flags |= CO_ASYNC_GENERATOR;
      if (ste.varargs) flags |= CO_VARARGS;
      if (ste.varkeywords) flags |= CO_VARKEYWORDS;
      if (ste.hasDocstring) flags |= CO_HAS_DOCSTRING;
      if (ste.method) flags |= CO_METHOD;
    }
    if (ste.coroutine && !ste.generator) flags |= CO_COROUTINE;
    flags |= (this.flags | this.futureFeatures) & PyCF_MASK;
    return flags;
  }

  /** `_PyCompile_OptimizeAndAssemble`. */
  optimizeAndAssemble(addNone: boolean): CodeObject {
    const u = this.u;
    const flags = this.computeCodeFlags();
    if (addNone) this.loadConst(NO_LOCATION, None);
    this.addop(NO_LOCATION, O.RETURN_VALUE);
    // Splice the module's annotations code in at ANNOTATIONS_PLACEHOLDER (or drop the placeholder).
    const seq = u.instrs;
    const ph = seq.instrs.findIndex((i) => i.opcode === O.ANNOTATIONS_PLACEHOLDER);
    if (ph >= 0) seq.injectSequence(ph, u.annotationsCode ?? new InstructionSequence());
    const consts = new ConstList([...u.consts]);
    const g = cfgFromInstructionSequence(seq);
    const nlocals = u.varnames.size;
    const nparams = u.ste.varnames.length;
    optimizeCodeUnit(g, consts, nlocals, nparams);
    const umd = { varnames: u.varnames.keys(), cellvars: u.cellvars.keys(), freevars: u.freevars.keys(), firstlineno: u.firstlineno };
    const { seq: out, stackdepth, nlocalsplus } = optimizedCfgToInstructionSequence(g, umd, flags);
    return assembleCodeObject(
      {
        name: u.name, qualname: u.qualname, firstlineno: u.firstlineno, argcount: u.argcount, posonlyargcount: u.posonlyargcount,
        kwonlyargcount: u.kwonlyargcount, varnames: umd.varnames, cellvars: umd.cellvars, freevars: umd.freevars,
        fasthidden: new Set(u.fasthidden.keys()), names: u.names.keys(),
      },
      consts.items, stackdepth, out, nlocalsplus, flags, this.filename,
    );
  }
}

