/** `dump` against `ast.dump`: trees come from the oracle's parser, so this checks dump alone. */
import { describe, expect, it } from "vitest";
import { loadOracle } from "../../harness/oracle.js";
import { dump } from "../../../../packages/parser/src/ast/dump.js";
import { AST_TO_JSON_PY, astFromJson } from "./astjson.js";

const SOURCES = [
  "x = 1\n",
  "def f(a, /, b: int = 2, *c, d, e=3, **g) -> None:\n    '''doc'''\n    return (1.5, 2j, 1e300*10, -0.0, b'\\x00\\'\"', 'é\\u2028', ..., None, True, 10**30)\n",
  "class C(B, metaclass=M):\n    x: int\n    async def g(self):\n        async with a as b, c: await d\n",
  "match p:\n    case {'a': 1, **r}: pass\n    case [1, *rest] | Point(x=0) if rest: pass\n    case None: pass\n",
  "f'{a!r:>{w}} {b=}' \nt'{x}'\n",
  "try:\n    pass\nexcept* (E, F) as e:\n    raise X from Y\nfinally:\n    del a[1:2, ::3]\n",
  "type T[X: int = str, *Ts, **P] = list[X]\nx = [i for i in y if i async for j in z]\n",
  "lambda *a, k=1: {**d, 1: 2, **e}\n",
  "x = 1 # type: ignore[foo]\n",
  "from . import (a as b)\nimport x.y as z\nglobal q\n",
];

describe("dump", async () => {
  const oracle = await loadOracle();
  oracle.runPython(AST_TO_JSON_PY);
  const cases = SOURCES.flatMap((src) =>
    [
      { a: false, indent: "None", showEmpty: false },
      { a: true, indent: "3", showEmpty: false },
      { a: true, indent: "None", showEmpty: true },
      { a: false, indent: "'\\t'", showEmpty: true },
    ].map((o) => ({ src, ...o })),
  );
  it.each(cases)("%#", ({ src, a, indent, showEmpty }) => {
    const expected = oracle.runPython(
      `import ast; _t = ast.parse(${JSON.stringify(src)}, type_comments=True); ast.dump(_t, include_attributes=${a ? "True" : "False"}, indent=${indent}, show_empty=${showEmpty ? "True" : "False"})`,
    ) as string;
    const tree = astFromJson(oracle.runPython("_pyts_ast_json(_t)") as string);
    const ind = indent === "None" ? null : indent === "3" ? 3 : "\t";
    expect(dump(tree, { includeAttributes: a, indent: ind, showEmpty })).toBe(expected);
  });
});
