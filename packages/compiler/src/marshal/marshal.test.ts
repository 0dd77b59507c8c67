import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeCodeObject, pyCode, type PyConst } from "../codeObject.js";
import { PythonException } from "../errors.js";
import { dumps, loads, readPyc, writePyc } from "./index.js";
import { decodeUtf8SurrogatePass, encodeUtf8SurrogatePass } from "./utf8.js";

const leaf: fc.Arbitrary<PyConst> = fc.oneof(
  fc.constant<PyConst>({ type: "None" }),
  fc.constant<PyConst>({ type: "Ellipsis" }),
  fc.boolean().map<PyConst>((value) => ({ type: "bool", value })),
  fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }).map<PyConst>((value) => ({ type: "int", value })),
  fc.double().map<PyConst>((value) => ({ type: "float", value })),
  fc.tuple(fc.double(), fc.double()).map<PyConst>(([real, imag]) => ({ type: "complex", real, imag })),
  fc.string({ unit: "binary" }).map<PyConst>((value) => ({ type: "str", value })),
  fc.uint8Array({ maxLength: 40 }).map<PyConst>((value) => ({ type: "bytes", value })),
);
const constant: fc.Arbitrary<PyConst> = fc.letrec<{ c: PyConst }>((tie) => ({
  c: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("c"), { maxLength: 5 }).map<PyConst>((items) => ({ type: "tuple", items })),
    fc.array(leaf, { maxLength: 5 }).map<PyConst>((items) => ({ type: "frozenset", items })),
    fc.tuple(tie("c"), tie("c"), tie("c")).map<PyConst>(([start, stop, step]) => ({ type: "slice", start, stop, step })),
  ),
})).c;

const code = (consts: PyConst[]) =>
  makeCodeObject({
    co_argcount: 1,
    co_posonlyargcount: 0,
    co_kwonlyargcount: 0,
    co_stacksize: 2,
    co_flags: 3,
    co_code: Uint8Array.of(128, 0, 82, 0, 35, 0),
    co_consts: consts,
    co_names: ["a", "b", "a"],
    co_localsplusnames: ["x", "y"],
    co_localspluskinds: Uint8Array.of(0x26, 0x40),
    co_filename: "t.py",
    co_name: "f",
    co_qualname: "f",
    co_firstlineno: 1,
    co_linetable: Uint8Array.of(0x80, 0),
    co_exceptiontable: new Uint8Array(0),
  });

describe("marshal", () => {
  it("loads(dumps(v)) == v for constants (frozenset elements come back in marshal's sorted order)", () => {
    const norm = (v: PyConst): unknown =>
      v.type === "tuple"
        ? { t: "tuple", items: v.items.map(norm) }
        : v.type === "frozenset"
          ? { t: "frozenset", items: v.items.map((x) => JSON.stringify(norm(x), (_, y) => (typeof y === "bigint" ? String(y) : y))).sort() }
          : v.type === "slice"
            ? { t: "slice", items: [v.start, v.stop, v.step].map(norm) }
            : v;
    fc.assert(
      fc.property(constant, (v) => {
        const back = loads(dumps(v)) as PyConst;
        expect(norm(back)).toEqual(norm(v));
        expect(dumps(back)).toEqual(dumps(v));
      }),
      { numRuns: 300 },
    );
  });

  it("round-trips code objects and derives co_varnames/co_cellvars", () => {
    const co = code([{ type: "str", value: "a" }, { type: "int", value: 1n }]);
    const back = loads(dumps(pyCode(co)));
    expect(back).toEqual(pyCode(co));
    expect(co.co_varnames).toEqual(["x"]);
    expect(co.co_cellvars).toEqual(["y"]);
    expect(co.co_nlocals).toBe(1);
  });

  it("never throws anything but a PythonException on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (b) => {
        try {
          loads(b);
        } catch (e) {
          expect(e).toBeInstanceOf(PythonException);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("writes ints in 32 bits or 15-bit digits (the top-level object flagged: the caller holds it)", () => {
    expect([...dumps({ type: "int", value: 1n })]).toEqual([0x69 | 0x80, 1, 0, 0, 0]);
    expect([...dumps({ type: "int", value: -(1n << 31n) - 1n })]).toEqual([0x6c | 0x80, 0xfd, 0xff, 0xff, 0xff, 1, 0, 0, 0, 2, 0]);
  });

  it("reads and writes .pyc headers", () => {
    const co = code([]);
    const pyc = writePyc(co, { flags: 0, mtime: 1234, sourceSize: 99 });
    const r = readPyc(pyc);
    expect([r.flags, r.mtime, r.sourceSize]).toEqual([0, 1234, 99]);
    expect(() => readPyc(Uint8Array.of(1, 2, 3, 4), "x.pyc")).toThrow("bad magic number in 'x.pyc': b'\\x01\\x02\\x03\\x04'");
  });
});

describe("utf-8 with surrogatepass", () => {
  it("round-trips any JS string", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (s) => {
      expect(decodeUtf8SurrogatePass(encodeUtf8SurrogatePass(s))).toBe(s);
    }));
  });
  it("agrees with TextDecoder on well-formed UTF-8", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (s) => {
        const b = new TextEncoder().encode(s);
        expect(decodeUtf8SurrogatePass(b)).toBe(new TextDecoder().decode(b));
      }),
    );
  });
});
