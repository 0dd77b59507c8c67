/**
 * Structural pattern matching (PEP 634, codegen.c `codegen_match` and `codegen_pattern_*`):
 * each pattern consumes the subject on top of the stack and jumps to a fail_pop block on a
 * mismatch; captured names are kept on the stack and stored once the whole case matches.
 */
import type * as ast from "@pyts/parser";
import { None, pyInt, pyTuple } from "../codeObject.js";
import { O } from "../flowgraph/ops.js";
import { reprConstant, reprStr } from "@pyts/parser";
import { astConstToPy, locOf, type Compiler } from "./compiler.js";
import { constKey } from "./constCache.js";
import { NO_LOCATION, NEXT_LOCATION, type Location } from "./instrSequence.js";
import { addCompare, binaryOparg, jumpIf, NB_SUBSCR, visitExpr } from "./expr.js";
import { visitStmt } from "./stmt.js";

interface PatternContext {
  stores: string[];
  allowIrrefutable: boolean;
  failPop: number[];
  onTop: number;
}

const isWildcard = (p: ast.pattern): boolean => p._type === "MatchAs" && !p.name;
const isWildcardStar = (p: ast.pattern): boolean => p._type === "MatchStar" && !p.name;

function ensureFailPop(c: Compiler, pc: PatternContext, n: number): void {
  const size = n + 1;
  while (pc.failPop.length < size) pc.failPop.push(c.newLabel());
}

function jumpToFailPop(c: Compiler, loc: Location, pc: PatternContext, op: number): void {
  const pops = pc.onTop + pc.stores.length;
  ensureFailPop(c, pc, pops);
  c.addopJ(loc, op, pc.failPop[pops]!);
}

function emitAndResetFailPop(c: Compiler, loc: Location, pc: PatternContext): void {
  if (!pc.failPop.length) return;
  for (let i = pc.failPop.length - 1; i > 0; i--) {
    c.useLabel(pc.failPop[i]!);
    c.addop(loc, O.POP_TOP);
  }
  c.useLabel(pc.failPop[0]!);
  pc.failPop = [];
}

function rotate(c: Compiler, loc: Location, count: number): void {
  while (1 < count) c.addopI(loc, O.SWAP, count--);
}

function storeName(c: Compiler, loc: Location, n: string | null, pc: PatternContext): void {
  if (n === null) {
    c.addop(loc, O.POP_TOP);
    return;
  }
  if (pc.stores.includes(n)) c.error(loc, `multiple assignments to name ${reprStr(n)} in pattern`);
  rotate(c, loc, pc.onTop + pc.stores.length + 1);
  pc.stores.push(n);
}

function unpackHelper(c: Compiler, loc: Location, elts: ast.pattern[]): void {
  const n = elts.length;
  let seenStar = false;
  elts.forEach((elt, i) => {
    if (elt._type === "MatchStar" && !seenStar) {
      c.addopI(loc, O.UNPACK_EX, i + ((n - i - 1) << 8));
      seenStar = true;
    } else if (elt._type === "MatchStar") c.error(loc, "multiple starred expressions in sequence pattern");
  });
  if (!seenStar) c.addopI(loc, O.UNPACK_SEQUENCE, n);
}

function subpattern(c: Compiler, p: ast.pattern, pc: PatternContext): void {
  const allow = pc.allowIrrefutable;
  pc.allowIrrefutable = true;
  visitPattern(c, p, pc);
  pc.allowIrrefutable = allow;
}

function patternAs(c: Compiler, p: ast.MatchAs, pc: PatternContext): void {
  const loc = locOf(p);
  if (p.pattern === null) {
    if (!pc.allowIrrefutable) {
      if (p.name) c.error(loc, `name capture ${reprStr(p.name)} makes remaining patterns unreachable`);
      c.error(loc, "wildcard makes remaining patterns unreachable");
    }
    storeName(c, loc, p.name, pc);
    return;
  }
  pc.onTop++;
  c.addopI(loc, O.COPY, 1);
  visitPattern(c, p.pattern, pc);
  pc.onTop--;
  storeName(c, loc, p.name, pc);
}

function patternClass(c: Compiler, p: ast.MatchClass, pc: PatternContext): void {
  const loc = locOf(p);
  const nargs = p.patterns.length;
  const nattrs = p.kwd_attrs.length;
  for (let i = 0; i < nattrs; i++) {
    for (let j = i + 1; j < nattrs; j++) {
      if (p.kwd_attrs[i] === p.kwd_attrs[j]) c.error(locOf(p.kwd_patterns[j]!), `attribute name repeated in class pattern: ${p.kwd_attrs[i]}`);
    }
  }
  visitExpr(c, p.cls);
  c.loadConst(loc, pyTuple(p.kwd_attrs.map((a) => ({ type: "str", value: a }))));
  c.addopI(loc, O.MATCH_CLASS, nargs);
  c.addopI(loc, O.COPY, 1);
  c.loadConst(loc, None);
  c.addopI(loc, O.IS_OP, 1);
  pc.onTop++;
  jumpToFailPop(c, loc, pc, O.POP_JUMP_IF_FALSE);
  c.addopI(loc, O.UNPACK_SEQUENCE, nargs + nattrs);
  pc.onTop += nargs + nattrs - 1;
  for (let i = 0; i < nargs + nattrs; i++) {
    pc.onTop--;
    const pattern = i < nargs ? p.patterns[i]! : p.kwd_patterns[i - nargs]!;
    if (isWildcard(pattern)) {
      c.addop(loc, O.POP_TOP);
      continue;
    }
    subpattern(c, pattern, pc);
  }
}

function patternMapping(c: Compiler, p: ast.MatchMapping, pc: PatternContext): void {
  const loc = locOf(p);
  const keys = p.keys;
  let size = keys.length;
  const starTarget = p.rest;
  pc.onTop++;
  c.addop(loc, O.MATCH_MAPPING);
  jumpToFailPop(c, loc, pc, O.POP_JUMP_IF_FALSE);
  if (!size && !starTarget) {
    pc.onTop--;
    c.addop(loc, O.POP_TOP);
    return;
  }
  if (size) {
    c.addop(loc, O.GET_LEN);
    c.loadConst(loc, pyInt(size));
    addCompare(c, loc, { _type: "GtE" });
    jumpToFailPop(c, loc, pc, O.POP_JUMP_IF_FALSE);
  }
  const seen = new Set<string>();
  keys.forEach((key) => {
    if (key._type === "Constant") {
      // Python set membership: 1, 1.0 and True are the same key.
      const kc = astConstToPy(key.value);
      const num = kc.type === "bool" ? BigInt(kc.value ? 1 : 0) : kc.type === "int" ? kc.value : kc.type === "float" && Number.isInteger(kc.value) ? BigInt(kc.value) : kc.type === "complex" && kc.imag === 0 && Number.isInteger(kc.real) ? BigInt(kc.real) : null;
      const k = num !== null ? `n${num}` : constKey(kc);
      if (seen.has(k)) c.error(loc, `mapping pattern checks duplicate key (${reprConstant(key.value)})`);
      seen.add(k);
    } else if (key._type !== "Attribute") c.error(loc, "mapping pattern keys may only match literals and attribute lookups");
    visitExpr(c, key);
  });
  c.addopI(loc, O.BUILD_TUPLE, size);
  c.addop(loc, O.MATCH_KEYS);
  pc.onTop += 2;
  c.addopI(loc, O.COPY, 1);
  c.loadConst(loc, None);
  c.addopI(loc, O.IS_OP, 1);
  jumpToFailPop(c, loc, pc, O.POP_JUMP_IF_FALSE);
  c.addopI(loc, O.UNPACK_SEQUENCE, size);
  pc.onTop += size - 1;
  for (let i = 0; i < size; i++) {
    pc.onTop--;
    subpattern(c, p.patterns[i]!, pc);
  }
  pc.onTop -= 2;
  if (starTarget) {
    c.addopI(loc, O.BUILD_MAP, 0);
    c.addopI(loc, O.SWAP, 3);
    c.addopI(loc, O.DICT_UPDATE, 2);
    c.addopI(loc, O.UNPACK_SEQUENCE, size);
    while (size) {
      c.addopI(loc, O.COPY, 1 + size--);
      c.addopI(loc, O.SWAP, 2);
      c.addop(loc, O.DELETE_SUBSCR);
    }
    storeName(c, loc, starTarget, pc);
  } else {
    c.addop(loc, O.POP_TOP);
    c.addop(loc, O.POP_TOP);
  }
}

function patternOr(c: Compiler, p: ast.MatchOr, pc: PatternContext): void {
  const loc = locOf(p);
  const end = c.newLabel();
  const size = p.patterns.length;
  const old = { ...pc, stores: pc.stores, failPop: pc.failPop };
  let control: string[] | null = null;
  p.patterns.forEach((alt, i) => {
    pc.stores = [];
    pc.allowIrrefutable = i === size - 1 && old.allowIrrefutable;
    pc.failPop = [];
    pc.onTop = 0;
    c.addopI(locOf(alt), O.COPY, 1);
    visitPattern(c, alt, pc);
    const nstores = pc.stores.length;
    if (!i) control = [...pc.stores];
    else if (nstores !== control!.length) c.error(loc, "alternative patterns bind different names");
    else if (nstores) {
      let icontrol = nstores;
      while (icontrol--) {
        const name = control![icontrol]!;
        const istores = pc.stores.indexOf(name);
        if (istores < 0) c.error(loc, "alternative patterns bind different names");
        if (icontrol !== istores) {
          let rotations = istores + 1;
          const rotated = pc.stores.slice(0, rotations);
          pc.stores.splice(0, rotations);
          pc.stores.splice(icontrol - istores, 0, ...rotated);
          while (rotations--) rotate(c, locOf(alt), icontrol + 1);
        }
      }
    }
    c.addopJ(locOf(alt), O.JUMP, end);
    emitAndResetFailPop(c, locOf(alt), pc);
  });
  pc.stores = old.stores;
  pc.allowIrrefutable = old.allowIrrefutable;
  pc.failPop = old.failPop;
  pc.onTop = old.onTop;
  c.addop(loc, O.POP_TOP);
  jumpToFailPop(c, loc, pc, O.JUMP);
  c.useLabel(end);
  const nstores = control!.length;
  const nrots = nstores + 1 + pc.onTop + pc.stores.length;
  for (let i = 0; i < nstores; i++) {
    rotate(c, loc, nrots);
    const name = control![i]!;
    if (pc.stores.includes(name)) c.error(loc, `multiple assignments to name ${reprStr(name)} in pattern`);
    pc.stores.push(name);
  }
  c.addop(loc, O.POP_TOP);
}

function patternSequence(c: Compiler, p: ast.MatchSequence, pc: PatternContext): void {
  const loc = locOf(p);
  const patterns = p.patterns;
  const size = patterns.length;
  let star = -1;
  let onlyWildcard = true;
  let starWildcard = false;
  patterns.forEach((pattern, i) => {
    if (pattern._type === "MatchStar") {
      if (star >= 0) c.error(loc, "multiple starred names in sequence pattern");
      starWildcard = isWildcardStar(pattern);
      onlyWildcard &&= starWildcard;
      star = i;
      return;
    }
    onlyWildcard &&= isWildcard(pattern);
  });
  pc.onTop++;
  c.addop(loc, O.MATCH_SEQUENCE);
  jumpToFailPop(c, loc, pc, O.POP_JUMP_IF_FALSE);
  if (star < 0) {
    c.addop(loc, O.GET_LEN);
    c.loadConst(loc, pyInt(size));
    addCompare(c, loc, { _type: "Eq" });
    jumpToFailPop(c, loc, pc, O.POP_JUMP_IF_FALSE);
  } else if (size > 1) {
    c.addop(loc, O.GET_LEN);
    c.loadConst(loc, pyInt(size - 1));
    addCompare(c, loc, { _type: "GtE" });
    jumpToFailPop(c, loc, pc, O.POP_JUMP_IF_FALSE);
  }
  pc.onTop--;
  if (onlyWildcard) c.addop(loc, O.POP_TOP);
  else if (starWildcard) {
    pc.onTop++;
    patterns.forEach((pattern, i) => {
      if (isWildcard(pattern) || i === star) return;
      c.addopI(loc, O.COPY, 1);
      if (i < star) c.loadConst(loc, pyInt(i));
      else {
        c.addop(loc, O.GET_LEN);
        c.loadConst(loc, pyInt(size - i));
        c.addopI(loc, O.BINARY_OP, binaryOparg({ _type: "Sub" }, false));
      }
      c.addopI(loc, O.BINARY_OP, NB_SUBSCR);
      subpattern(c, pattern, pc);
    });
    pc.onTop--;
    c.addop(loc, O.POP_TOP);
  } else {
    unpackHelper(c, loc, patterns);
    pc.onTop += size;
    for (const pattern of patterns) {
      pc.onTop--;
      subpattern(c, pattern, pc);
    }
  }
}

function visitPattern(c: Compiler, p: ast.pattern, pc: PatternContext): void {
  const loc = locOf(p);
  switch (p._type) {
    case "MatchValue":
      if (p.value._type !== "Constant" && p.value._type !== "Attribute") c.error(loc, "patterns may only match literals and attribute lookups");
      visitExpr(c, p.value);
      addCompare(c, loc, { _type: "Eq" });
      c.addop(loc, O.TO_BOOL);
      jumpToFailPop(c, loc, pc, O.POP_JUMP_IF_FALSE);
      return;
    case "MatchSingleton":
      c.loadConst(loc, astConstToPy(p.value));
      addCompare(c, loc, { _type: "Is" });
      jumpToFailPop(c, loc, pc, O.POP_JUMP_IF_FALSE);
      return;
    case "MatchSequence":
      return patternSequence(c, p, pc);
    case "MatchMapping":
      return patternMapping(c, p, pc);
    case "MatchClass":
      return patternClass(c, p, pc);
    case "MatchStar":
      return storeName(c, loc, p.name, pc);
    case "MatchAs":
      return patternAs(c, p, pc);
    case "MatchOr":
      return patternOr(c, p, pc);
  }
}

export function visitMatch(c: Compiler, s: ast.Match): void {
  const pc: PatternContext = { stores: [], allowIrrefutable: false, failPop: [], onTop: 0 };
  visitExpr(c, s.subject);
  const end = c.newLabel();
  const cases = s.cases.length;
  let m = s.cases[cases - 1]!;
  const hasDefault = isWildcard(m.pattern) && 1 < cases ? 1 : 0;
  for (let i = 0; i < cases - hasDefault; i++) {
    m = s.cases[i]!;
    if (i !== cases - hasDefault - 1) c.addopI(locOf(m.pattern), O.COPY, 1);
    pc.stores = [];
    pc.allowIrrefutable = m.guard !== null || i === cases - 1;
    pc.failPop = [];
    pc.onTop = 0;
    visitPattern(c, m.pattern, pc);
    for (const name of pc.stores) c.nameop(locOf(m.pattern), name, "Store");
    if (m.guard) {
      ensureFailPop(c, pc, 0);
      jumpIf(c, locOf(m.pattern), m.guard, pc.failPop[0]!, false);
    }
    if (i !== cases - hasDefault - 1) c.addop(NEXT_LOCATION, O.POP_TOP);
    for (const st of m.body) visitStmt(c, st);
    c.addopJ(NO_LOCATION, O.JUMP, end);
    emitAndResetFailPop(c, locOf(m.pattern), pc);
  }
  if (hasDefault) {
    m = s.cases[cases - 1]!;
    if (cases === 1) c.addop(locOf(m.pattern), O.POP_TOP);
    else c.addop(locOf(m.pattern), O.NOP);
    if (m.guard) jumpIf(c, locOf(m.pattern), m.guard, end, false);
    for (const st of m.body) visitStmt(c, st);
  }
  c.useLabel(end);
}
