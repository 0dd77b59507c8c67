/**
 * Moves an AST from the oracle into pyts's node objects: `AST_TO_JSON_PY` (run in the oracle)
 * encodes a tree as JSON with tagged constants, `astFromJson` rebuilds it. Used to test `dump`
 * independently of the parser, and to diff parsed trees field by field.
 */
import { Ellipsis, PyBytesValue, PyComplexValue } from "../../../../packages/parser/src/ast/constant.js";
import type { AST } from "../../../../packages/parser/src/ast/nodes.generated.js";

export const AST_TO_JSON_PY = String.raw`
import ast as _ast, json as _json
def _pyts_enc(x):
    if isinstance(x, _ast.AST):
        d = {'_type': type(x).__name__}
        for f in x._fields:
            d[f] = _pyts_enc(getattr(x, f, None))
        for a in x._attributes:
            if hasattr(x, a):
                d[a] = getattr(x, a)
        return d
    if isinstance(x, list):
        return [_pyts_enc(e) for e in x]
    if x is None or isinstance(x, (bool, str)):
        return x
    if isinstance(x, int):
        return {'$int': str(x)}
    if isinstance(x, float):
        return {'$float': repr(x)}
    if isinstance(x, complex):
        return {'$complex': [repr(x.real), repr(x.imag)]}
    if isinstance(x, bytes):
        return {'$bytes': list(x)}
    if x is ...:
        return {'$ellipsis': True}
    raise TypeError(type(x))
def _pyts_ast_json(tree):
    return _json.dumps(_pyts_enc(tree))
`;

const pyFloat = (s: string): number => (s === "inf" ? Infinity : s === "-inf" ? -Infinity : s === "nan" ? NaN : Number(s));

export function astFromJson(text: string): AST {
  const dec = (x: unknown, key: string): unknown => {
    if (Array.isArray(x)) return x.map((e) => dec(e, ""));
    if (x === null || typeof x !== "object") return x;
    const o = x as Record<string, unknown>;
    if ("$int" in o) return BigInt(o.$int as string);
    if ("$float" in o) return pyFloat(o.$float as string);
    if ("$complex" in o) {
      const [re, im] = o.$complex as [string, string];
      return new PyComplexValue(pyFloat(re), pyFloat(im));
    }
    if ("$bytes" in o) return new PyBytesValue(Uint8Array.from(o.$bytes as number[]));
    if ("$ellipsis" in o) return Ellipsis;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) out[k] = dec(v, k);
    void key;
    return out;
  };
  // int-typed fields (lineno, conversion, simple, level, is_async) arrive as {$int}: make them numbers.
  const fixInts = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(fixInts);
    if (n === null || typeof n !== "object" || !("_type" in n)) return;
    const o = n as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if (k === "value" && (o._type === "Constant" || o._type === "MatchSingleton")) continue;
      if (k === "str" && o._type === "Interpolation") continue;
      if (typeof o[k] === "bigint") o[k] = Number(o[k]);
      else fixInts(o[k]);
    }
  };
  const tree = dec(JSON.parse(text), "");
  fixInts(tree);
  return tree as AST;
}
