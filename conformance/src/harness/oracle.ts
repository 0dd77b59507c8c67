/**
 * The oracle: CPython 3.14.2 compiled to WebAssembly (npm `pyodide`, pinned at 314.0.7),
 * loaded in this Node process with PYTHONHASHSEED=0. Everything pyts must match is asked of it
 * here: token tables for the generators, and the expected outputs of every conformance stage.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

export interface Oracle {
  /** Runs Python source in the oracle's `__main__` namespace; returns the value of the last expression, converted to JS. */
  runPython(code: string): unknown;
  /**
   * Runs `code` as a program would run: stdout/stderr captured (nothing leaks to the host's
   * stdout), the exit code as CPython's (SystemExit's code; an uncaught exception prints its
   * traceback to stderr and gives 1).
   */
  capture(code: string): { stdout: string; stderr: string; exitCode: number };
  /**
   * Runs a script as `python3.14 path args…` does: compiled from the file, executed as `__main__`
   * with `sys.argv` set and its directory first on `sys.path`; output captured; an uncaught
   * exception's traceback printed without the runner's own frame; exit code as CPython's.
   */
  runScript(path: string, args?: readonly string[]): { stdout: string; stderr: string; exitCode: number };
  /** Writes a file into the oracle's in-memory file system. */
  writeFile(path: string, data: string | Uint8Array): void;
  /** The raw pyodide instance, for anything not covered above. */
  readonly pyodide: PyodideLike;
}

export interface PyodideLike {
  runPython(code: string, options?: { globals?: unknown }): unknown;
  FS: { writeFile(path: string, data: string | Uint8Array): void; mkdirTree(path: string): void; readFile(path: string, opts?: { encoding?: string }): string | Uint8Array };
  globals: { get(name: string): unknown; set(name: string, value: unknown): void };
  toPy(value: unknown): unknown;
}

const require = createRequire(import.meta.url);

/** Directory of the pinned pyodide package (holds python_stdlib.zip). */
export function pyodideDir(): string {
  return dirname(require.resolve("pyodide/package.json"));
}

/** The stdlib zip the oracle ships: the corpus, byte for byte. */
export function stdlibZipPath(): string {
  return join(pyodideDir(), "python_stdlib.zip");
}

export function pyodideVersion(): string {
  return (JSON.parse(readFileSync(join(pyodideDir(), "package.json"), "utf8")) as { version: string }).version;
}

let loading: Promise<Oracle> | undefined;

/**
 * Forgets the loaded oracle: the next loadOracle() starts a fresh interpreter. For after a
 * pyodide fatal error ("table index is out of bounds", seen after a few hundred run cases in one
 * interpreter), which leaves the instance unusable.
 */
export function discardOracle(): void {
  loading = undefined;
}

/** Loads the oracle once per process (again after discardOracle). */
export function loadOracle(): Promise<Oracle> {
  loading ??= (async () => {
    const mod = (await import("pyodide")) as unknown as {
      loadPyodide(opts: Record<string, unknown>): Promise<PyodideLike>;
    };
    const pyodide = await mod.loadPyodide({
      env: { PYTHONHASHSEED: "0" },
      stdout: () => {},
      stderr: () => {},
      // the host's stdin is never the programs' stdin: reading it gives end of file
      stdin: () => null,
    });
    pyodide.runPython(`
import sys, io, traceback, gc
# Every program starts with no garbage left by the one before it in this shared interpreter:
# otherwise an earlier program's cycles (and their __del__ output) land in the next one's
# gc.collect() and its captured stdout, and a result depends on which program ran first.
# ... and with sys's hooks as a fresh interpreter has them (a program may replace them).
def _pyts_reset_hooks():
    sys.displayhook = sys.__displayhook__
    sys.excepthook = sys.__excepthook__
    sys.breakpointhook = sys.__breakpointhook__
    sys.unraisablehook = sys.__unraisablehook__
    sys.set_asyncgen_hooks(None, None)
def _pyts_capture(code):
    _pyts_reset_hooks()
    gc.collect()
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr, sys.stdin
    sys.stdout, sys.stderr = out, err
    sys.stdin = io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8")
    rc = 0
    try:
        try:
            exec(code, {"__name__": "__pyts_capture__"})
        except SystemExit as e:
            if e.code is None:
                rc = 0
            elif isinstance(e.code, int):
                rc = e.code
            else:
                print(e.code, file=sys.stderr)
                rc = 1
        except BaseException as e:
            traceback.print_exception(e)
            rc = 1
    finally:
        sys.stdout, sys.stderr, sys.stdin = old
    return out.getvalue(), err.getvalue(), rc

def _pyts_main_module(path):
    """A __main__ module as \`python path\` makes it (pymain_run_file: the module's own attributes,
    __builtins__, then __file__, __cached__ and a SourceFileLoader), put in sys.modules; returns
    it and the __main__ module to put back."""
    import types, builtins
    from importlib.machinery import SourceFileLoader
    main = types.ModuleType("__main__")
    g = main.__dict__
    g["__builtins__"] = builtins
    g["__file__"] = path
    g["__cached__"] = None
    g["__loader__"] = SourceFileLoader("__main__", path)
    old_main = sys.modules["__main__"]
    sys.modules["__main__"] = main
    return main, old_main

def _pyts_run_script(path, args):
    import os, importlib
    _pyts_reset_hooks()
    gc.collect()
    importlib.invalidate_caches()  # modules written since the last program are found
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr, sys.argv, list(sys.path), dict(sys.modules), sys.stdin
    sys.stdout, sys.stderr = out, err
    sys.stdin = io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8")
    sys.argv = [path, *args]
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    rc = 0
    main, old_main = _pyts_main_module(path)
    g = main.__dict__
    compiled = False
    try:
        try:
            with open(path, "rb") as f:
                code = compile(f.read(), path, "exec")
            compiled = True
            exec(code, g)
        except SystemExit as e:
            if e.code is None:
                rc = 0
            elif isinstance(e.code, int):
                rc = e.code & 0xff
            else:
                print(e.code, file=sys.stderr)
                rc = 1
        except BaseException as e:
            # a SyntaxError compiling the script has no traceback; one raised while it runs
            # (an imported module's, exec's) has the script's frames
            tb = None if isinstance(e, SyntaxError) and not compiled else e.__traceback__.tb_next
            traceback.print_exception(type(e), e, tb)
            # what the traceback's frames hold is released now, as python's shutdown releases
            # sys.last_exc before the modules (their __del__ output is the program's)
            del tb
            rc = 1
        g.clear()
    finally:
        sys.stdout, sys.stderr, sys.argv, sys.stdin = old[0], old[1], old[2], old[5]
        sys.path[:] = old[3]
        sys.modules["__main__"] = old_main
        for name in [m for m in sys.modules if m not in old[4]]:
            del sys.modules[name]
    return out.getvalue(), err.getvalue(), rc
`);
    const runScriptFn = pyodide.globals.get("_pyts_run_script") as (path: string, args: unknown) => { toJs(): [string, string, number]; destroy(): void };
    const captureFn = pyodide.globals.get("_pyts_capture") as (code: string) => { toJs(): [string, string, number]; destroy(): void };
    const oracle: Oracle = {
      pyodide,
      runPython(code) {
        const v = pyodide.runPython(code) as { toJs?: (o?: unknown) => unknown; destroy?: () => void } | unknown;
        if (v && typeof v === "object" && "toJs" in v && typeof v.toJs === "function") {
          const js = v.toJs({ dict_converter: Object.fromEntries });
          (v as { destroy?: () => void }).destroy?.();
          return js;
        }
        return v;
      },
      capture(code) {
        const r = captureFn(code);
        const [stdout, stderr, exitCode] = r.toJs();
        r.destroy();
        return { stdout, stderr, exitCode };
      },
      runScript(path, args = []) {
        const pyArgs = pyodide.toPy([...args]) as { destroy(): void };
        const r = runScriptFn(path, pyArgs);
        pyArgs.destroy();
        const [stdout, stderr, exitCode] = r.toJs();
        r.destroy();
        return { stdout, stderr, exitCode };
      },
      writeFile(path, data) {
        const dir = path.slice(0, path.lastIndexOf("/"));
        if (dir) pyodide.FS.mkdirTree(dir);
        pyodide.FS.writeFile(path, data);
      },
    };
    return oracle;
  })();
  return loading;
}
