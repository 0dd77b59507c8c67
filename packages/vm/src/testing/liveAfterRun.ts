/**
 * For leak tests: runs a program as `__main__`, makes a full collection, and counts the live
 * collector-tracked objects by type name (what a program leaves behind beyond an empty one's).
 */
import { parse } from "@pyts/parser";
import { compile } from "@pyts/compiler";
import { runCode } from "../run.js";
import { gcState, youngEntries } from "../objects/gcstate.js";
import { collect } from "../modules/gc.js";
import type { PyObject } from "../objects/object.js";

export function liveAfterRun(src: string, filename: string): { live: Map<string, number>; out: string } {
  const code = compile(parse(new TextEncoder().encode(src), { filename, mode: "exec" }), filename, "exec");
  let out = "";
  runCode(code, { writeStdout: (s) => (out += s), writeStderr: (s) => (out += s), argv: [filename] });
  collect(2);
  const live = new Map<string, number>();
  const seen = new Set<PyObject>();
  for (const o of [...gcState.old, ...youngEntries()]) {
    if (o.ob_refcnt <= 0 || seen.has(o)) continue;
    seen.add(o);
    const k = o.ob_type.tp_name;
    live.set(k, (live.get(k) ?? 0) + 1);
  }
  return { live, out };
}
