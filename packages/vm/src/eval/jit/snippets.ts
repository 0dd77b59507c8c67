/**
 * Pieces of generated code both jit/emit.ts and jit/fuse.ts write: reference-count updates, the
 * int arithmetic fast path, the JS operator of a BINARY_OP that floats and ints compute inline,
 * and the case labels of fused groups' unfused copies.
 */
import { IMMORTAL_REFCNT } from "../../objects/object.js";

export const IMM = IMMORTAL_REFCNT;
export const inc = (v: string): string => `if (${v}.ob_refcnt < ${IMM}) ${v}.ob_refcnt++;`;
export const dec = (v: string): string => `if (${v}.ob_refcnt < ${IMM} && --${v}.ob_refcnt === 0) ${v}.ob_type.tp_dealloc(${v});`;
export const xdec = (v: string): string => `if (${v} != null && ${v}.ob_refcnt < ${IMM} && --${v}.ob_refcnt === 0) ${v}.ob_type.tp_dealloc(${v});`;

/** Case labels of fused groups' unfused copies: UNFUSED + the group's first offset. */
export const UNFUSED = 1 << 24;

/** The JS operator of BINARY_OP `oparg` when it is +, -, * or their in-place forms; else null. */
export function inlineOperator(oparg: number): string | null {
  const op = oparg >= 13 ? oparg - 13 : oparg;
  return op === 0 ? "+" : op === 10 ? "-" : op === 5 ? "*" : null;
}

/**
 * `a OP b` (+, -, *) on two exact ints held as JS numbers, into `r` when the result is a safe
 * integer too (intAdd/intSub/intMul's first case; -0 from a product is 0).
 */
export function intOp(fop: string): string {
  return `{ const x = a.value, y = b.value;
    if (typeof x === "number" && typeof y === "number") { const z = x ${fop} y; if (z <= ${Number.MAX_SAFE_INTEGER} && z >= -${Number.MAX_SAFE_INTEGER}) r = newInt(z === 0 ? 0 : z); } }`;
}

/**
 * An attribute instruction's inline cache (eval/attrCache.ts; `ACT`/`ACS`/`ACD` are its tag,
 * slot and descriptor arrays, bound in the function's header) searched in generated code, as
 * CPython's specialised LOAD_ATTR_INSTANCE_VALUE / STORE_ATTR_INSTANCE_VALUE /
 * LOAD_ATTR_METHOD_WITH_VALUES guard on the type version: the way filled for `tp`'s version tag
 * into `w` (-1 when none, or when the tag is stale, below typeVersions.minValid), so the MRO
 * answers the name as when the entry was filled. The ways are `at`, `at + AN`, … (AN is the
 * cache's instruction count): a site that sees several classes (a base class's method run on
 * instances of its subclasses) finds each class's entry without a call.
 */
const findWay = (at: number, tp: string): string => `let w = -1;
    { const tag = ${tp}.tp_version_tag;
      if (tag >= typeVersions.minValid) for (let k = ${at}; k < ACT.length; k += AN) if (ACT[k] === tag) { w = k; break; } }`;

/**
 * `o.name` (LOAD_ATTR at `at`) into `r` (a new reference), or null where the helper declines:
 * the instance dict's entry at the cached index when it holds that name (no lookup, no call),
 * else loadInstanceAttr.
 */
export function loadAttrInline(at: number, o: string, name: string, r: string): string {
  return `{ const tp = ${o}.ob_type, d = ${o}.dict; ${findWay(at, "tp")}
    const i = w >= 0 ? ACS[w] : -1;
    if (d !== null && i >= 0 && i < d.keys.length && d.keys[i] === ${name}) { ${r} = d.values[i]; ${inc(r)} }
    else ${r} = R.loadInstanceAttr(code, ${at}, ${o}, ${name}); }`;
}

/**
 * `o.name = v` (STORE_ATTR at `at`, both borrowed): true into `done` when stored — inline when
 * the instance dict has the name at the cached index (the old value released), appended when a
 * split dict has as many entries as that index and its shared keys go on with the name (a new
 * instance's `__init__`: dict.ts splitDictAppend; its first attribute makes the dict, a split one
 * when the type's instances keep inline values), else by storeInstanceAttr — false when that
 * declines (the generic path's to do).
 */
export function storeAttrInline(at: number, o: string, name: string, v: string, done: string): string {
  return `{ const tp = ${o}.ob_type, d = ${o}.dict; ${findWay(at, "tp")}
    const i = w >= 0 ? ACS[w] : -1;
    if (d !== null && i >= 0 && i < d.keys.length && d.keys[i] === ${name}) {
      const old = d.values[i]; ${inc(v)} d.values[i] = ${v}; ${dec("old")} ${done} = true;
    } else if (d !== null && i >= 0 && i === d.keys.length && R.splitDictAppend(d, ${name}, ${v})) ${done} = true;
    else if (d === null && i === 0 && tp.tp_inline_values === 1 && R.splitDictAppend(${o}.dict = R.newSplitDict(), ${name}, ${v})) ${done} = true;
    else ${done} = R.storeInstanceAttr(code, ${at}, ${o}, ${name}, ${v}); }`;
}

/**
 * `o.name` for a call (LOAD_ATTR with the method bit at `at`): the cached method descriptor into
 * `m` (a new reference) when the type's entry is one and `o` has no instance dict entry that
 * could shadow it (its dict's filter has the name's bit clear), else loadMethodCached's answer.
 */
export function loadMethodInline(at: number, o: string, name: string, m: string): string {
  return `{ const tp = ${o}.ob_type, d = ${o}.dict; ${findWay(at, "tp")}
    const f = w >= 0 ? ACD[w] : null;
    if (f !== null && (d === null || (${name}.hhi !== -1 && (d.bloom & (1 << (${name}.hkey & 31))) === 0) || (d.shared !== null && d.shared === ACK[w]))) { ${m} = f; ${inc("f")} }
    else ${m} = R.loadMethodCached(code, ${at}, ${o}, ${name}); }`;
}

/**
 * BINARY_OP `//`, `%`, `**` or `/` (and their in-place forms) on exact floats, or an exact float and
 * an int held as a JS number (an exact double), or for `/` two such ints (long_true_divide's
 * exact-double case): float's slot run directly (numbers.ts floatBinaryOp, which declines what
 * would raise) into `r`; else `r` stays null. Null for the other operators.
 */
export function floatSlotOp(oparg: number): string | null {
  const op = oparg >= 13 ? oparg - 13 : oparg;
  if (op !== 2 && op !== 6 && op !== 8 && op !== 11) return null;
  const num = (x: string): string => `(${x}.ob_type === PyFloat_Type || (${x}.ob_type === PyLong_Type && typeof ${x}.value === "number"))`;
  const someFloat = op === 11 ? "" : ` && (a.ob_type === PyFloat_Type || b.ob_type === PyFloat_Type)`;
  return `if (${num("a")} && ${num("b")}${someFloat}) r = R.floatBinaryOp(${op}, a.value, b.value);`;
}
