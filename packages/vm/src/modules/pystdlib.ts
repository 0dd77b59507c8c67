/**
 * Pure-Python stdlib modules run from their own source (stdlib.generated.ts, byte for byte the
 * oracle's) as native modules, until the stdlib import system serves them: `weakref` (the Python
 * half of Lib/weakref.py over the native `_weakref`), `_weakrefset`, and `_pyts_collections_abc`,
 * the part of `_collections_abc` those need (its own class bodies, under a small ABCMeta).
 *
 * Running the real source gives CPython's behaviour exactly (reprs, KeyError messages, iteration
 * guards, callback timing, finalize's atexit handling) and its tracebacks, file names and line
 * numbers included, with far less code than a TypeScript port. Only import lines of modules pyts
 * does not have are replaced, one line for one line, so line numbers stay the same.
 */
import { compile } from "@pyts/compiler";
import { Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, newStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCode } from "../objects/code.js";
import { PyFrame } from "../objects/frame.js";
import { evalFrame, pushFrame } from "../eval/ceval.js";
import { sourceCache } from "../eval/printException.js";
import { importState } from "./importer.js";
import { STDLIB_DIR, STDLIB_SOURCES } from "./stdlib.generated.js";

function source(file: string): string {
  const s = STDLIB_SOURCES[file];
  if (s === undefined) throw new Error(`no stdlib source for ${file}`);
  return s;
}

/** Replaces whole lines of `text` (each must occur exactly once). */
function replaceLines(text: string, edits: readonly (readonly [string, string])[]): string {
  const lines = text.split("\n");
  for (const [from, to] of edits) {
    const i = lines.indexOf(from);
    if (i < 0 || lines.indexOf(from, i + 1) >= 0) throw new Error(`stdlib edit: line not found once: ${from}`);
    lines[i] = to;
  }
  return lines.join("\n");
}

/** Runs `text` as the body of a new module `name` shown as `file` (a new reference). */
function execModule(name: string, file: string, text: string): PyModule {
  const mod = newModule(name);
  const g = mod.dict!;
  dictSetItem(g, internStr("__file__"), newStr(file));
  dictSetItem(g, internStr("__cached__"), None);
  dictSetItem(g, internStr("__builtins__"), importState.builtins);
  const co = compile(new TextEncoder().encode(text), file, "exec");
  sourceCache.set(file, text.split(/\r\n|\r|\n/));
  const frame = new PyFrame(newCode(co), null, g, importState.builtins.dict!, g);
  pushFrame(frame);
  frame.isEntry = true;
  try {
    Py_DECREF(evalFrame(frame, null));
  } catch (e) {
    Py_DECREF(mod);
    throw e;
  }
  return mod;
}

export function makeWeakrefPy(): PyModule {
  const text = replaceLines(source("weakref.py"), [
    ["import _collections_abc  # Import after _weakref to avoid circular import.", "import _pyts_collections_abc as _collections_abc"],
    ["import itertools", "from _pyts_collections_abc import _itertools as itertools"],
  ]);
  return execModule("weakref", `${STDLIB_DIR}/weakref.py`, text);
}

export function makeWeakrefSet(): PyModule {
  const text = replaceLines(source("_weakrefset.py"), [["from types import GenericAlias", "GenericAlias = type(list[int])"]]);
  return execModule("_weakrefset", `${STDLIB_DIR}/_weakrefset.py`, text);
}

/** The ABCs weakref needs, from _collections_abc's own class bodies, with a reduced ABCMeta. */
export function makeCollectionsAbc(): PyModule {
  const full = source("_collections_abc.py");
  const segment = (start: string, end: string): string => {
    const i = full.indexOf(start);
    const j = full.indexOf(end, i + start.length);
    if (i < 0 || j < 0) throw new Error(`_collections_abc: no segment ${start}`);
    return full.slice(i, j);
  };
  const prelude = `import sys
GenericAlias = type(list[int])

def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj

class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls._abc_registry = []
        return cls
    def register(cls, subclass):
        cls._abc_registry.append(subclass)
        return subclass
    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))
    def __subclasscheck__(cls, subclass):
        if cls in getattr(subclass, '__mro__', ()):
            return True
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            return bool(ok)
        for rcls in cls._abc_registry:
            if issubclass(subclass, rcls):
                return True
        for scls in type.__subclasses__(cls):
            if issubclass(subclass, scls):
                return True
        return False
ABCMeta.__module__ = 'abc'

class _itertools:
    class count:
        def __init__(self, start=0):
            self._n = start
        def __iter__(self):
            return self
        def __next__(self):
            n = self._n
            self._n = n + 1
            return n

__name__ = "collections.abc"
`;
  const body = [
    segment("def _check_methods(C, *methods):", "class Hashable("),
    segment("class Iterable(metaclass=ABCMeta):", "class Iterator(Iterable):"),
    segment("class Sized(metaclass=ABCMeta):", "class Collection(Sized, Iterable, Container):"),
    segment("class Collection(Sized, Iterable, Container):", "\nclass Buffer("),
    segment("class Set(Collection):", "Set.register(frozenset)"),
    segment("class MutableSet(Set):", "MutableSet.register(set)"),
    segment("class Mapping(Collection):", "Mapping.register(mappingproxy)"),
    segment("class MappingView(Sized):", "KeysView.register(dict_keys)"),
    segment("class ItemsView(MappingView, Set):", "ItemsView.register(dict_items)"),
    segment("class ValuesView(MappingView, Collection):", "ValuesView.register(dict_values)"),
    segment("class MutableMapping(Mapping):", "MutableMapping.register(dict)"),
  ].join("\n");
  const epilogue = "\nSet.register(frozenset)\nMutableSet.register(set)\nMutableMapping.register(dict)\n";
  return execModule("_pyts_collections_abc", "<pyts collections.abc>", prelude + body + epilogue);
}
