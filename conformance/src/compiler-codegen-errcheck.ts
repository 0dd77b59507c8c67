import { loadOracle } from "./oracle.js";
import { oracleCompile } from "./compiler-codegen-oracle.js";
import { compile } from "../../packages/compiler/src/compile.js";
const o = await loadOracle();
const ERRS = [
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
  "match x:\n    case C(a=1, a=2): pass\n",
  "def f():\n    [(x := 1) for x in y]\n",
  "def f():\n    [i for i in range(3) if (j := i) for j in range(2)]\n",
  "del __debug__\n",
  "def f(__debug__): pass\n",
  "f(__debug__=1)\n",
  "class C:\n    def f(self):\n        nonlocal __class__\n",
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
let ok = 0;
for (const src of ERRS) {
  const want = oracleCompile(o, src, "<e>");
  let got: string;
  try {
    compile(src, "<e>", "exec");
    got = "no error";
  } catch (e) {
    const x = e as { msg?: string; lineno: number; offset: number; end_lineno: number; end_offset: number };
    got = JSON.stringify({ msg: x.msg ?? String(e), lineno: x.lineno, offset: x.offset, end_lineno: x.end_lineno, end_offset: x.end_offset });
  }
  const w = want.error ? JSON.stringify({ msg: want.error.msg, lineno: want.error.lineno, offset: want.error.offset, end_lineno: want.error.end_lineno, end_offset: want.error.end_offset }) : "no error";
  if (w === got) ok++;
  else console.log(JSON.stringify(src), "\n  want", w, "\n  got ", got);
}
console.log(`${ok}/${ERRS.length}`);
