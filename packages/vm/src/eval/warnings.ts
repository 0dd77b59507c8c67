/**
 * The part of Lib/warnings.py the VM itself needs: a warning shown once per location (the
 * "default" action) as `file:line: Category: message` plus the stripped source line, written to
 * stderr. Used for "coroutine '…' was never awaited".
 */
import type { PyFrame } from "../objects/frame.js";
import { codeLocations } from "../objects/code.js";
import { sourceCache } from "./printException.js";
import { tstate } from "./threadState.js";
import { dictGetStr } from "../objects/dict.js";
import { internStr, isStr } from "../objects/str.js";

const registry = new Set<string>();
let writeStderr: (s: string) => void = (s) => process.stderr.write(s);

export function setWarningsOutput(w: (s: string) => void): void {
  writeStderr = w;
  registry.clear();
}

function location(f: PyFrame | null): [string, number] {
  if (f === null) return ["sys", 0];
  const locs = codeLocations(f.code);
  const loc = f.lasti >= 0 && f.lasti < locs.length ? locs[f.lasti]! : null;
  return [f.code.filename.value, loc ? loc.lineno : 0];
}

/** warnings.warn(message, category, stacklevel=1) from native code, at the running Python frame; `source` adds the tracemalloc hint. */
export function warnAtFrame(category: string, message: string, source: boolean): void {
  const [file, lineno] = location(tstate.frame);
  const key = `${file}\0${lineno}\0${category}\0${message}`;
  if (registry.has(key)) return;
  registry.add(key);
  let s = `${file}:${lineno}: ${category}: ${message}\n`;
  const lines = sourceCache.get(file);
  const line = lines && lineno > 0 ? lines[lineno - 1]?.trim() : undefined;
  if (line) s += `  ${line}\n`;
  if (source) s += `${category}: Enable tracemalloc to get the object allocation traceback\n`;
  writeStderr(s);
}

/** warnings.warn_explicit(message, category, filename, lineno) with no registry: always shown. */
export function warnExplicit(category: string, message: string, file: string, lineno: number): void {
  let s = `${file}:${lineno}: ${category}: ${message}\n`;
  const line = sourceCache.get(file)?.[lineno - 1]?.trim();
  if (line) s += `  ${line}\n`;
  writeStderr(s);
}

/**
 * A DeprecationWarning at the running frame under the default filters: shown only when the code
 * that triggers it runs in `__main__` (`default::DeprecationWarning:__main__`), else ignored.
 */
export function warnDeprecated(message: string): void {
  const f = tstate.frame;
  if (f === null) return;
  const name = dictGetStr(f.globals, internStr("__name__"));
  if (name === null || !isStr(name) || name.value !== "__main__") return;
  warnAtFrame("DeprecationWarning", message, false);
}
