/**
 * The dict's open-addressing index against a model (a JS Map from key to value plus the
 * insertion order): any sequence of inserts, overwrites and deletions of str and int keys —
 * through small dicts, index builds, growth, DUMMY slots and compaction — leaves every lookup
 * and the iteration order as the model has them.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { initVM } from "../init.js";
import { dictGetItem, dictItems, dictPop, dictSetItem, newDict } from "./dict.js";
import { newStrFresh, PyStr } from "./str.js";
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
