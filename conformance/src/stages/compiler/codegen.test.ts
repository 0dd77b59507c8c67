/**
 * The compiler (symtable → codegen → flowgraph → assembler) against CPython 3.14.2's `compile()`:
 * every code object, recursively, must have the same value in every co_* field of code.proto's
 * `CodeObject` message (the oracle's code object marshalled and loaded by pyts's marshal; see
 * `diffCode` in codegen-oracle.ts). Sources are parsed by the pyts parser.
 * Also: the SyntaxErrors raised by the symtable and codegen stages, with their positions.
 */
import { describe, expect, it } from "vitest";
import { loadOracle, type Oracle } from "../../harness/oracle.js";
import { stdlibCorpus } from "../../harness/corpus.js";
import { CODE_TO_JSON_PY, diffCode, oracleCompile } from "./codegen-oracle.js";
import { checkFile } from "./codegen-stdlib.js";
import { compile } from "../../../../packages/compiler/src/compile.js";
import { syntaxErrorFromWarning, type CompileWarning } from "../../../../packages/compiler/src/warnings.js";

/** Small programs, one feature family each. */
const CASES: Record<string, string> = {
  assignments: "x = 1\na, *b = c = d\nx.y = z[1] = w[1:2] = 3\ndel x, y[0], z.a\nx += 1; y.a -= 2; z[0] *= 3; w[1:2] |= v\n",
  operators: "a = -b + ~c * d ** e // f % g @ h | i ^ j & k << l >> m\nb = not a and (b or c)\nc = a < b <= c != d is e is not f in g not in h\n",
  constants: "x = (1, 2.5, 3j, 'é', b'\\x00', None, True, ..., (1, (2,)))\ny = 2 ** 10, -5, 1 << 70, 'ab' * 3, (1, 2) + (3,)\nz = {1, 2, 'a'} | s\nif x in {'pass ', 'PASS '}: pass\n",
  containers: "l = [1, *a, 2]\nt = (*a, *b)\ns = {*a, 1}\nd = {'a': 1, **e, 'b': 2}\nbig = [" + Array.from({ length: 40 }, (_, i) => `x${i}`).join(", ") + "]\n",
  control: "if a:\n    pass\nelif b:\n    x = 1\nelse:\n    y = 2\nwhile x:\n    if y: break\n    continue\nelse:\n    z = 3\nfor i, j in k:\n    pass\nelse:\n    pass\n",
  calls: "f()\nf(1, *a, k=2, **kw)\no.m(1, k=3)\nsuper().g\nprint(*args)\nall(x for x in y)\nany(x for x in y)\ntuple(x for x in y)\n",
  functions: "def f(a, /, b=1, *c, d, e=2, **g) -> int:\n    '''Doc.\n\n        more\n    '''\n    def h():\n        nonlocal a\n        a += 1\n        return a\n    return h\nlambda x, y=1: x + y\n",
  generators: "def g(a):\n    yield a\n    x = yield\n    yield from a\n    return 1\nasync def c(a):\n    await a\n    async for x in a:\n        pass\n    async with a as b:\n        return [i async for i in b]\n",
  classes: "@dec\nclass C(B, metaclass=M):\n    '''Doc.'''\n    x = 1\n    def __init__(self):\n        self.a = 1\n        super().__init__()\n    def __p(self): return __class__\n    @property\n    def y(self): return self.__p\n",
  exceptions: "try:\n    a()\nexcept ValueError as e:\n    print(e)\nexcept (A, B):\n    pass\nelse:\n    b()\nfinally:\n    c()\ntry:\n    pass\nexcept* E as eg:\n    pass\nwith a as b, c:\n    pass\n",
  finally_unwind: "def f():\n    for x in y:\n        try:\n            with a:\n                return x\n        finally:\n            continue\n    try:\n        return g()\n    finally:\n        del h\n",
  comprehensions: "a = [x for x in y if x]\nb = {x: y for x, y in z}\nc = {x for x in y for z in x}\nd = (x for x in y)\ndef f():\n    return [lambda: x for x in range(3)]\nclass C:\n    v = [x for x in y]\n",
  fstrings: "a = f'{x!r:>{w}} {y=} {z:.{p}f}'\nb = '%s %r %5.2a' % (x, y, z)\nc = f'{x}' f'{y}'\n",
  match: "match p:\n    case 0 | 1: pass\n    case [x, *rest]: pass\n    case {'a': 1, **kw}: pass\n    case Point(x=0, y=yy) if yy: pass\n    case -1 | 2j | None: pass\n    case str() as s: pass\n    case _: pass\n",
  annotations: "x: int = 1\ny: 'str'\nclass C:\n    a: int\n    if t:\n        b: str\ndef f(a: int, *b: str, **c: float) -> None:\n    v: int = 3\n",
  future_annotations: "from __future__ import annotations\nx: list[int] = []\ndef f(a: dict[str, int] | None = None) -> tuple[int, ...]: pass\n",
  future_annotations_unparse: "from __future__ import annotations\ndef f(a: 'str', b: list[int | None] = None, *c: *Ts, d: Callable[..., Awaitable[T]], **e: dict[str, 'X']) -> tuple[int, ...] | None: pass\nx: lambda y, *, z=1: y + z\nv: (1 + 2) * 3 - -4 ** 2 ** -1\nw: a if b else c\nu: [i for i in range(3) if i] = 1\nt: {k: v for k, v in d.items()}\nr: f\"{x!r:>{w}}\" = 3\nq: a.b.c[1:2, ::3, ...]\np: not a and b or c\no: (a, b) | {1, 2} | {'k': 1, **m}\nn: 1e400 + 1.5j + 0x10 + 1_000\nm: b'\\x00' + '\u00e9\\n'\nl: await_ < 3 <= 4 is not None\nk: x[()]\nj: x[(1, 2)]\ni: (*a, b)\nh: a @ b // c % d\ng: f\"a{{b}}{c:{d}.{e}}{ {1: 2} }{x=}\"\n",
  mixed_314: "name = \"x\"\nt = t\"hello {name!r:>10} and {name=} {1+2}\"\nu = t\"\"\ndef f():\n    try:\n        pass\n    except* ValueError as eg:\n        print(eg)\n    except* TypeError:\n        pass\nasync def g(a):\n    b = [x async for x in a if await x]\n    c = {x: y async for x, y in a}\n    return [await z for z in b]\nclass K:\n    global G\n    G = [y := 1, y ** 2]\n    x = [(lambda: i) for i in range(3)]\n    def m(self):\n        def inner():\n            return __class__\n        return super(K, self).m(), inner\nclass P[T: (int, str), *Ts = *tuple[int], **Q = [int]](Base, metaclass=M):\n    type A = list[T]\n    def meth[U](self, u: U) -> T: ...\ny = lambda *, k=__debug__: (yield k)\ndel a.b, c[1:2], d[::1], (e, [f])\n",
  constant_slices: "a = \"\u00fcber\"[1:3], \"abc\"[::-1], b\"xyz\"[1:], (1, 2, 3)[-2:], \"hello\"[::2], \"abc\"[5:], \"abcdef\"[-1:-4:-1], \"x\"[None:None:None]\nb = \"abc\"[1], (1, 2)[0], b\"ab\"[1], \"abc\"[1:2:0]\n",
  type_params: "type A[T] = list[T]\ndef f[T: int, *Ts, **P](x: T) -> T: pass\nclass C[T = int](Base): pass\n",
  imports: "import a.b.c as d\nfrom .x import y as z, w\nfrom m import *\nimport q\n",
  globals: "def f():\n    global g\n    g = 1\ng = 2\n",
  class_cell: "class C:\n    def f(self):\n        nonlocal __class__\n        return __class__\n",
  asserts: "assert x, 'msg'\nassert y\n",
};

/** stdlib files whose code objects still differ, with the cause; the list must shrink. */
const KNOWN_STDLIB_FAILURES = new Set<string>([
]);

/** Sources that must fail in the symtable or codegen stage. */
const ERRORS = [
  "return 1\n",
  "def f():\n    x = 1\n    def g():\n        nonlocal y\n",
  "nonlocal x\n",
  "def f(a, a): pass\n",
  "await x\n",
  "def f():\n    await x\n",
  "def f():\n    x = 1\n    global x\n",
  "def f(a):\n    global a\n",
  "break\n",
  "for x in y:\n    def f():\n        continue\n",
  "yield 1\n",
  "class C:\n    [(y := 1) for x in z]\n",
  "[x for x in (y := [1])]\n",
  "def f():\n    from m import *\n",
  "async def f():\n    yield 1\n    return 2\n",
  "try:\n    pass\nexcept:\n    pass\nexcept E:\n    pass\n",
  "f(a=1, a=2)\n",
  "match x:\n    case y: pass\n    case 1: pass\n",
  "__debug__ = 1\n",
  "class C:\n    nonlocal x\n",
  "def f():\n    print(x)\n    global x\n",
  "def f():\n    x: int = 1\n    global x\n",
  "def f():\n    global x\n    x: int = 1\n",
  "class C:\n    from m import *\n",
  "[(yield) for x in y]\n",
  "def f():\n    [(yield) for x in y]\n",
  "def f():\n    [x async for x in y]\n",
  "async def f():\n    yield 1\n    return 2\n",
  "f(x, a=1, b=2, a=3)\n",
  "match x:\n    case [a, a]: pass\n",
  "match x:\n    case a | [b]: pass\n",
  "match x:\n    case _: pass\n    case 1: pass\n",
  "match x:\n    case {'a': 1, 'a': 2}: pass\n",
  "match x:\n    case {1: a, True: b}: pass\n",
  "match x:\n    case {1.0: a, 1: b}: pass\n",
  "match x:\n    case C(a=1, a=2): pass\n",
  "def f():\n    [(x := 1) for x in y]\n",
  "def f():\n    [i for i in range(3) if (j := i) for j in range(2)]\n",
  "del __debug__\n",
  "def f(__debug__): pass\n",
  "f(__debug__=1)\n",
  "def f():\n    nonlocal x\n",
  "def f(x):\n    nonlocal x\n",
  "def f():\n    x = 1\n    def g():\n        global x\n        nonlocal x\n",
  "for x in y:\n    try:\n        pass\n    except* E:\n        break\n",
  "def f():\n    try:\n        pass\n    except* E:\n        return 1\n",
  "type T[A, A] = int\n",
  "def f[T = int, U](): pass\n",
  "class C:\n    def f(self):\n        yield from x\nasync def g():\n    yield from x\n",
  "(lambda: (yield))\nawait z\n",
  "async def f():\n    def g():\n        await x\n",
  "x = 1\nfrom __future__ import annotations\n",
  "from __future__ import braces\n",
  "from __future__ import nope\n",
  "a, *b, *c = d\n",
  "*a = b\n",
  "def f(x: (yield)): pass\n",
  "def f[T](x: (T := 1)): pass\n",
  "class C[T: (yield)]: pass\n",
  "type X = (yield)\n",
  "def f():\n    class C:\n        x = [(y := 1) for z in w]\n",
];

let oraclePromise: Promise<Oracle> | undefined;
const oracle = (): Promise<Oracle> => (oraclePromise ??= loadOracle());

describe("compiler: code objects identical to CPython 3.14", () => {
  it.each(Object.entries(CASES))("%s", async (_name, src) => {
    const want = oracleCompile(await oracle(), src, "<case>");
    expect(want.error).toBeUndefined();
    expect(diffCode(want.marshal!, compile(src, "<case>", "exec"))).toEqual([]);
  });
});

/** `eval` and `single` modes. */
const MODE_CASES: [string, "eval" | "single"][] = [
  ["1 + x", "eval"], ["[i for i in x]", "eval"], ["lambda: y", "eval"],
  ["x = 1", "single"], ["x", "single"], ["if x:\n    y\n", "single"], ["for i in x: i\n", "single"], ["1; 2", "single"],
];

describe("compiler: eval and single modes", () => {
  it.each(MODE_CASES)("%j (%s)", async (src, mode) => {
    const want = oracleCompile(await oracle(), src, "<case>", mode);
    expect(want.error).toBeUndefined();
    expect(diffCode(want.marshal!, compile(src, "<case>", mode))).toEqual([]);
  });
});

/** `compile(..., flags=PyCF_ALLOW_TOP_LEVEL_AWAIT)`, as asyncio's REPL does. */
const TOP_LEVEL_AWAIT = ["await x\n", "async for i in y:\n    print(i)\n", "async with a as b:\n    pass\n", "x = [i async for i in y]\n"];

describe("compiler: top-level await", () => {
  it.each(TOP_LEVEL_AWAIT)("%j", async (src) => {
    const o = await oracle();
    o.runPython(CODE_TO_JSON_PY);
    const want = o.runPython(`_cmarshal.dumps(compile(${JSON.stringify(src)}, "<case>", "exec", flags=0x2000)).hex()`) as string;
    expect(diffCode(want, compile(src, "<case>", "exec", { flags: 0x2000 }))).toEqual([]);
  });
});

/** Sources with compile-time SyntaxWarnings (lexer, parser, AST preprocessing, codegen). */
const WARNINGS = [
  "x is 1\nif x is not 'a' < 2: pass\ny = x is (1, 2) or x is () or x is -1 or x is [1] or x is None\n",
  "(1, 2)()\n[1]()\nf'{x}'()\n{1: 2}()\n(i for i in x)()\n(lambda: 1)()\nx.y()\n",
  "1[0]\nNone[0]\n{1}[0]\n(lambda: 1)[0]\n'a'[0]\n'a'['b']\n[1][1.5]\n(x,)[()]\nf'{x}'[None]\n[1][True]\nx['a'] = 1\n",
  "assert (x, 'm')\nassert ()\nassert x, (1,)\n",
  "def f():\n    try:\n        return 1\n    finally:\n        return 2\nfor x in y:\n    try:\n        pass\n    finally:\n        break\n",
  "try:\n    pass\nfinally:\n    for x in y:\n        continue\n    def g():\n        return 1\n",
  "def f():\n    try:\n        return x\n    finally:\n        x is 1\n",
  "a = '\\d\\w'\nb = b'\\q' b'\\777', '\\400'\nc = 1if x else 2\nd = [0x1for x in y]\n",
  "p = '''\nmulti \\d\n'''\nx is 1\n'\\z'\n",
];

describe("compiler: SyntaxWarnings, in CPython's order, at its positions", () => {
  it.each(WARNINGS)("%j", async (src) => {
    const o = await oracle();
    o.writeFile("/tmp/_pyts_warn.py", src);
    const want = JSON.parse(o.runPython(WARNINGS_PY) as string) as { warnings: [string, number][]; error: [string, number, number, number, number] | null };
    const got: CompileWarning[] = [];
    compile(src, "<case>", "exec", { warn: (w) => got.push(w) });
    expect(got.map((w) => [w.msg, w.lineno])).toEqual(want.warnings);
    // The first warning as an error (python -W error): compiler-stage ones carry CPython's position.
    const first = got[0];
    if (first && first.offset !== null) {
      let err: unknown;
      try {
        compile(src, "<case>", "exec", { warn: (w) => { throw syntaxErrorFromWarning(w); } });
      } catch (e) {
        err = e;
      }
      const e = err as { msg: string; lineno: number; offset: number; end_lineno: number; end_offset: number };
      expect([e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset]).toEqual(want.error);
    }
  });
});

const WARNINGS_PY = String.raw`
import warnings as _w, json as _j
def _pyts_warnings(src):
    with _w.catch_warnings(record=True) as ws:
        _w.simplefilter("always")
        compile(src, "<case>", "exec")
    out = [[str(w.message), w.lineno] for w in ws if w.category is SyntaxWarning]
    with _w.catch_warnings():
        _w.simplefilter("error")
        try:
            compile(src, "<case>", "exec")
            err = None
        except SyntaxError as e:
            err = [e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset]
    return _j.dumps({"warnings": out, "error": err})
_pyts_warnings(open("/tmp/_pyts_warn.py").read())`;

describe("compiler: SyntaxErrors of the symtable and codegen stages", () => {
  it.each(ERRORS)("%j", async (src) => {
    const want = oracleCompile(await oracle(), src, "<case>");
    expect(want.error).toBeDefined();
    let got: { msg: string; lineno: number; offset: number; end_lineno: number; end_offset: number } | null = null;
    try {
      compile(src, "<case>", "exec");
    } catch (e) {
      const err = e as { msg?: string; lineno: number; offset: number; end_lineno: number; end_offset: number };
      got = { msg: err.msg ?? String(e), lineno: err.lineno, offset: err.offset, end_lineno: err.end_lineno, end_offset: err.end_offset };
    }
    const w = want.error!;
    expect(got).toEqual({ msg: w.msg, lineno: w.lineno, offset: w.offset, end_lineno: w.end_lineno, end_offset: w.end_offset });
  });
});

describe("compiler: stdlib corpus", () => {
  it.each([
    ["default", -1],
    ["-O", 1],
    ["-OO", 2],
  ] as const)("code objects (and dis text) identical for every file not listed as a known failure (%s)", { timeout: 1_800_000 }, async (_label, optimize) => {
    const files = stdlibCorpus();
    const failures: string[] = [];
    const unexpectedPasses: string[] = [];
    let identical = 0;
    for (const f of files) {
      const r = await checkFile(f.path, f.bytes, "pyts", optimize);
      if (r.identical && !r.disIdentical) failures.push(`${f.path}: dis text differs`);
      if (r.identical) identical++;
      if (!r.identical && !KNOWN_STDLIB_FAILURES.has(f.path)) failures.push(`${f.path}: ${r.detail}`);
      if (r.identical && KNOWN_STDLIB_FAILURES.has(f.path)) unexpectedPasses.push(f.path);
    }
    console.log(`code objects identical (${_label}): ${identical}/${files.length} stdlib files`);
    expect({ failures, unexpectedPasses }).toEqual({ failures: [], unexpectedPasses: [] });
  });
});
