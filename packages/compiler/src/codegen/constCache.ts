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
