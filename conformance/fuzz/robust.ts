/**
 * The robustness fuzzer: builtins, methods of the builtin types and functions of the native
 * modules pyts has (math, cmath, time, gc, sys, weakref, atexit, os), called with generated
 * arguments (wrong counts, wrong types, huge and negative ints and sizes, odd floats, crafted code
 * objects from code.replace), each compared with native CPython 3.14 by outcome: `ok` or the
 * exception's type name. One batch script per process on each side prints a line per call;
 * pyts runs as a child process (`pyts run`, built: packages/cli/dist) so that a crash (a signal,
 * a JS error escaping) or a hang (the batch timeout) is seen from outside; after one the batch
 * goes on from the next call. Internal errors (SystemError "pyts internal error") are counted
 * apart. Calls that would block, sleep, exit or touch the file system or stdin are never made.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FuzzContext, FuzzResult, Fuzzer } from "./fuzzer.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A batch (or what is left of it after a crash or hang) gets this long. */
const BATCH_TIMEOUT_MS = 15_000;

/** mulberry32: a small seeded PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Arguments: small and safe (any target), or large (sizes, counts: only for targets that cannot take long on them). */
const SMALL_ARGS = [
  "0", "1", "-1", "2", "7", "-3", "255", "256", "0.0", "-0.0", "1.5", "-2.5", "1e308", "float('inf')", "float('-inf')", "float('nan')",
  "1j", "(1+2j)", "True", "False", "None", "''", "'abc'", "'a b c'", "'\\x00'", "'\\u00e9t\\u00e9'", "'\\U0001f600'", "'123'", "'-1.5'", "'0x1f'",
  "b''", "b'abc'", "b'\\xff\\x00'", "bytearray(b'xy')", "[]", "[1, 2, 3]", "['a', 'b']", "()", "(1, 2)", "('a', 1)", "{}", "{'a': 1}", "{1, 2}",
  "frozenset()", "object()", "int", "str", "type", "object", "len", "lambda: 0", "lambda x: x", "range(3)", "slice(1, 2)", "iter([1])", "...", "NotImplemented",
  "memoryview(b'ab')", "(lambda: None).__code__", "Exception('x')", "ValueError",
];
const LARGE_ARGS = ["2**31 - 1", "2**31", "2**63 - 1", "2**63", "-2**63", "-2**63 - 1", "2**64", "10**20", "-10**20", "2**1000", "10**400", "1e300", "-10**6"];

/** Targets: expressions evaluating to a callable, and whether large ints may be passed (no huge work or memory on them). */
interface Target {
  f: string;
  large: boolean;
}

const BUILTINS_SAFE = ["abs", "all", "any", "ascii", "bin", "bool", "callable", "chr", "complex", "divmod", "float", "format", "frozenset", "getattr", "hasattr", "hash", "hex", "id", "int", "isinstance", "issubclass", "iter", "len", "list", "max", "min", "next", "oct", "ord", "repr", "reversed", "round", "set", "slice", "sorted", "str", "sum", "tuple", "type", "zip", "enumerate", "filter", "map", "dict", "setattr", "delattr", "vars", "dir", "divmod", "object", "super", "property", "staticmethod", "classmethod", "memoryview"];
const BUILTINS_SIZED = ["range", "bytes", "bytearray", "pow"];

const TYPE_METHODS: Record<string, string[]> = {
  int: ["bit_length", "bit_count", "to_bytes", "from_bytes", "as_integer_ratio", "conjugate", "is_integer", "__add__", "__sub__", "__mul__", "__floordiv__", "__truediv__", "__mod__", "__divmod__", "__pow__", "__lshift__", "__rshift__", "__and__", "__or__", "__xor__", "__neg__", "__abs__", "__invert__", "__lt__", "__eq__", "__hash__", "__bool__", "__int__", "__float__", "__index__", "__round__", "__format__", "__trunc__", "__floor__", "__ceil__", "__new__", "__repr__", "__getnewargs__", "__sizeof__"],
  float: ["as_integer_ratio", "is_integer", "hex", "fromhex", "conjugate", "__add__", "__mul__", "__truediv__", "__floordiv__", "__mod__", "__divmod__", "__pow__", "__neg__", "__abs__", "__lt__", "__eq__", "__round__", "__int__", "__trunc__", "__floor__", "__ceil__", "__format__", "__getformat__", "__hash__", "__repr__"],
  complex: ["conjugate", "__add__", "__mul__", "__truediv__", "__pow__", "__abs__", "__neg__", "__eq__", "__hash__", "__format__", "__repr__"],
  str: ["capitalize", "casefold", "center", "count", "encode", "endswith", "expandtabs", "find", "format", "index", "isalnum", "isalpha", "isascii", "isdecimal", "isdigit", "isidentifier", "islower", "isnumeric", "isprintable", "isspace", "istitle", "isupper", "join", "ljust", "lower", "lstrip", "maketrans", "partition", "removeprefix", "removesuffix", "replace", "rfind", "rindex", "rjust", "rpartition", "rsplit", "rstrip", "split", "splitlines", "startswith", "strip", "swapcase", "title", "translate", "upper", "zfill", "__getitem__", "__contains__", "__add__", "__mul__", "__mod__", "__len__", "__eq__", "__lt__", "__hash__", "__format__", "__iter__"],
  bytes: ["capitalize", "center", "count", "decode", "endswith", "find", "fromhex", "hex", "index", "isalnum", "isalpha", "isdigit", "join", "ljust", "lower", "lstrip", "partition", "replace", "rfind", "rjust", "rsplit", "rstrip", "split", "splitlines", "startswith", "strip", "translate", "upper", "zfill", "__getitem__", "__contains__", "__add__", "__mul__", "__mod__", "__len__", "__eq__", "__hash__"],
  bytearray: ["append", "extend", "insert", "pop", "remove", "reverse", "clear", "copy", "decode", "find", "hex", "join", "split", "strip", "__getitem__", "__setitem__", "__delitem__", "__contains__", "__add__", "__iadd__", "__len__", "__eq__"],
  list: ["append", "extend", "insert", "pop", "remove", "index", "count", "sort", "reverse", "clear", "copy", "__getitem__", "__setitem__", "__delitem__", "__contains__", "__add__", "__iadd__", "__mul__", "__len__", "__eq__", "__lt__", "__iter__", "__reversed__", "__init__"],
  tuple: ["index", "count", "__getitem__", "__contains__", "__add__", "__mul__", "__len__", "__eq__", "__lt__", "__hash__", "__iter__"],
  dict: ["get", "setdefault", "pop", "popitem", "keys", "values", "items", "update", "clear", "copy", "fromkeys", "__getitem__", "__setitem__", "__delitem__", "__contains__", "__len__", "__eq__", "__or__", "__ior__", "__iter__", "__init__"],
  set: ["add", "discard", "remove", "pop", "clear", "copy", "union", "intersection", "difference", "symmetric_difference", "issubset", "issuperset", "isdisjoint", "update", "__contains__", "__len__", "__or__", "__and__", "__sub__", "__xor__", "__eq__", "__le__", "__iter__"],
  frozenset: ["union", "intersection", "difference", "issubset", "copy", "__contains__", "__or__", "__and__", "__hash__", "__eq__"],
  object: ["__setattr__", "__delattr__", "__getattribute__", "__eq__", "__ne__", "__hash__", "__repr__", "__str__", "__format__", "__reduce_ex__", "__sizeof__", "__dir__", "__init_subclass__", "__subclasshook__", "__new__", "__init__"],
  type: ["__call__", "__instancecheck__", "__subclasscheck__", "mro", "__subclasses__", "__prepare__", "__setattr__", "__getattribute__", "__or__"],
};
/** Methods whose count or size argument makes work or memory (only small ints given). */
const SIZED_METHODS = new Set(["center", "ljust", "rjust", "zfill", "expandtabs", "__mul__", "__pow__", "__lshift__", "to_bytes", "__rmul__", "insert", "__imul__"]);

const INSTANCES: Record<string, string[]> = {
  int: ["5", "-7", "2**70"], float: ["2.5", "-0.0", "float('nan')"], complex: ["(1-2j)"], str: ["'hello'", "''"], bytes: ["b'hi'"], bytearray: ["bytearray(b'ab')"],
  list: ["[3, 1, 2]", "[]"], tuple: ["(1, 'a')"], dict: ["{'k': 1}"], set: ["{1, 2}"], frozenset: ["frozenset({1})"], object: ["object()", "1", "'s'"], type: ["int", "type"],
};

const MODULE_FUNCS: Record<string, [string[], string[]]> = {
  // [safe with any argument, sized (small ints only)]
  math: [["ceil", "floor", "trunc", "fabs", "sqrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "degrees", "radians", "hypot", "dist", "copysign", "fmod", "remainder", "modf", "frexp", "ldexp", "isfinite", "isinf", "isnan", "isclose", "gcd", "isqrt", "fsum", "prod", "sumprod", "nextafter", "ulp", "erf", "erfc", "gamma", "lgamma", "cbrt", "fma"], ["factorial", "comb", "perm", "lcm"]],
  cmath: [["sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "phase", "polar", "rect", "isfinite", "isinf", "isnan", "isclose"], []],
  time: [["time", "time_ns", "monotonic", "monotonic_ns", "perf_counter", "perf_counter_ns", "process_time", "process_time_ns", "thread_time", "gmtime", "localtime", "mktime", "asctime", "ctime", "strftime", "get_clock_info"], []],
  gc: [["isenabled", "get_count", "get_threshold", "get_referrers", "get_referents", "is_tracked", "is_finalized", "get_stats", "get_debug", "get_freeze_count"], []],
  sys: [["getrefcount", "intern", "getrecursionlimit", "is_finalizing", "getdefaultencoding", "getfilesystemencoding", "getsizeof", "exc_info", "exception", "getswitchinterval"], []],
  weakref: [["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakSet", "WeakValueDictionary", "WeakKeyDictionary"], []],
  atexit: [["unregister", "_ncallbacks"], []],
  os: [["fspath", "getpid", "getcwd", "strerror"], []],
};

/** Crafted code objects: replace() with odd fields, then called. */
const CODE_CALLS = [
  "(lambda: None).__code__.replace(co_stacksize={n})",
  "(lambda: None).__code__.replace(co_argcount={n})",
  "(lambda: None).__code__.replace(co_nlocals={n})",
  "(lambda: None).__code__.replace(co_flags={n})",
  "(lambda: None).__code__.replace(co_firstlineno={n})",
  "(lambda: None).__code__.replace(co_name={a})",
  "(lambda: None).__code__.replace(co_consts={a})",
  "(lambda: None).__code__.replace(co_names={a})",
  "(lambda: None).__code__.replace(co_qualname={a}, co_filename={a})",
  // called only with a stack size above what it needs (a smaller one is undefined behaviour in CPython)
  "type(lambda: None)((lambda: None).__code__.replace(co_stacksize=2**31 - 1), {})()",
];

function pick<T>(rnd: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rnd() * xs.length)]!;
}

function targets(): Target[] {
  const out: Target[] = [];
  for (const b of BUILTINS_SAFE) out.push({ f: b, large: true });
  for (const b of BUILTINS_SIZED) out.push({ f: b, large: false });
  for (const [t, ms] of Object.entries(TYPE_METHODS)) {
    for (const m of ms) {
      const large = !SIZED_METHODS.has(m);
      out.push({ f: `${t}.${m}`, large });
      for (const inst of INSTANCES[t] ?? []) out.push({ f: `(${inst}).${m}`, large });
    }
  }
  for (const [mod, [safe, sized]] of Object.entries(MODULE_FUNCS)) {
    for (const f of safe) out.push({ f: `${mod}.${f}`, large: true });
    for (const f of sized) out.push({ f: `${mod}.${f}`, large: false });
  }
  return out;
}

/** One generated call, as a Python expression. */
function generate(rnd: () => number, ts: Target[]): string {
  if (rnd() < 0.03) {
    const tpl = pick(rnd, CODE_CALLS);
    return tpl.replace("{n}", pick(rnd, [...SMALL_ARGS.slice(0, 8), "2**31 - 1", "-1", "2**31", "100000"])).replace(/\{a\}/g, () => pick(rnd, SMALL_ARGS));
  }
  const t = pick(rnd, ts);
  const r = rnd();
  const nargs = r < 0.2 ? 0 : r < 0.55 ? 1 : r < 0.85 ? 2 : r < 0.95 ? 3 : 4;
  const args: string[] = [];
  for (let i = 0; i < nargs; i++) args.push(t.large && rnd() < 0.2 ? pick(rnd, LARGE_ARGS) : pick(rnd, SMALL_ARGS));
  return `${t.f}(${args.join(", ")})`;
}

const PRELUDE = `import math, cmath, time, gc, sys, weakref, atexit, os
def _r(f):
    try:
        f()
        out = "ok"
    except BaseException as e:
        out = type(e).__name__
        try:
            if "pyts internal error" in str(e):
                out += "!internal"
        except BaseException:
            pass
    print(out, flush=True)
`;

export function batchScript(calls: string[]): string {
  return PRELUDE + calls.map((c) => `_r(lambda: ${c})\n`).join("");
}

interface Outcome {
  kind: "ok" | "exc" | "crash" | "hang";
  text: string;
}

/** Runs `calls` in processes of `argv`, going on past a crash or hang; one outcome per call. */
function runAll(argv: string[], env: NodeJS.ProcessEnv, calls: string[], dir: string, tag: string, timeoutMs: number): Outcome[] {
  const out: Outcome[] = [];
  let i = 0;
  let round = 0;
  while (i < calls.length) {
    const file = join(dir, `${tag}_${round++}.py`);
    writeFileSync(file, batchScript(calls.slice(i)));
    const r = spawnSync(argv[0]!, [...argv.slice(1), file], { env, encoding: "utf8", timeout: timeoutMs, maxBuffer: 64 * 2 ** 20, input: "" });
    const lines = (r.stdout ?? "").split("\n").filter((l) => l.length > 0);
    for (const l of lines) out.push({ kind: l === "ok" ? "ok" : "exc", text: l });
    i += lines.length;
    if (i >= calls.length) break;
    // the call at i did not finish: a hang (timeout) or the process died
    let res = r;
    let timedOut = r.error !== undefined && (r.error as { code?: string }).code === "ETIMEDOUT";
    if (timedOut) {
      // the timeout is the batch's: on a loaded machine a batch can run past it with every call
      // quick. The call is run again alone in a fresh process, and is a hang only if it times out there.
      const alone = join(dir, `${tag}_${round++}_alone.py`);
      writeFileSync(alone, batchScript([calls[i]!]));
      const r1 = spawnSync(argv[0]!, [...argv.slice(1), alone], { env, encoding: "utf8", timeout: timeoutMs, maxBuffer: 64 * 2 ** 20, input: "" });
      const l1 = (r1.stdout ?? "").split("\n").filter((l) => l.length > 0);
      if (l1.length === 1) {
        out.push({ kind: l1[0] === "ok" ? "ok" : "exc", text: l1[0]! });
        i++;
        continue;
      }
      res = r1;
      timedOut = r1.error !== undefined && (r1.error as { code?: string }).code === "ETIMEDOUT";
    }
    const why = timedOut ? "hang" : "crash";
    out.push({ kind: why, text: `${why}: status ${res.status} signal ${res.signal} ${(res.stderr ?? "").split("\n").slice(-4).join(" | ").slice(0, 300)}` });
    i++;
  }
  return out;
}

function nativeArgv(prefix: string): string[] {
  // the prefix is `VAR=value … /path/ld.so --library-path … python3.14`
  return ["env", ...prefix.trim().split(/\s+/)];
}

/** The calls of a run (`seed`, `n`), as Python expressions. */
export function generateCalls(seed: number, n: number): string[] {
  const rnd = mulberry32(seed);
  const ts = targets();
  const calls: string[] = [];
  for (let k = 0; k < n; k++) calls.push(generate(rnd, ts));
  return calls;
}

const robust: Fuzzer = {
  name: "robust",
  reference: "native CPython 3.14: ok or the exception type; crashes, hangs and internal errors fail the run",
  defaultN: 30000,
  testN: 1500,
  async run(ctx: FuzzContext): Promise<FuzzResult> {
    const calls = generateCalls(ctx.seed, ctx.n);
    const dir = mkdtempSync(join(tmpdir(), "pyts-fuzz-robust-"));
    const env = { ...process.env, PYTHONHASHSEED: "0" };
    const pytsArgv = [process.execPath, join(root, "packages", "cli", "dist", "main.js"), "run"];
    const BATCH = 500;
    const want: Outcome[] = [];
    const got: Outcome[] = [];
    try {
      for (let b = 0; b < calls.length; b += BATCH) {
        const part = calls.slice(b, b + BATCH);
        want.push(...runAll(nativeArgv(ctx.native), env, part, dir, `native${b}`, BATCH_TIMEOUT_MS));
        got.push(...runAll(pytsArgv, env, part, dir, `pyts${b}`, BATCH_TIMEOUT_MS));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    let identical = 0;
    let raising = 0;
    let raisingSame = 0;
    const counts: Record<string, number> = { host_crashes: 0, hangs: 0, internal_errors: 0, native_hangs_skipped: 0, cpython_raises: 0, cpython_raises_same_type: 0 };
    const differences: string[] = [];
    let compared = 0;
    for (let k = 0; k < calls.length; k++) {
      const w = want[k]!, g = got[k]!;
      if (w.kind === "hang" || w.kind === "crash") {
        counts.native_hangs_skipped!++;
        continue;
      }
      compared++;
      if (g.kind === "crash") counts.host_crashes!++;
      if (g.kind === "hang") counts.hangs!++;
      if (g.text.endsWith("!internal")) {
        counts.internal_errors!++;
        // listed first: they are bugs whatever CPython does
        differences.unshift(`${calls[k]}\n    CPython: ${w.text}\n    pyts:    INTERNAL ERROR ${g.text}`);
        continue;
      }
      if (w.kind === "exc") raising++;
      if (g.text === w.text) {
        identical++;
        if (w.kind === "exc") raisingSame++;
      } else {
        differences.push(`${calls[k]}\n    CPython: ${w.text}\n    pyts:    ${g.text}`);
      }
    }
    counts.cpython_raises = raising;
    counts.cpython_raises_same_type = raisingSame;
    // a crash, a hang or an internal error fails the run whatever else it found; differing
    // exception types are differences (issue #24's target: the same type in >= 99% of the calls
    // where CPython raises, counted above)
    const failed = counts.host_crashes! > 0 || counts.hangs! > 0 || counts.internal_errors! > 0;
    return { identical, total: compared, differences, counts, failed };
  },
};

export default robust;
