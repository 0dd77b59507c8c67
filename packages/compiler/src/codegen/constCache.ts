/**
 * Constant identity for `co_consts`: CPython dedups constants with `_PyCode_ConstantKey`, which
 * is type-sensitive (1, 1.0, True and -0.0 stay distinct) and recursive for tuples and frozensets;
 * code objects are never merged. `constKey` is that key as a string.
 */
import type { PyConst } from "../codeObject.js";

const codeKeys = new WeakMap<object, string>();

function floatKey(x: number): string {
  if (Number.isNaN(x)) return "nan";
  return Object.is(x, -0) ? "-0" : String(x);
}

export function constKey(c: PyConst): string {
  switch (c.type) {
    case "None": return "N";
    case "Ellipsis": return "E";
    case "bool": return c.value ? "T" : "F";
    case "int": return `i${c.value}`;
    case "float": return `f${floatKey(c.value)}`;
    case "complex": return `c${floatKey(c.real)},${floatKey(c.imag)}`;
    case "str": return `s${c.value.length}:${c.value}`;
    case "bytes": return `y${Buffer.from(c.value).toString("hex")}`;
    case "tuple": return `t(${c.items.map(constKey).join(",")})`;
    case "frozenset": return `z(${c.items.map(constKey).sort().join(",")})`;
    case "slice": return `S(${constKey(c.start)},${constKey(c.stop)},${constKey(c.step)})`;
    case "code": {
      // Code objects compare equal by content (code_richcompare), so identical ones merge.
      let k = codeKeys.get(c.value);
      if (!k) {
        const co = c.value;
        const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
        k = `C(${JSON.stringify([co.co_name, co.co_qualname, co.co_argcount, co.co_posonlyargcount, co.co_kwonlyargcount, co.co_flags, co.co_firstlineno, hex(co.co_code), co.co_consts.map(constKey), co.co_names, co.co_localsplusnames, hex(co.co_localspluskinds), hex(co.co_linetable), hex(co.co_exceptiontable)])})`;
        codeKeys.set(c.value, k);
      }
      return k;
    }
  }
}

/**
 * Constants to their first index, deduplicated as a dict keyed by `constKey`. Cheaper keys give
 * the same answers: strings and ints are keyed by their values alone, and a code object's full
 * key (a serialization of the whole object) is only built when another code object with the same
 * qualname and first line is already present, since different ones can never be equal.
 */
export class ConstIndex {
  private readonly keyed = new Map<string, number>();
  private readonly strs = new Map<string, number>();
  /** `int` constants keyed by their value (Map compares bigints by value). */
  private readonly ints = new Map<bigint, number>();
  private readonly codes = new Map<string, { c: PyConst & { type: "code" }; i: number }[]>();

  get(c: PyConst): number | undefined {
    if (c.type === "str") return this.strs.get(c.value);
    if (c.type === "int") return this.ints.get(c.value);
    if (c.type !== "code") return this.keyed.get(constKey(c));
    const same = this.codes.get(c.value.co_qualname);
    if (!same) return undefined;
    for (const e of same) {
      if (e.c.value.co_firstlineno === c.value.co_firstlineno && constKey(e.c) === constKey(c)) return e.i;
    }
    return undefined;
  }

  /** Records `c` at index `i`; the caller has checked that `get(c)` is undefined. */
  set(c: PyConst, i: number): void {
    if (c.type === "str") this.strs.set(c.value, i);
    else if (c.type === "int") this.ints.set(c.value, i);
    else if (c.type !== "code") this.keyed.set(constKey(c), i);
    else {
      const same = this.codes.get(c.value.co_qualname);
      if (same) same.push({ c, i });
      else this.codes.set(c.value.co_qualname, [{ c, i }]);
    }
  }
}
