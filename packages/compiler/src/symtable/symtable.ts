/**
 * The symbol table (Python/symtable.c, 3.14): a first pass records what each block does with
 * each name (bound, used, parameter, global, nonlocal, annotation, type parameter…); a second
 * pass (`analyzeBlock`) decides every name's scope — LOCAL, GLOBAL_EXPLICIT/IMPLICIT, FREE or
 * CELL — inlines comprehensions (PEP 709), and handles class scopes (`__class__`,
 * `__classdict__`, `__conditional_annotations__`), annotation scopes (PEP 649) and
 * type-parameter scopes (PEP 695). Errors are SyntaxErrors at CPython's positions.
 */
import type * as ast from "@pyts/parser";
import { PySyntaxError } from "@pyts/lexer";

export const DEF_GLOBAL = 1;
export const DEF_LOCAL = 2;
export const DEF_PARAM = 4;
export const DEF_NONLOCAL = 8;
export const USE = 16;
export const DEF_FREE_CLASS = 32;
export const DEF_IMPORT = 64;
export const DEF_ANNOT = 128;
export const DEF_COMP_ITER = 256;
export const DEF_TYPE_PARAM = 512;
export const DEF_COMP_CELL = 1024;
export const DEF_BOUND = DEF_LOCAL | DEF_PARAM | DEF_IMPORT;
export const SCOPE_OFFSET = 12;
export const SCOPE_MASK = DEF_GLOBAL | DEF_LOCAL | DEF_PARAM | DEF_NONLOCAL;

export const LOCAL = 1;
export const GLOBAL_EXPLICIT = 2;
export const GLOBAL_IMPLICIT = 3;
export const FREE = 4;
export const CELL = 5;

export type BlockType = "function" | "class" | "module" | "annotation" | "typevar" | "typealias" | "typeparams";
export type ComprehensionType = "" | "list" | "set" | "dict" | "genexpr";

/** `PyCF_ALLOW_TOP_LEVEL_AWAIT`. */
export const PyCF_ALLOW_TOP_LEVEL_AWAIT = 0x2000;

/** `CO_FUTURE_ANNOTATIONS`. */
export const CO_FUTURE_ANNOTATIONS = 0x1000000;

export interface SrcLoc {
  lineno: number;
  col_offset: number;
  end_lineno: number;
  end_col_offset: number;
}

const locOf = (n: SrcLoc): SrcLoc => ({ lineno: n.lineno, col_offset: n.col_offset, end_lineno: n.end_lineno, end_col_offset: n.end_col_offset });

export class SymtableEntry {
  symbols = new Map<string, number>();
  varnames: string[] = [];
  children: SymtableEntry[] = [];
  directives: [string, SrcLoc][] = [];
  mangledNames: Set<string> | null = null;
  nested = false;
  generator = false;
  coroutine = false;
  comprehension: ComprehensionType = "";
  varargs = false;
  varkeywords = false;
  returnsValue = false;
  needsClassClosure = false;
  needsClassdict = false;
  hasConditionalAnnotations = false;
  inConditionalBlock = false;
  inUnevaluatedAnnotation = false;
  compInlined = false;
  compIterTarget = false;
  compIterExpr = 0;
  canSeeClassScope = false;
  annotationsUsed = false;
  hasDocstring = false;
  method = false;
  free = false;
  annotationBlock: SymtableEntry | null = null;
  scopeInfo: string | null = null;

  constructor(
    readonly name: string,
    readonly type: BlockType,
    readonly key: object,
    readonly loc: SrcLoc,
  ) {}

  isFunctionLike(): boolean {
    return this.type !== "class" && this.type !== "module";
  }

  getSymbol(name: string): number {
    return this.symbols.get(name) ?? 0;
  }

  getScope(name: string): number {
    return (this.getSymbol(name) >> SCOPE_OFFSET) & 0xf;
  }
}

/** `_Py_Mangle`. */
export function mangle(privateName: string | null, ident: string): string {
  if (privateName === null || !ident.startsWith("__")) return ident;
  if (ident.endsWith("__") || ident.includes(".")) return ident;
  const stripped = privateName.replace(/^_+/, "");
  if (stripped === "") return ident;
  return `_${stripped}${ident}`;
}

export function maybeMangle(privateName: string | null, ste: SymtableEntry, name: string): string {
  if (ste.mangledNames !== null && !ste.mangledNames.has(name)) return name;
  return mangle(privateName, name);
}

const keyPlusOneMap = new WeakMap<object, object>();
/** CPython keys some blocks by "address + 1" of a node; this gives a distinct, stable key object. */
export function keyPlusOne(o: object): object {
  let k = keyPlusOneMap.get(o);
  if (!k) keyPlusOneMap.set(o, (k = {}));
  return k;
}

export function getDocstring(body: readonly ast.stmt[]): string | null {
  const first = body[0];
  if (!first || first._type !== "Expr") return null;
  const v = first.value;
  if (v._type === "Constant" && typeof v.value === "string") return v.value;
  return null;
}

export interface FutureFeatures {
  features: number;
  location: SrcLoc;
}

export class Symtable {
  blocks = new Map<object, SymtableEntry>();
  top!: SymtableEntry;
  private stack: SymtableEntry[] = [];
  private cur: SymtableEntry | null = null;
  private global!: Map<string, number>;
  private privateName: string | null = null;

  constructor(
    readonly filename: string,
    readonly future: FutureFeatures,
  ) {}

  lookup(key: object): SymtableEntry {
    const e = this.blocks.get(key);
    if (!e) throw new Error("KeyError: unknown symbol table entry");
    return e;
  }

  lookupOptional(key: object): SymtableEntry | undefined {
    return this.blocks.get(key);
  }

  private error(msg: string, loc: SrcLoc): never {
    throw new PySyntaxError({
      msg,
      filename: this.filename,
      lineno: loc.lineno,
      offset: loc.col_offset + 1,
      end_lineno: loc.end_lineno,
      end_offset: loc.end_col_offset + 1,
      text: null,
    });
  }

  build(mod: ast.mod): void {
    this.enterBlock("top", "module", mod, { lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 });
    this.top = this.cur!;
    switch (mod._type) {
      case "Module":
        if (getDocstring(mod.body) !== null) this.cur!.hasDocstring = true;
        for (const s of mod.body) this.visitStmt(s);
        break;
      case "Expression":
        this.visitExpr(mod.body);
        break;
      case "Interactive":
        for (const s of mod.body) this.visitStmt(s);
        break;
      default:
        throw new Error("RuntimeError: this compiler does not handle FunctionTypes");
    }
    this.exitBlock();
    this.analyze();
  }

  // ---- second pass ----

  private analyze(): void {
    this.analyzeBlock(this.top, null, new Set(), new Set(), new Set(), null);
  }

  private errorAtDirective(ste: SymtableEntry, name: string, msg: string): never {
    for (const [n, loc] of ste.directives) if (n === name) this.error(msg, loc);
    throw new Error("RuntimeError: BUG: internal directive bookkeeping broken");
  }

  private analyzeName(
    ste: SymtableEntry, scopes: Map<string, number>, name: string, flags: number, bound: Set<string> | null,
    local: Set<string>, free: Set<string>, global: Set<string>, typeParams: Set<string>, classEntry: SymtableEntry | null,
  ): void {
    if (flags & DEF_GLOBAL) {
      if (flags & DEF_NONLOCAL) this.errorAtDirective(ste, name, `name '${name}' is nonlocal and global`);
      scopes.set(name, GLOBAL_EXPLICIT);
      global.add(name);
      bound?.delete(name);
      return;
    }
    if (flags & DEF_NONLOCAL) {
      if (!bound) this.errorAtDirective(ste, name, "nonlocal declaration not allowed at module level");
      if (!bound.has(name)) this.errorAtDirective(ste, name, `no binding for nonlocal '${name}' found`);
      if (typeParams.has(name)) this.errorAtDirective(ste, name, `nonlocal binding not allowed for type parameter '${name}'`);
      scopes.set(name, FREE);
      free.add(name);
      return;
    }
    if (flags & DEF_BOUND) {
      scopes.set(name, LOCAL);
      local.add(name);
      global.delete(name);
      if (flags & DEF_TYPE_PARAM) typeParams.add(name);
      else typeParams.delete(name);
      return;
    }
    if (classEntry !== null) {
      const cf = classEntry.getSymbol(name);
      if (cf & DEF_GLOBAL) {
        scopes.set(name, GLOBAL_EXPLICIT);
        return;
      }
      if (cf & DEF_BOUND && !(cf & DEF_NONLOCAL)) {
        scopes.set(name, GLOBAL_IMPLICIT);
        return;
      }
    }
    if (bound && bound.has(name)) {
      scopes.set(name, FREE);
      free.add(name);
      return;
    }
    scopes.set(name, GLOBAL_IMPLICIT);
  }

  private inlineComprehension(ste: SymtableEntry, comp: SymtableEntry, scopes: Map<string, number>, compFree: Set<string>, inlinedCells: Set<string>): void {
    let removeDunderClass = false;
    for (const [k, compFlags] of comp.symbols) {
      if (compFlags & DEF_PARAM) continue;
      let scope = (compFlags >> SCOPE_OFFSET) & 0xf;
      const onlyFlags = compFlags & ((1 << SCOPE_OFFSET) - 1);
      if (scope === CELL || onlyFlags & DEF_COMP_CELL) inlinedCells.add(k);
      const existing = ste.symbols.get(k);
      if (scope === FREE && ste.type === "class" && k === "__class__") {
        scope = GLOBAL_IMPLICIT;
        compFree.delete(k);
        removeDunderClass = true;
      }
      if (existing === undefined) {
        ste.symbols.set(k, onlyFlags);
        scopes.set(k, scope);
      } else if (existing & DEF_BOUND && ste.type !== "class") {
        const freeInChild = comp.children.some((c) => c.getScope(k) === FREE);
        if (!freeInChild) compFree.delete(k);
      }
    }
    if (removeDunderClass) comp.symbols.delete("__class__");
  }

  private analyzeBlock(
    ste: SymtableEntry, bound: Set<string> | null, free: Set<string>, global: Set<string>, typeParams: Set<string>, classEntry: SymtableEntry | null,
  ): void {
    const local = new Set<string>();
    const scopes = new Map<string, number>();
    const newglobal = new Set<string>();
    const newfree = new Set<string>();
    const newbound = new Set<string>();
    const inlinedCells = new Set<string>();
    if (ste.type === "class") {
      for (const g of global) newglobal.add(g);
      if (bound) for (const b of bound) newbound.add(b);
    }
    for (const [name, flags] of ste.symbols) this.analyzeName(ste, scopes, name, flags, bound, local, free, global, typeParams, classEntry);
    if (ste.type !== "class") {
      if (ste.isFunctionLike()) for (const l of local) newbound.add(l);
      if (bound) for (const b of bound) newbound.add(b);
      for (const g of global) newglobal.add(g);
    } else {
      newbound.add("__class__");
      newbound.add("__classdict__");
      newbound.add("__conditional_annotations__");
    }
    for (const entry of [...ste.children]) {
      let newClassEntry: SymtableEntry | null = null;
      if (entry.canSeeClassScope) {
        if (ste.type === "class") newClassEntry = ste;
        else if (classEntry) newClassEntry = classEntry;
      }
      const inlineComp = entry.comprehension !== "" && !entry.generator && !ste.canSeeClassScope;
      const childFree = new Set(newfree);
      this.analyzeBlock(entry, new Set(newbound), childFree, new Set(newglobal), new Set(typeParams), newClassEntry);
      if (inlineComp) {
        this.inlineComprehension(ste, entry, scopes, childFree, inlinedCells);
        entry.compInlined = true;
      }
      for (const f of childFree) newfree.add(f);
    }
    for (let i = ste.children.length - 1; i >= 0; i--) {
      const entry = ste.children[i]!;
      if (entry.compInlined) ste.children.splice(i, 1, ...entry.children);
    }
    if (ste.isFunctionLike()) {
      for (const [name, scope] of scopes) {
        if (scope !== LOCAL) continue;
        if (!newfree.has(name) && !inlinedCells.has(name)) continue;
        scopes.set(name, CELL);
        newfree.delete(name);
      }
    } else if (ste.type === "class") {
      if (newfree.delete("__class__")) ste.needsClassClosure = true;
      if (newfree.delete("__classdict__")) ste.needsClassdict = true;
      if (newfree.delete("__conditional_annotations__")) ste.hasConditionalAnnotations = true;
    }
    // update_symbols
    const classflag = ste.type === "class" || ste.canSeeClassScope;
    for (const [name, f] of ste.symbols) {
      let flags = f;
      if (inlinedCells.has(name)) flags |= DEF_COMP_CELL;
      const scope = scopes.get(name);
      if (scope === undefined) throw new Error(`KeyError: ${name}`);
      ste.symbols.set(name, flags | (scope << SCOPE_OFFSET));
    }
    for (const name of newfree) {
      const v = ste.symbols.get(name);
      if (v !== undefined) {
        if (classflag) ste.symbols.set(name, v | DEF_FREE_CLASS);
        continue;
      }
      if (bound && !bound.has(name)) continue;
      ste.symbols.set(name, FREE << SCOPE_OFFSET);
    }
    for (const f of newfree) free.add(f);
  }

  // ---- first pass ----

  private newEntry(name: string, type: BlockType, key: object, loc: SrcLoc): SymtableEntry {
    const ste = new SymtableEntry(name, type, key, loc);
    if (this.cur && (this.cur.nested || this.cur.isFunctionLike())) ste.nested = true;
    if (this.cur && this.cur.type === "class" && type === "function") ste.method = true;
    this.blocks.set(key, ste);
    return ste;
  }

  private enterExistingBlock(ste: SymtableEntry): void {
    this.stack.push(ste);
    const prev = this.cur;
    if (prev) ste.compIterExpr = prev.compIterExpr;
    if (prev && prev.mangledNames !== null && ste.type !== "class") ste.mangledNames = prev.mangledNames;
    this.cur = ste;
    if (this.future.features & CO_FUTURE_ANNOTATIONS && ste.type === "annotation") return;
    if (ste.type === "module") this.global = ste.symbols;
    if (prev) prev.children.push(ste);
  }

  private enterBlock(name: string, type: BlockType, key: object, loc: SrcLoc): void {
    const ste = this.newEntry(name, type, key, loc);
    this.enterExistingBlock(ste);
    if (type === "annotation" || type === "typevar" || type === "typealias") {
      this.addDef(".format", DEF_PARAM, loc);
      this.addDef(".format", USE, loc);
    }
  }

  private exitBlock(): void {
    this.stack.pop();
    this.cur = this.stack.length ? this.stack[this.stack.length - 1]! : null;
  }

  private lookupEntry(ste: SymtableEntry, name: string): number {
    return ste.getSymbol(maybeMangle(this.privateName, ste, name));
  }

  private lookupName(name: string): number {
    return this.lookupEntry(this.cur!, name);
  }

  private addDefHelper(name: string, flag: number, ste: SymtableEntry, loc: SrcLoc): void {
    const mangled = maybeMangle(this.privateName, this.cur!, name);
    const o = ste.symbols.get(mangled);
    let val: number;
    if (o !== undefined) {
      if (flag & DEF_PARAM && o & DEF_PARAM) this.error(`duplicate argument '${name}' in function definition`, loc);
      if (flag & DEF_TYPE_PARAM && o & DEF_TYPE_PARAM) this.error(`duplicate type parameter '${name}'`, loc);
      val = o | flag;
    } else {
      val = flag;
    }
    if (ste.compIterTarget) {
      if (val & (DEF_GLOBAL | DEF_NONLOCAL)) this.error(`comprehension inner loop cannot rebind assignment expression target '${name}'`, loc);
      val |= DEF_COMP_ITER;
    }
    ste.symbols.set(mangled, val);
    if (flag & DEF_PARAM) {
      ste.varnames.push(mangled);
    } else if (flag & DEF_GLOBAL) {
      this.global.set(mangled, (this.global.get(mangled) ?? 0) | flag);
    }
  }

  private checkName(name: string, loc: SrcLoc, ctx: "Load" | "Store" | "Del"): void {
    if (ctx === "Store" && name === "__debug__") this.error("cannot assign to __debug__", loc);
    if (ctx === "Del" && name === "__debug__") this.error("cannot delete __debug__", loc);
  }

  private addDefCtx(name: string, flag: number, loc: SrcLoc, ctx: "Load" | "Store" | "Del"): void {
    if (flag & (DEF_PARAM | DEF_LOCAL | DEF_IMPORT)) this.checkName(name, loc, ctx);
    if (flag & DEF_TYPE_PARAM && this.cur!.mangledNames !== null) this.cur!.mangledNames.add(name);
    this.addDefHelper(name, flag, this.cur!, loc);
  }

  private addDef(name: string, flag: number, loc: SrcLoc): void {
    this.addDefCtx(name, flag, loc, flag === USE ? "Load" : "Store");
  }

  private recordDirective(name: string, loc: SrcLoc): void {
    this.cur!.directives.push([maybeMangle(this.privateName, this.cur!, name), loc]);
  }

  private enterTypeParamBlock(name: string, key: object, hasDefaults: boolean, hasKwdefaults: boolean, isClass: boolean, loc: SrcLoc): void {
    const currentType = this.cur!.type;
    this.enterBlock(name, "typeparams", key, loc);
    if (currentType === "class") {
      this.cur!.canSeeClassScope = true;
      this.addDef("__classdict__", USE, loc);
    }
    if (isClass) {
      this.addDef(".type_params", DEF_LOCAL, loc);
      this.addDef(".type_params", USE, loc);
      this.addDef(".generic_base", DEF_LOCAL, loc);
      this.addDef(".generic_base", USE, loc);
    }
    if (hasDefaults) this.addDef(".defaults", DEF_PARAM, loc);
    if (hasKwdefaults) this.addDef(".kwdefaults", DEF_PARAM, loc);
  }

  private conditional<T>(fn: () => T): T {
    const saved = this.cur!.inConditionalBlock;
    this.cur!.inConditionalBlock = true;
    try {
      return fn();
    } finally {
      this.cur!.inConditionalBlock = saved;
    }
  }

  private visitFunctionDef(s: ast.FunctionDef | ast.AsyncFunctionDef): void {
    this.addDef(s.name, DEF_LOCAL, locOf(s));
    for (const d of s.args.defaults) this.visitExpr(d);
    for (const d of s.args.kw_defaults) if (d) this.visitExpr(d);
    for (const d of s.decorator_list) this.visitExpr(d);
    if (s.type_params.length > 0) {
      // `args->defaults != NULL` in CPython: the parser always makes the (possibly empty) sequence.
      this.enterTypeParamBlock(s.name, s.type_params, true, s.args.kw_defaults.some((d) => d !== null), false, locOf(s));
      for (const tp of s.type_params) this.visitTypeParam(tp);
    }
    const newSte = this.newEntry(s.name, "function", s, locOf(s));
    if (getDocstring(s.body) !== null) newSte.hasDocstring = true;
    this.visitAnnotations(s, s.args, s.returns, newSte);
    this.enterExistingBlock(newSte);
    if (s._type === "AsyncFunctionDef") this.cur!.coroutine = true;
    this.visitArguments(s.args);
    for (const st of s.body) this.visitStmt(st);
    this.exitBlock();
    if (s.type_params.length > 0) this.exitBlock();
  }

  visitStmt(s: ast.stmt): void {
    const loc = locOf(s);
    switch (s._type) {
      case "FunctionDef":
      case "AsyncFunctionDef":
        this.visitFunctionDef(s);
        break;
      case "ClassDef": {
        this.addDef(s.name, DEF_LOCAL, loc);
        for (const d of s.decorator_list) this.visitExpr(d);
        const tmp = this.privateName;
        if (s.type_params.length > 0) {
          this.enterTypeParamBlock(s.name, s.type_params, false, false, true, loc);
          this.privateName = s.name;
          this.cur!.mangledNames = new Set();
          for (const tp of s.type_params) this.visitTypeParam(tp);
        }
        for (const b of s.bases) this.visitExpr(b);
        for (const k of s.keywords) if (k.arg) this.checkName(k.arg, locOf(k), "Store");
        for (const k of s.keywords) this.visitExpr(k.value);
        this.enterBlock(s.name, "class", s, loc);
        this.privateName = s.name;
        if (s.type_params.length > 0) {
          this.addDef("__type_params__", DEF_LOCAL, loc);
          this.addDef(".type_params", USE, loc);
        }
        if (getDocstring(s.body) !== null) this.cur!.hasDocstring = true;
        for (const st of s.body) this.visitStmt(st);
        this.exitBlock();
        if (s.type_params.length > 0) this.exitBlock();
        this.privateName = tmp;
        break;
      }
      case "TypeAlias": {
        this.visitExpr(s.name);
        const name = (s.name as ast.Name).id;
        const isInClass = this.cur!.type === "class";
        const isGeneric = s.type_params.length > 0;
        if (isGeneric) {
          this.enterTypeParamBlock(name, s.type_params, false, false, false, loc);
          for (const tp of s.type_params) this.visitTypeParam(tp);
        }
        this.enterBlock(name, "typealias", s, loc);
        this.cur!.canSeeClassScope = isInClass;
        if (isInClass) this.addDef("__classdict__", USE, locOf(s.value));
        this.visitExpr(s.value);
        this.exitBlock();
        if (isGeneric) this.exitBlock();
        break;
      }
      case "Return":
        if (s.value) {
          this.visitExpr(s.value);
          this.cur!.returnsValue = true;
        }
        break;
      case "Delete":
        for (const t of s.targets) this.visitExpr(t);
        break;
      case "Assign":
        for (const t of s.targets) this.visitExpr(t);
        this.visitExpr(s.value);
        break;
      case "AnnAssign": {
        this.cur!.annotationsUsed = true;
        if (s.target._type === "Name") {
          const eName = s.target;
          const cur = this.lookupName(eName.id);
          if (cur & (DEF_GLOBAL | DEF_NONLOCAL) && this.cur!.symbols !== this.global && s.simple) {
            this.error(cur & DEF_GLOBAL ? `annotated name '${eName.id}' can't be global` : `annotated name '${eName.id}' can't be nonlocal`, loc);
          }
          if (s.simple) this.addDef(eName.id, DEF_ANNOT | DEF_LOCAL, locOf(eName));
          else if (s.value) this.addDef(eName.id, DEF_LOCAL, locOf(eName));
        } else {
          this.visitExpr(s.target);
        }
        this.visitAnnotation(s.annotation, keyPlusOne(this.cur!.key));
        if (s.value) this.visitExpr(s.value);
        break;
      }
      case "AugAssign":
        this.visitExpr(s.target);
        this.visitExpr(s.value);
        break;
      case "For":
      case "AsyncFor":
        if (s._type === "AsyncFor") {
          this.maybeSetCoroutineForModule();
          this.checkCoroutine("'async for' outside async function", loc);
        }
        this.visitExpr(s.target);
        this.visitExpr(s.iter);
        this.conditional(() => {
          for (const st of s.body) this.visitStmt(st);
          for (const st of s.orelse) this.visitStmt(st);
        });
        break;
      case "While":
        this.visitExpr(s.test);
        this.conditional(() => {
          for (const st of s.body) this.visitStmt(st);
          for (const st of s.orelse) this.visitStmt(st);
        });
        break;
      case "If":
        this.visitExpr(s.test);
        this.conditional(() => {
          for (const st of s.body) this.visitStmt(st);
          for (const st of s.orelse) this.visitStmt(st);
        });
        break;
      case "Match":
        this.visitExpr(s.subject);
        this.conditional(() => {
          for (const m of s.cases) {
            this.visitPattern(m.pattern);
            if (m.guard) this.visitExpr(m.guard);
            for (const st of m.body) this.visitStmt(st);
          }
        });
        break;
      case "Raise":
        if (s.exc) {
          this.visitExpr(s.exc);
          if (s.cause) this.visitExpr(s.cause);
        }
        break;
      case "Try":
      case "TryStar":
        this.conditional(() => {
          for (const st of s.body) this.visitStmt(st);
          for (const h of s.handlers) {
            if (h.type) this.visitExpr(h.type);
            if (h.name) this.addDef(h.name, DEF_LOCAL, locOf(h));
            for (const st of h.body) this.visitStmt(st);
          }
          for (const st of s.orelse) this.visitStmt(st);
          for (const st of s.finalbody) this.visitStmt(st);
        });
        break;
      case "Assert":
        this.visitExpr(s.test);
        if (s.msg) this.visitExpr(s.msg);
        break;
      case "Import":
        for (const a of s.names) this.visitAlias(a);
        break;
      case "ImportFrom": {
        for (const a of s.names) this.visitAlias(a);
        const fut = this.future.location;
        if (s.module === "__future__" && (s.level ?? 0) === 0 && (s.lineno > fut.lineno || (s.lineno === fut.end_lineno && s.col_offset > fut.end_col_offset))) {
          this.error("from __future__ imports must occur at the beginning of the file", loc);
        }
        break;
      }
      case "Global":
      case "Nonlocal": {
        const isGlobal = s._type === "Global";
        const word = isGlobal ? "global" : "nonlocal";
        for (const name of s.names) {
          const cur = this.lookupName(name);
          if (cur & (DEF_PARAM | DEF_LOCAL | USE | DEF_ANNOT)) {
            let msg: string;
            if (cur & DEF_PARAM) msg = `name '${name}' is parameter and ${word}`;
            else if (cur & USE) msg = `name '${name}' is used prior to ${word} declaration`;
            else if (cur & DEF_ANNOT) msg = `annotated name '${name}' can't be ${word}`;
            else msg = `name '${name}' is assigned to before ${word} declaration`;
            this.error(msg, loc);
          }
          this.addDef(name, isGlobal ? DEF_GLOBAL : DEF_NONLOCAL, loc);
          this.recordDirective(name, loc);
        }
        break;
      }
      case "Expr":
        this.visitExpr(s.value);
        break;
      case "Pass":
      case "Break":
      case "Continue":
        break;
      case "With":
      case "AsyncWith":
        if (s._type === "AsyncWith") {
          this.maybeSetCoroutineForModule();
          this.checkCoroutine("'async with' outside async function", loc);
        }
        this.conditional(() => {
          for (const item of s.items) {
            this.visitExpr(item.context_expr);
            if (item.optional_vars) this.visitExpr(item.optional_vars);
          }
          for (const st of s.body) this.visitStmt(st);
        });
        break;
    }
  }

  private checkCoroutine(msg: string, loc: SrcLoc): void {
    if (!this.cur!.coroutine) this.error(msg, loc);
  }

  private extendNamedexprScope(e: ast.Name): void {
    const target = e.id;
    const loc = locOf(e);
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const ste = this.stack[i]!;
      if (ste.comprehension) {
        const t = this.lookupEntry(ste, target);
        if (t & DEF_COMP_ITER && t & DEF_LOCAL) this.error(`assignment expression cannot rebind comprehension iteration variable '${target}'`, loc);
        continue;
      }
      if (ste.type === "function") {
        const t = this.lookupEntry(ste, target);
        if (t & DEF_GLOBAL) this.addDef(target, DEF_GLOBAL, loc);
        else this.addDef(target, DEF_NONLOCAL, loc);
        this.recordDirective(target, loc);
        this.addDefHelper(target, DEF_LOCAL, ste, loc);
        return;
      }
      if (ste.type === "module") {
        this.addDef(target, DEF_GLOBAL, loc);
        this.recordDirective(target, loc);
        this.addDefHelper(target, DEF_GLOBAL, ste, loc);
        return;
      }
      if (ste.type === "class") this.error("assignment expression within a comprehension cannot be used in a class body", loc);
      if (ste.type === "typeparams") this.error("assignment expression within a comprehension cannot be used within the definition of a generic", loc);
      if (ste.type === "typealias") this.error("assignment expression within a comprehension cannot be used in a type alias", loc);
      if (ste.type === "typevar") this.error("assignment expression within a comprehension cannot be used in a TypeVar bound", loc);
    }
  }

  private raiseIfAnnotationBlock(name: string, e: ast.expr): void {
    const t = this.cur!.type;
    let msg: string | null = null;
    if (t === "annotation") msg = `${name} cannot be used within an annotation`;
    else if (t === "typevar") msg = `${name} cannot be used within ${this.cur!.scopeInfo}`;
    else if (t === "typealias") msg = `${name} cannot be used within a type alias`;
    else if (t === "typeparams") msg = `${name} cannot be used within the definition of a generic`;
    if (msg) this.error(msg, locOf(e));
  }

  visitExpr(e: ast.expr): void {
    // Only error messages read these positions (error() copies them), so the node itself serves.
    const loc: SrcLoc = e;
    switch (e._type) {
      case "NamedExpr":
        this.raiseIfAnnotationBlock("named expression", e);
        if (this.cur!.compIterExpr > 0) this.error("assignment expression cannot be used in a comprehension iterable expression", loc);
        if (this.cur!.comprehension) this.extendNamedexprScope(e.target as ast.Name);
        this.visitExpr(e.value);
        this.visitExpr(e.target);
        break;
      case "BoolOp":
        for (const v of e.values) this.visitExpr(v);
        break;
      case "BinOp":
        this.visitExpr(e.left);
        this.visitExpr(e.right);
        break;
      case "UnaryOp":
        this.visitExpr(e.operand);
        break;
      case "Lambda":
        for (const d of e.args.defaults) this.visitExpr(d);
        for (const d of e.args.kw_defaults) if (d) this.visitExpr(d);
        this.enterBlock("lambda", "function", e, locOf(e));
        this.visitArguments(e.args);
        this.visitExpr(e.body);
        this.exitBlock();
        break;
      case "IfExp":
        this.visitExpr(e.test);
        this.visitExpr(e.body);
        this.visitExpr(e.orelse);
        break;
      case "Dict":
        for (const k of e.keys) if (k) this.visitExpr(k);
        for (const v of e.values) this.visitExpr(v);
        break;
      case "Set":
        for (const v of e.elts) this.visitExpr(v);
        break;
      case "GeneratorExp":
        this.handleComprehension(e, "genexpr", e.generators, e.elt, null);
        break;
      case "ListComp":
        this.handleComprehension(e, "listcomp", e.generators, e.elt, null);
        break;
      case "SetComp":
        this.handleComprehension(e, "setcomp", e.generators, e.elt, null);
        break;
      case "DictComp":
        this.handleComprehension(e, "dictcomp", e.generators, e.key, e.value);
        break;
      case "Yield":
      case "YieldFrom":
        this.raiseIfAnnotationBlock("yield expression", e);
        if (e.value) this.visitExpr(e.value);
        this.cur!.generator = true;
        if (this.cur!.comprehension) {
          const c = this.cur!.comprehension;
          this.error(c === "list" ? "'yield' inside list comprehension" : c === "set" ? "'yield' inside set comprehension" : c === "dict" ? "'yield' inside dict comprehension" : "'yield' inside generator expression", loc);
        }
        break;
      case "Await":
        this.raiseIfAnnotationBlock("await expression", e);
        if (!this.allowsTopLevelAwait()) {
          if (!this.cur!.isFunctionLike()) this.error("'await' outside function", loc);
          if (!this.isAsyncDef() && this.cur!.comprehension === "") this.error("'await' outside async function", loc);
        }
        this.visitExpr(e.value);
        this.cur!.coroutine = true;
        break;
      case "Compare":
        this.visitExpr(e.left);
        for (const c of e.comparators) this.visitExpr(c);
        break;
      case "Call":
        this.visitExpr(e.func);
        for (const a of e.args) this.visitExpr(a);
        for (const k of e.keywords) if (k.arg) this.checkName(k.arg, locOf(k), "Store");
        for (const k of e.keywords) this.visitExpr(k.value);
        break;
      case "FormattedValue":
        this.visitExpr(e.value);
        if (e.format_spec) this.visitExpr(e.format_spec);
        break;
      case "Interpolation":
        this.visitExpr(e.value);
        if (e.format_spec) this.visitExpr(e.format_spec);
        break;
      case "JoinedStr":
      case "TemplateStr":
        for (const v of e.values) this.visitExpr(v);
        break;
      case "Constant":
        break;
      case "Attribute":
        this.checkName(e.attr, loc, e.ctx._type);
        this.visitExpr(e.value);
        break;
      case "Subscript":
        this.visitExpr(e.value);
        this.visitExpr(e.slice);
        break;
      case "Starred":
        this.visitExpr(e.value);
        break;
      case "Slice":
        if (e.lower) this.visitExpr(e.lower);
        if (e.upper) this.visitExpr(e.upper);
        if (e.step) this.visitExpr(e.step);
        break;
      case "Name":
        if (!this.cur!.inUnevaluatedAnnotation) {
          this.addDefCtx(e.id, e.ctx._type === "Load" ? USE : DEF_LOCAL, loc, e.ctx._type);
          if (e.ctx._type === "Load" && this.cur!.isFunctionLike() && e.id === "super") this.addDef("__class__", USE, loc);
        }
        break;
      case "List":
      case "Tuple":
        for (const v of e.elts) this.visitExpr(v);
        break;
    }
  }

  private allowsTopLevelAwait(): boolean {
    return (this.future.features & PyCF_ALLOW_TOP_LEVEL_AWAIT) !== 0 && this.cur!.type === "module";
  }

  private maybeSetCoroutineForModule(): void {
    if (this.allowsTopLevelAwait()) this.cur!.coroutine = true;
  }

  private isAsyncDef(): boolean {
    return this.cur!.type === "function" && this.cur!.coroutine;
  }

  private visitTypeParamBoundOrDefault(e: ast.expr | null, name: string, key: object, tpLoc: SrcLoc, info: string | null): void {
    if (name === "__classdict__") this.error(`reserved name '${name}' cannot be used for type parameter`, tpLoc);
    if (e) {
      const isInClass = this.cur!.canSeeClassScope;
      this.enterBlock(name, "typevar", key, locOf(e));
      this.cur!.canSeeClassScope = isInClass;
      if (isInClass) this.addDef("__classdict__", USE, locOf(e));
      this.cur!.scopeInfo = info;
      this.visitExpr(e);
      this.exitBlock();
    }
  }

  private visitTypeParam(tp: ast.type_param): void {
    const loc = locOf(tp);
    this.addDef(tp.name, DEF_TYPE_PARAM | DEF_LOCAL, loc);
    if (tp._type === "TypeVar") {
      const info = tp.bound ? (tp.bound._type === "Tuple" ? "a TypeVar constraint" : "a TypeVar bound") : null;
      this.visitTypeParamBoundOrDefault(tp.bound, tp.name, tp, loc, info);
      this.visitTypeParamBoundOrDefault(tp.default_value, tp.name, keyPlusOne(tp), loc, "a TypeVar default");
    } else {
      this.visitTypeParamBoundOrDefault(tp.default_value, tp.name, tp, loc, tp._type === "TypeVarTuple" ? "a TypeVarTuple default" : "a ParamSpec default");
    }
  }

  private visitPattern(p: ast.pattern): void {
    const loc = locOf(p);
    switch (p._type) {
      case "MatchValue":
        this.visitExpr(p.value);
        break;
      case "MatchSingleton":
        break;
      case "MatchSequence":
        for (const q of p.patterns) this.visitPattern(q);
        break;
      case "MatchStar":
        if (p.name) this.addDef(p.name, DEF_LOCAL, loc);
        break;
      case "MatchMapping":
        for (const k of p.keys) this.visitExpr(k);
        for (const q of p.patterns) this.visitPattern(q);
        if (p.rest) this.addDef(p.rest, DEF_LOCAL, loc);
        break;
      case "MatchClass":
        this.visitExpr(p.cls);
        for (const q of p.patterns) this.visitPattern(q);
        p.kwd_attrs.forEach((a, i) => this.checkName(a, locOf(p.kwd_patterns[i]!), "Store"));
        for (const q of p.kwd_patterns) this.visitPattern(q);
        break;
      case "MatchAs":
        if (p.pattern) this.visitPattern(p.pattern);
        if (p.name) this.addDef(p.name, DEF_LOCAL, loc);
        break;
      case "MatchOr":
        for (const q of p.patterns) this.visitPattern(q);
        break;
    }
  }

  private visitAnnotation(annotation: ast.expr, key: object): void {
    const isUnevaluated = this.cur!.type === "function";
    const cur = this.cur!;
    if (((cur.type === "class" && cur.inConditionalBlock) || cur.type === "module") && !cur.hasConditionalAnnotations) {
      cur.hasConditionalAnnotations = true;
      this.addDef("__conditional_annotations__", USE, locOf(annotation));
    }
    const parent = this.cur!;
    if (parent.annotationBlock === null) {
      const currentType = parent.type;
      this.enterBlock("__annotate__", "annotation", key, locOf(annotation));
      parent.annotationBlock = this.cur!;
      const futureAnnotations = this.future.features & CO_FUTURE_ANNOTATIONS;
      if (currentType === "class" && !futureAnnotations) {
        this.cur!.canSeeClassScope = true;
        this.addDef("__classdict__", USE, locOf(annotation));
      }
    } else {
      this.enterExistingBlock(parent.annotationBlock);
    }
    if (isUnevaluated) this.cur!.inUnevaluatedAnnotation = true;
    this.visitExpr(annotation);
    if (isUnevaluated) this.cur!.inUnevaluatedAnnotation = false;
    this.exitBlock();
  }

  private visitAnnotations(o: ast.stmt, a: ast.arguments, returns: ast.expr | null, functionSte: SymtableEntry): void {
    const isInClass = this.cur!.canSeeClassScope;
    const currentType = this.cur!.type;
    this.enterBlock("__annotate__", "annotation", a, locOf(o));
    void functionSte;
    if (isInClass || currentType === "class") {
      this.cur!.canSeeClassScope = true;
      this.addDef("__classdict__", USE, locOf(o));
    }
    const argAnns = (args: ast.arg[]): void => {
      for (const arg of args) {
        if (arg.annotation) {
          this.cur!.annotationsUsed = true;
          this.visitExpr(arg.annotation);
        }
      }
    };
    argAnns(a.posonlyargs);
    argAnns(a.args);
    if (a.vararg && a.vararg.annotation) {
      this.cur!.annotationsUsed = true;
      this.visitExpr(a.vararg.annotation);
    }
    if (a.kwarg && a.kwarg.annotation) {
      this.cur!.annotationsUsed = true;
      this.visitExpr(a.kwarg.annotation);
    }
    argAnns(a.kwonlyargs);
    if (returns) {
      this.cur!.annotationsUsed = true;
      this.visitExpr(returns);
    }
    this.exitBlock();
  }

  private visitArguments(a: ast.arguments): void {
    for (const arg of a.posonlyargs) this.addDef(arg.arg, DEF_PARAM, locOf(arg));
    for (const arg of a.args) this.addDef(arg.arg, DEF_PARAM, locOf(arg));
    for (const arg of a.kwonlyargs) this.addDef(arg.arg, DEF_PARAM, locOf(arg));
    if (a.vararg) {
      this.addDef(a.vararg.arg, DEF_PARAM, locOf(a.vararg));
      this.cur!.varargs = true;
    }
    if (a.kwarg) {
      this.addDef(a.kwarg.arg, DEF_PARAM, locOf(a.kwarg));
      this.cur!.varkeywords = true;
    }
  }

  private visitAlias(a: ast.alias): void {
    const name = a.asname ?? a.name;
    const dot = name.indexOf(".");
    const storeName = dot >= 0 ? name.slice(0, dot) : name;
    if (name !== "*") {
      this.addDef(storeName, DEF_IMPORT, locOf(a));
    } else if (this.cur!.type !== "module") {
      this.error("import * only allowed at module level", locOf(a));
    }
  }

  private visitComprehension(lc: ast.comprehension): void {
    this.cur!.compIterTarget = true;
    this.visitExpr(lc.target);
    this.cur!.compIterTarget = false;
    this.cur!.compIterExpr++;
    this.visitExpr(lc.iter);
    this.cur!.compIterExpr--;
    for (const i of lc.ifs) this.visitExpr(i);
    if (lc.is_async) this.cur!.coroutine = true;
  }

  private handleComprehension(e: ast.expr, scopeName: string, generators: ast.comprehension[], elt: ast.expr, value: ast.expr | null): void {
    const isGenerator = e._type === "GeneratorExp";
    const outermost = generators[0]!;
    this.cur!.compIterExpr++;
    this.visitExpr(outermost.iter);
    this.cur!.compIterExpr--;
    this.enterBlock(scopeName, "function", e, locOf(e as SrcLoc & ast.expr));
    this.cur!.comprehension = e._type === "ListComp" ? "list" : e._type === "SetComp" ? "set" : e._type === "DictComp" ? "dict" : "genexpr";
    if (outermost.is_async) this.cur!.coroutine = true;
    this.addDef(".0", DEF_PARAM, this.cur!.loc);
    this.cur!.compIterTarget = true;
    this.visitExpr(outermost.target);
    this.cur!.compIterTarget = false;
    for (const i of outermost.ifs) this.visitExpr(i);
    for (const g of generators.slice(1)) this.visitComprehension(g);
    if (value) this.visitExpr(value);
    this.visitExpr(elt);
    this.cur!.generator = isGenerator;
    const isAsync = this.cur!.coroutine && !isGenerator;
    this.exitBlock();
    if (isAsync && !this.isAsyncDef() && (this.cur as SymtableEntry).comprehension === ("" as ComprehensionType) && !this.allowsTopLevelAwait()) {
      this.error("asynchronous comprehension outside of an asynchronous function", locOf(e as SrcLoc & ast.expr));
    }
    if (isAsync) this.cur!.coroutine = true;
  }
}

/** `_PyFuture_FromAST`: the `from __future__ import …` features at the top of a module. */
export function futureFromAst(mod: ast.mod, filename: string): FutureFeatures {
  const ff: FutureFeatures = { features: 0, location: { lineno: -1, col_offset: 0, end_lineno: -1, end_col_offset: 0 } };
  if (mod._type !== "Module") return ff;
  let done = false;
  let prevLine = 0;
  mod.body.forEach((s, i) => {
    if (done && s.lineno > prevLine) return;
    prevLine = s.lineno;
    if (s._type === "ImportFrom" && s.module === "__future__" && (s.level ?? 0) === 0) {
      if (done) return;
      for (const name of s.names) {
        const f = name.name;
        if (["nested_scopes", "generators", "division", "absolute_import", "with_statement", "print_function", "unicode_literals", "generator_stop"].includes(f)) continue;
        if (f === "barry_as_FLUFL") ff.features |= 0x400000;
        else if (f === "annotations") ff.features |= CO_FUTURE_ANNOTATIONS;
        else if (f === "braces") throw new PySyntaxError({ msg: "not a chance", filename, lineno: name.lineno, offset: name.col_offset + 1, end_lineno: name.end_lineno, end_offset: name.end_col_offset + 1, text: null });
        else throw new PySyntaxError({ msg: `future feature ${f} is not defined`, filename, lineno: name.lineno, offset: name.col_offset + 1, end_lineno: name.end_lineno, end_offset: name.end_col_offset + 1, text: null });
      }
      ff.location = locOf(s);
    } else if (i === 0 && getDocstring([s]) !== null) {
      // a docstring may precede the future imports
    } else {
      done = true;
    }
  });
  return ff;
}

export function buildSymtable(mod: ast.mod, filename: string, future: FutureFeatures): Symtable {
  const st = new Symtable(filename, future);
  st.build(mod);
  return st;
}
