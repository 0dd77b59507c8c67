/**
 * `pnpm fuzz builtins`: every builtin function called with 0–3 arguments drawn from a pool of
 * values (values.ts), compared with native CPython 3.14 (a 64-bit build with SipHash, as pyts:
 * hashes and set orders agree, where the 32-bit oracle's differ). Left out: what reads or writes
 * outside the program or ends it (open, input's terminal, help, breakpoint, exit, quit, license,
 * credits, copyright), what names the calling frame (globals, locals, vars), id (addresses),
 * __import__ and __build_class__; `hash` is called on values whose hash is their value's (an
 * object's default hash is its address).
 */
import { compareExpressions } from "./calls.js";
import type { Fuzzer } from "./fuzzer.js";
import { Rng } from "./rng.js";
import { SMALL, VALUES } from "./values.js";

export const BUILTIN_FUNCTIONS: readonly string[] = [
  "abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool", "bytearray", "bytes", "callable", "chr", "classmethod",
  "compile", "complex", "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "filter", "float", "format",
  "frozenset", "getattr", "hasattr", "hex", "int", "isinstance", "issubclass", "iter", "len", "list", "map",
  "max", "memoryview", "min", "next", "object", "oct", "ord", "pow", "print", "property", "range", "repr", "reversed",
  "round", "set", "setattr", "slice", "sorted", "staticmethod", "str", "sum", "super", "tuple", "type", "zip",
];

/** Values whose hash does not depend on an address. */
const HASHED: readonly string[] = VALUES.filter((v) => !/^(int|str|list|len|abs|object|\(lambda|iter\(|object\(\))/.test(v));

/** Builtins whose arguments come from SMALL only (a huge exponent or count would not finish). */
const SMALL_ARGS = new Set(["pow", "divmod", "round"]);

export function builtinCalls(seed: number, n: number): string[] {
  const rng = new Rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const f = rng.chance(1 / BUILTIN_FUNCTIONS.length) ? "hash" : rng.pick(BUILTIN_FUNCTIONS);
    const pool = SMALL_ARGS.has(f) ? SMALL : f === "hash" ? HASHED : VALUES;
    const argc = rng.int(4);
    const args = Array.from({ length: argc }, () => rng.pick(pool));
    out.push(`${f}(${args.join(", ")})`);
  }
  return out;
}

const fuzzer: Fuzzer = {
  name: "builtins",
  defaultN: 36_000,
  testN: 1_500,
  run: (ctx) => compareExpressions("builtins", ctx, builtinCalls(ctx.seed, ctx.n), { reference: "native" }),
};
export default fuzzer;
