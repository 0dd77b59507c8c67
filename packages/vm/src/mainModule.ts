/**
 * `python -m module`'s first cut: where the module's source is, found on the search path the way
 * the path-based finders look (a directory entry's `pkg/__init__.py`, `mod.py` or namespace
 * folder; an archive entry's members through zipimport), and for a package its `__main__`
 * submodule, as runpy's `_get_module_details` resolves it. CPython runs `-m` through runpy
 * (`runpy._run_module_as_main`), which imports the parent packages first and needs the whole
 * importlib machinery; until pyts runs that, `pyts run -m` runs the source found here as
 * `__main__` with its `__package__` and `__spec__` set, without importing the parents first
 * (the module's own imports, relative ones included, import them).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { zipFind, zipPathEntry, zipRead } from "./modules/zipimport.js";
import { isDir, isFile } from "./modules/importer.js";

export interface MainModule {
  /** The module's full name (`pkg.__main__` for a package). */
  readonly name: string;
  /** Its file, as __file__ and tracebacks show it (an archive member as archive/member). */
  readonly file: string;
  readonly source: Uint8Array;
}

type Place = { kind: "module" | "package"; file: string; read: () => Uint8Array; dirs: string[] } | { kind: "namespace"; dirs: string[] };


/** `part` in one search location (a directory or an archive path), as FileFinder / zipimporter find it. */
function findIn(entry: string, part: string, cwd: string): Place | null {
  const dir = resolve(cwd, entry);
  if (isDir(dir)) {
    const pkg = join(dir, part);
    if (isDir(pkg) && isFile(join(pkg, "__init__.py"))) {
      const init = join(pkg, "__init__.py");
      return { kind: "package", file: init, read: () => readFileSync(init), dirs: [pkg] };
    }
    const mod = join(dir, `${part}.py`);
    if (isFile(mod)) return { kind: "module", file: mod, read: () => readFileSync(mod), dirs: [] };
    if (isDir(pkg)) return { kind: "namespace", dirs: [pkg] };
    return null;
  }
  const z = zipPathEntry(entry, cwd);
  if (z === null) return null;
  const found = zipFind(z, part);
  if (found === null) return null;
  if (found.kind === "namespace") return { kind: "namespace", dirs: [found.path] };
  const { key } = found;
  return { kind: found.kind, file: found.file, read: () => zipRead(z, key), dirs: found.kind === "package" ? [found.file.slice(0, found.file.lastIndexOf("/"))] : [] };
}

/** The first place `part` is in `locations` (a namespace package gathers every folder of that name). */
function findPart(locations: readonly string[], part: string, cwd: string): Place | null {
  const namespace: string[] = [];
  for (const loc of locations) {
    const p = findIn(loc, part, cwd);
    if (p === null) continue;
    if (p.kind !== "namespace") return p;
    namespace.push(...p.dirs);
  }
  return namespace.length ? { kind: "namespace", dirs: namespace } : null;
}

/**
 * Finds module `name` (dotted) on `path`; a package gives its `__main__`. Returns the module or
 * the message CPython's runpy prints after the executable's name ("No module named …").
 */
export function findMainModule(name: string, path: readonly string[], cwd: string): MainModule | { error: string } {
  if (name === "" || name.startsWith(".")) return { error: "Relative module names not supported" };
  let target = name;
  for (let round = 0; round < 2; round++) {
    const parts = target.split(".");
    let locations: readonly string[] = path;
    let place: Place | null = null;
    for (let i = 0; i < parts.length; i++) {
      place = findPart(locations, parts[i]!, cwd);
      if (place === null) {
        const missing = parts.slice(0, i + 1).join(".");
        return { error: round === 1 ? `No module named ${target}; '${name}' is a package and cannot be directly executed` : i === parts.length - 1 ? `No module named ${target}` : `Error while finding module specification for '${target}' (ModuleNotFoundError: No module named '${missing}')` };
      }
      if (i < parts.length - 1 && place.kind === "module") {
        const parent = parts.slice(0, i + 1).join(".");
        return { error: `Error while finding module specification for '${target}' (ModuleNotFoundError: __path__ attribute not found on '${parent}' while trying to find '${parts.slice(0, i + 2).join(".")}')` };
      }
      locations = place.dirs;
    }
    if (place!.kind === "module") return { name: target, file: place!.file, source: place!.read() };
    if (round === 1) break;
    // a package runs as its __main__ submodule
    target = `${target}.__main__`;
  }
  return { error: `No module named ${target}; '${name}' is a package and cannot be directly executed` };
}
