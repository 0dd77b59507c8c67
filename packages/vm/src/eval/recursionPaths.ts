/**
 * The ways Python code re-enters the eval loop from native code (TypeScript builtins and slots
 * calling back into Python), as test programs: each defines `start()`, which recurses without end
 * through that path and calls `bump()` once per level. Used by eval/recursion.test.ts (every path
 * ends in a RecursionError, in process) and by the CLI's tests (each reaches native CPython's
 * depth and traceback when run by `pyts run`).
 */
export const NATIVE_REENTRY_PATHS: Readonly<Record<string, string>> = {
  "__eq__": "class E:\n    def __eq__(self, o): bump(); return E() == o\ndef start(): E() == 1",
  "__eq__ in a dict lookup": "class K:\n    def __hash__(self): return 1\n    def __eq__(self, o): bump(); return K() in {K(): 1}\ndef start(): K() == 1",
  "__lt__ in list.sort": "class L:\n    def __lt__(self, o): bump(); sorted([L(), L()]); return True\ndef start(): sorted([L(), L()])",
  "__hash__": "class H:\n    def __hash__(self): bump(); return hash(H())\ndef start(): hash(H())",
  "__getattr__": "class A:\n    def __getattr__(self, n): bump(); return A().x\ndef start(): A().y",
  "__getattribute__": "class A:\n    def __getattribute__(self, n): bump(); return A().x\ndef start(): A().y",
  "__setattr__": "class S:\n    def __setattr__(self, n, v): bump(); S().x = 1\ndef start(): S().y = 1",
  "__getitem__": "class G:\n    def __getitem__(self, i): bump(); return G()[i]\ndef start(): G()[0]",
  "__setitem__": "class G:\n    def __setitem__(self, i, v): bump(); G()[i] = v\ndef start(): G()[0] = 1",
  "__delitem__": "class G:\n    def __delitem__(self, i): bump(); del G()[i]\ndef start(): del G()[0]",
  "__class_getitem__": "class G:\n    def __class_getitem__(cls, i): bump(); return G[i]\ndef start(): G[0]",
  "__index__": "class I:\n    def __index__(self): bump(); return [1][I()]\ndef start(): [1][I()]",
  "__contains__": "class C:\n    def __contains__(self, x): bump(); return 1 in C()\ndef start(): 1 in C()",
  "property": "class P:\n    @property\n    def v(self): bump(); return P().v\ndef start(): P().v",
  "__get__": "class D:\n    def __get__(self, o, t): bump(); return C().x\nclass C:\n    x = D()\ndef start(): C().x",
  "sort key": "def k(x):\n    bump(); return sorted([x], key=k)\ndef start(): k(1)",
  "max key": "def k(x):\n    bump(); return max([x], key=k)\ndef start(): k(1)",
  "map()": "def m(x):\n    bump(); return list(map(m, [x]))\ndef start(): m(1)",
  "filter()": "def m(x):\n    bump(); return list(filter(m, [x]))\ndef start(): m(1)",
  "list(generator)": "def m(x):\n    bump(); return list(m(y) for y in [x])\ndef start(): m(1)",
  "__repr__": "class R:\n    def __repr__(self): bump(); return repr(R())\ndef start(): repr(R())",
  "__str__": "class S:\n    def __str__(self): bump(); return str(S())\ndef start(): str(S())",
  "__format__": "class F:\n    def __format__(self, s): bump(); return f'{F()}'\ndef start(): f'{F()}'",
  "__bool__": "class B:\n    def __bool__(self): bump(); return bool(B())\ndef start(): bool(B())",
  "__len__": "class N:\n    def __len__(self): bump(); return len(N())\ndef start(): len(N())",
  "__iter__/__next__": "class I:\n    def __iter__(self): return self\n    def __next__(self): bump(); return next(I())\ndef start(): next(I())",
  "__add__": "class B:\n    def __add__(self, o): bump(); return B() + o\ndef start(): B() + 1",
  "__call__": "class C:\n    def __call__(self): bump(); return C()()\ndef start(): C()()",
  "__new__": "class N:\n    def __new__(cls): bump(); return N()\ndef start(): N()",
  "metaclass __call__": "class M(type):\n    def __call__(cls): bump(); return K()\nclass K(metaclass=M): pass\ndef start(): K()",
  "__init_subclass__": "class B:\n    def __init_subclass__(cls):\n        bump()\n        class C(B): pass\ndef start():\n    class C(B): pass",
  "__enter__": "class W:\n    def __enter__(self):\n        bump()\n        with W(): pass\n    def __exit__(self, *a): pass\ndef start():\n    with W(): pass",
  "decorator wrapper": "def deco(f):\n    def wrapper(*a): return f(*a)\n    return wrapper\n@deco\ndef r(n):\n    bump(); return r(n + 1)\ndef start(): r(0)",
  "decorator wrapper with **kwargs": "def deco(f):\n    def wrapper(*a, **k): return f(*a, **k)\n    return wrapper\n@deco\ndef r(n):\n    bump(); return r(n=n + 1)\ndef start(): r(0)",
  "exec()": "def m():\n    bump(); exec('m()')\ndef start(): m()",
};
