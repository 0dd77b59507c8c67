/**
 * What the 32-bit oracle (pyodide, wasm32) reports differently from 64-bit CPython, which pyts is,
 * mapped explicitly where a comparison needs it — never hidden.
 */

/**
 * The refcount of an immortal object: 1879048192 (statically immortal: None, small ints…) or
 * 1342177280 (made immortal at run time: interned strings) in the 32-bit oracle; 3221225472 for
 * both on 64-bit CPython.
 */
export function to64bit(s: string): string {
  return s.replace(/\b(1879048192|1342177280)\b/g, "3221225472");
}

/**
 * Stdlib modules whose pyts-written marshal bytes differ from CPython's in FLAG_REF bits only
 * (pyts's model of CPython's object identities, marshal/dumps.ts): a class body's `__qualname__`
 * constant is interned only when no equal string was interned before in the process (modules the
 * oracle has imported itself), and in tarfile.py a `__firstlineno__` int is not shared with an equal
 * slice bound. The bytes still load to equal code objects.
 */
export const MARSHAL_NOT_BYTE_IDENTICAL: readonly string[] = [
  "_pyodide/jsbind.py",
  "asyncio/events.py",
  "importlib/_bootstrap.py",
  "inspect.py",
  "tarfile.py",
  "typing.py",
  "weakref.py",
];
