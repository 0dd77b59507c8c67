/**
 * A builtin type's slot wrapper (`int.__add__`, `property.__init__`) is made from the slot's
 * function when `addSlotWrappers` runs; a class deriving from the type takes its slots from those
 * wrappers (fixupSlots). A slot assigned after its wrapper was made leaves the wrapper calling the
 * old function, and every subclass with it (property subclasses once had no getter that way).
 */
import { describe, expect, it } from "vitest";
import { initVM } from "../init.js";
import { staticTypes, type PyType } from "./object.js";
import { PyMethodDescr } from "./descr.js";

function slotOf(type: PyType, key: string): unknown {
  const rec = type as unknown as Record<string, unknown>;
  const dot = key.indexOf(".");
  return dot < 0 ? rec[key] : (rec[key.slice(0, dot)] as unknown[])[Number(key.slice(dot + 1))];
}

describe("slot wrappers of builtin types", () => {
  it("each wraps the function its slot holds once the VM is initialised", () => {
    initVM();
    const stale: string[] = [];
    for (const type of staticTypes) {
      for (const [name, d] of type.tp_dict) {
        if (!(d instanceof PyMethodDescr) || d.slotKey === null || d.objclass !== type) continue;
        if (slotOf(type, d.slotKey) !== d.slotFn) stale.push(`${type.tp_name}.${name} (${d.slotKey})`);
      }
    }
    expect(stale).toEqual([]);
  });
});
