/**
 * The dict's open-addressing index against a model (a JS Map from key to value plus the
 * insertion order): any sequence of inserts, overwrites and deletions of str and int keys —
 * through small dicts, index builds, growth, DUMMY slots and compaction — leaves every lookup
 * and the iteration order as the model has them.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { initVM } from "../init.js";
import { dictGetItem, dictItems, dictPop, dictSetItem, newDict, newSplitDict, type PyDict } from "./dict.js";
import { internStr, newStrFresh, PyStr } from "./str.js";
import { newInt, PyInt } from "./int.js";
import type { PyObject } from "./object.js";

type Op = { kind: "set" | "del"; key: string | number; value: number };

function pyKey(k: string | number): PyObject {
  // a fresh str each time: lookups must match by value, not identity
  return typeof k === "string" ? newStrFresh(k) : newInt(k);
}

function jsKey(o: PyObject): string | number {
  if (o instanceof PyStr) return o.value;
  return Number((o as PyInt).value);
}

// mostly a small key space, so that keys collide in the table and deletions leave DUMMY slots
// on other keys' probe paths
const key = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 63 }), weight: 4 },
  { arbitrary: fc.string({ unit: fc.constantFrom("a", "b", "c", "é", "😀"), maxLength: 3 }), weight: 3 },
  { arbitrary: fc.integer({ min: -(2 ** 52), max: 2 ** 52 }), weight: 1 },
  { arbitrary: fc.constantFrom(-1, -2, 2 ** 31, 2 ** 32, -(2 ** 31)), weight: 1 },
);
const op: fc.Arbitrary<Op> = fc.record({ kind: fc.constantFrom<"set" | "del">("set", "set", "del"), key, value: fc.integer() });

describe("dict index", () => {
  it("agrees with a model under inserts, overwrites and deletions", () => {
    initVM();
    fc.assert(
      fc.property(fc.array(op, { minLength: 20, maxLength: 400 }), (ops) => {
        const d = newDict();
        const model = new Map<string | number, number>();
        for (const o of ops) {
          const k = pyKey(o.key);
          if (o.kind === "set") {
            dictSetItem(d, k, newInt(o.value));
            model.set(o.key, o.value);
          } else {
            const v = dictPop(d, k);
            expect(v === null).toBe(!model.has(o.key));
            if (v !== null) expect(Number((v as PyInt).value)).toBe(model.get(o.key));
            model.delete(o.key);
          }
        }
        expect(d.used).toBe(model.size);
        expect(dictItems(d).map(([k, v]) => [jsKey(k), Number((v as PyInt).value)])).toEqual([...model]);
        for (const o of ops) {
          const v = dictGetItem(d, pyKey(o.key));
          expect(v === null ? undefined : Number((v as PyInt).value)).toBe(model.get(o.key));
        }
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * Split dicts (class instances' attribute dicts on shared keys): several dicts taking inserts,
 * overwrites and deletions of interned names (which move them along shared keys), names that are
 * not interned and int keys (which give a dict keys of its own) each agree with their model, and
 * a dict still split reads its keys from its shared keys, which no other dict's change altered.
 */
describe("split dict", () => {
  type SplitOp = { dict: number; kind: "set" | "del"; key: string | number; interned: boolean; value: number };
  const name = fc.constantFrom("x", "y", "z", "origin", "name", "w", "h", "n", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "b0", "b1", "b2");
  const splitOp: fc.Arbitrary<SplitOp> = fc.record({
    dict: fc.integer({ min: 0, max: 3 }),
    kind: fc.constantFrom<"set" | "del">("set", "set", "set", "set", "del"),
    key: fc.oneof({ arbitrary: name, weight: 12 }, { arbitrary: fc.integer({ min: 0, max: 5 }), weight: 1 }),
    interned: fc.boolean(),
    value: fc.integer(),
  });
  it("agrees with a model, and shared keys stay as made", () => {
    initVM();
    fc.assert(
      fc.property(fc.array(splitOp, { minLength: 10, maxLength: 200 }), (ops) => {
        const ds: PyDict[] = [0, 1, 2, 3].map(() => newSplitDict());
        const models = ds.map(() => new Map<string | number, number>());
        const keyOf = (o: SplitOp): PyObject =>
          typeof o.key === "number" ? newInt(o.key) : o.interned ? internStr(o.key) : newStrFresh(o.key);
        for (const o of ops) {
          const d = ds[o.dict]!, model = models[o.dict]!;
          if (o.kind === "set") {
            dictSetItem(d, keyOf(o), newInt(o.value));
            model.set(o.key, o.value);
          } else {
            const v = dictPop(d, keyOf(o));
            expect(v === null).toBe(!model.has(o.key));
            model.delete(o.key);
          }
        }
        ds.forEach((d, i) => {
          const model = models[i]!;
          expect(d.used).toBe(model.size);
          expect(dictItems(d).map(([k, v]) => [jsKey(k), Number((v as PyInt).value)])).toEqual([...model]);
          for (const k of model.keys()) expect(dictGetItem(d, pyKey(k))).not.toBeNull();
          if (d.shared !== null) {
            expect(d.keys).toBe(d.shared.keys);
            expect(d.shared.keys.map((k) => k.value)).toEqual([...model.keys()]);
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
