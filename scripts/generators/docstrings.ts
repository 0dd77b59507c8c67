/**
 * Docstrings of the builtins, as the oracle gives them: `__doc__` of every builtin function and
 * type in `builtins` (the exception types included), of the builtin types `types` names
 * (function, generator, code, NoneType, …), of every descriptor in those types' `__dict__`
 * (methods, slot wrappers, classmethods, getsets, members, builtin staticmethods, `__new__`), and
 * of the functions of the builtin modules pyts implements natively (and of the types of some, with
 * their descriptors: "itertools.count", "collections.deque.append"), and of the `__dict__` and
 * `__weakref__` a class gets (subtype_getsets). Keys: "name" (in builtins), "type.attr",
 * "module.name" and "<class>.attr"; texts are deduplicated (slot wrappers share theirs) and
 * referenced by index. None docs are left out.
 */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

const SCRIPT = `
import builtins, json, types
DESCR = (types.MethodDescriptorType, types.WrapperDescriptorType, types.ClassMethodDescriptorType,
         types.GetSetDescriptorType, types.MemberDescriptorType, types.BuiltinFunctionType)
out = {}
objs = sorted(vars(builtins).items()) + sorted((n, t) for n, t in vars(types).items() if isinstance(t, type))
for name, obj in objs:
    if isinstance(obj, types.BuiltinFunctionType):
        if isinstance(obj.__doc__, str): out[name] = obj.__doc__
    elif isinstance(obj, type) and obj.__module__ == "builtins":
        name = obj.__name__
        if isinstance(obj.__doc__, str): out[name] = obj.__doc__
        for attr, d in obj.__dict__.items():
            if isinstance(d, staticmethod): d = d.__func__
            if isinstance(d, DESCR) and isinstance(d.__doc__, str): out[name + "." + attr] = d.__doc__
for mod in MODULES:
    m = __import__(mod)
    for name, obj in sorted(vars(m).items()):
        if isinstance(obj, types.BuiltinFunctionType) and isinstance(obj.__doc__, str): out[mod + "." + name] = obj.__doc__
for mod in TYPE_MODULES:
    m = __import__(mod)
    found = [t for n, t in sorted(vars(m).items()) if isinstance(t, type) and t.__module__ != "builtins"]
    found += [type(obj) for n, obj in sorted(vars(m).items()) if callable(obj) and type(obj).__module__ not in ("builtins", mod)]
    if mod == "_functools": found.append(type(m.cmp_to_key(len)))
    for t in found:
        name = t.__module__ + "." + t.__qualname__
        if isinstance(t.__doc__, str): out[name] = t.__doc__
        for attr, d in t.__dict__.items():
            if isinstance(d, staticmethod): d = d.__func__
            if isinstance(d, DESCR) and isinstance(d.__doc__, str): out[name + "." + attr] = d.__doc__
class C: pass
for attr in ("__dict__", "__weakref__"):
    out["<class>." + attr] = C.__dict__[attr].__doc__
json.dumps(out)
`;

/** The builtin modules pyts implements natively whose functions' docs are taken ("module.name"). */
const MODULES = ["atexit", "cmath", "gc", "math", "sys", "time", "_io", "_string", "_weakref", "itertools", "_collections", "_functools", "_operator"];
/** Native modules whose types' docs are taken too ("module.Type", "module.Type.attr", by the type's own module name). */
const TYPE_MODULES = ["itertools", "_collections", "_functools", "_operator"];

export const docstringsGenerator: Generator = {
  path: "packages/vm/src/docstrings.generated.ts",
  generate(oracle) {
    const docs = JSON.parse(oracle.runPython(`MODULES = ${JSON.stringify(MODULES)}\nTYPE_MODULES = ${JSON.stringify(TYPE_MODULES)}\n${SCRIPT}`) as string) as Record<string, string>;
    const texts: string[] = [];
    const index = new Map<string, number>();
    const keys: [string, number][] = [];
    for (const key of Object.keys(docs).sort()) {
      const doc = docs[key]!;
      let i = index.get(doc);
      if (i === undefined) {
        i = texts.length;
        texts.push(doc);
        index.set(doc, i);
      }
      keys.push([key, i]);
    }
    let out = GENERATED_HEADER("docstrings.ts");
    out += "\n/** The distinct docstrings. */\nexport const DOC_TEXTS: readonly string[] = [\n";
    for (const t of texts) out += `  ${JSON.stringify(t)},\n`;
    out += "];\n\n/** \"name\" (a builtin function or type) or \"type.attr\" → index in DOC_TEXTS. */\n";
    out += "export const DOC_INDEX: Readonly<Record<string, number>> = {\n";
    for (const [k, i] of keys) out += `  ${JSON.stringify(k)}: ${i},\n`;
    out += "};\n";
    return out;
  },
};
