import { describe, expect, it } from "vitest";
import { parse } from "@pyts/parser";
import { buildSymtable, futureFromAst, mangle, CELL, FREE, GLOBAL_EXPLICIT, GLOBAL_IMPLICIT, LOCAL, type SymtableEntry } from "./symtable.js";

function table(src: string) {
  const mod = parse(src, { filename: "<t>" });
  return buildSymtable(mod, "<t>", futureFromAst(mod, "<t>"));
}
const child = (ste: SymtableEntry, name: string): SymtableEntry => ste.children.find((c) => c.name === name)!;

describe("mangle (_Py_Mangle)", () => {
  it.each([
    ["C", "__x", "_C__x"],
    ["_C", "__x", "_C__x"],
    ["__", "__x", "__x"],
    ["C", "__x__", "__x__"],
    ["C", "__a.b", "__a.b"],
    ["C", "_x", "_x"],
    [null, "__x", "__x"],
  ])("%s %s → %s", (priv, ident, want) => expect(mangle(priv, ident)).toBe(want));
});

describe("scopes", () => {
  it("closure: cell in the outer function, free in the inner one", () => {
    const st = table("def f():\n    x = 1\n    def g():\n        return x\n    return g\n");
    const f = child(st.top, "f");
    expect(f.getScope("x")).toBe(CELL);
    expect(child(f, "g").getScope("x")).toBe(FREE);
    expect(st.top.getScope("f")).toBe(LOCAL);
  });
  it("global statement makes module-level names GLOBAL_EXPLICIT", () => {
    const st = table("def f():\n    global g\n    g = 1\ng = 2\nh = 3\n");
    expect(child(st.top, "f").getScope("g")).toBe(GLOBAL_EXPLICIT);
    expect(st.top.getScope("g")).toBe(GLOBAL_EXPLICIT);
    expect(st.top.getScope("h")).toBe(LOCAL);
  });
  it("list comprehensions are inlined (PEP 709), generator expressions are not", () => {
    const st = table("def f(y):\n    a = [x for x in y]\n    b = (z for z in y)\n");
    const f = child(st.top, "f");
    expect(f.children.map((c) => c.name)).toEqual(["genexpr"]);
    expect(f.getScope("x")).toBe(LOCAL);
  });
  it("super() in a method makes __class__ a cell of the class", () => {
    const st = table("class C:\n    def m(self):\n        return super().m()\n");
    const c = child(st.top, "C");
    expect(c.needsClassClosure).toBe(true);
    expect(child(c, "m").getScope("__class__")).toBe(FREE);
    expect(child(c, "m").getScope("super")).toBe(GLOBAL_IMPLICIT);
  });
});
