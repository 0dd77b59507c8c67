/**
 * The AST node table: every concrete class of 3.14's `ast` module with its `_fields` (in order,
 * with the ASDL type and `?`/`*` quantifier read from the class's `__doc__` signature) and
 * `_attributes`. The parser, `dump`, `unparse` and the compiler all read this one definition.
 */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

interface NodeClass {
  name: string;
  base: string;
  fields: [name: string, type: string, quant: "" | "?" | "*" | "?*"][];
  attributes: string[];
}

const PY = String.raw`import ast, json, re
out = []
def walk(c):
    for s in c.__subclasses__():
        doc = s.__doc__ or ''
        if doc.startswith('Deprecated'):
            continue
        if c is not ast.AST:
            sig = doc.split('\n')[0]
            m = re.match(r'(\w+)(?:\((.*)\))?$', sig)
            fields = []
            if m.group(2):
                for part in m.group(2).split(', '):
                    t, n = part.split(' ')
                    q = ''
                    while t[-1] in '?*':
                        q = t[-1] + q
                        t = t[:-1]
                    fields.append([n, t, q])
            assert [f[0] for f in fields] == list(s._fields), s
            out.append({'name': s.__name__, 'base': c.__name__ if c is not ast.AST else '', 'fields': fields,
                        'attributes': list(s._attributes)})
        else:
            if s._fields or not s.__subclasses__():
                sig = doc.split('\n')[0]
                m = re.match(r'(\w+)(?:\((.*)\))?$', sig)
                fields = []
                if m and m.group(2):
                    for part in m.group(2).split(', '):
                        t, n = part.split(' ')
                        q = ''
                        while t[-1] in '?*':
                            q = t[-1] + q
                            t = t[:-1]
                        fields.append([n, t, q])
                out.append({'name': s.__name__, 'base': '', 'fields': fields, 'attributes': list(s._attributes)})
            else:
                out.append({'name': s.__name__, 'base': '', 'abstract': True, 'fields': [], 'attributes': list(s._attributes)})
        walk(s)
walk(ast.AST)
json.dumps(out)`;

const TS_TYPE: Record<string, string> = {
  identifier: "string",
  string: "string",
  int: "number",
  constant: "ConstantValue",
};

export const astGenerator: Generator = {
  path: "packages/parser/src/ast/nodes.generated.ts",
  generate(oracle) {
    const classes = JSON.parse(oracle.runPython(PY) as string) as (NodeClass & { abstract?: boolean })[];
    let out = GENERATED_HEADER("ast.ts");
    out += `import type { ConstantValue } from "./constant.js";\n\n`;
    out += "/** Field quantifier from the ASDL: '' one, '?' optional, '*' sequence, '?*' sequence of optionals. */\n";
    out += `export type Quantifier = "" | "?" | "*" | "?*";\n\n`;
    out += "export interface NodeSpec {\n  /** The abstract ASDL sum this class belongs to ('' for a product type). */\n  readonly base: string;\n";
    out += "  /** `_fields` in order, each with its ASDL type and quantifier. */\n  readonly fields: readonly (readonly [name: string, type: string, quant: Quantifier])[];\n";
    out += "  /** `_attributes`. */\n  readonly attributes: readonly string[];\n}\n\n";
    out += "/** Every concrete node class of `ast` (3.14), in `__subclasses__()` order. */\nexport const NODE_SPECS = {\n";
    const concrete = classes.filter((c) => !c.abstract);
    for (const c of concrete) {
      const fields = c.fields.map(([n, t, q]) => `["${n}", "${t}", "${q}"]`).join(", ");
      const attrs = c.attributes.map((a) => `"${a}"`).join(", ");
      out += `  ${c.name}: { base: "${c.base}", fields: [${fields}], attributes: [${attrs}] },\n`;
    }
    out += "} as const satisfies Record<string, NodeSpec>;\n\nexport type NodeType = keyof typeof NODE_SPECS;\n\n";
    out += "/** The abstract classes (ASDL sums) and their concrete members. */\nexport const ABSTRACT_CLASSES = {\n";
    const sums = classes.filter((c) => c.abstract);
    for (const s of sums) {
      const members = concrete.filter((c) => c.base === s.name).map((c) => `"${c.name}"`);
      out += `  ${s.name}: [${members.join(", ")}],\n`;
    }
    out += "} as const;\n\n";
    out += "/** Position attributes (UTF-8 byte columns), as CPython's `_attributes`. */\n";
    out += "export interface Located {\n  lineno: number;\n  col_offset: number;\n  end_lineno: number;\n  end_col_offset: number;\n}\n\n";
    for (const s of sums) {
      const members = concrete.filter((c) => c.base === s.name).map((c) => c.name);
      out += `export type ${s.name} = ${members.join(" | ")};\n`;
    }
    out += "\n";
    const tsType = (t: string, q: string): string => {
      const base = TS_TYPE[t] ?? t;
      if (q === "*") return `${base}[]`;
      if (q === "?*") return `(${base} | null)[]`;
      if (q === "?") return `${base} | null`;
      return base;
    };
    for (const c of concrete) {
      const ext = c.attributes.length ? " extends Located" : "";
      out += `export interface ${c.name}${ext} {\n  readonly _type: "${c.name}";\n`;
      for (const [n, t, q] of c.fields) out += `  ${n}: ${tsType(t, q)};\n`;
      out += "}\n";
    }
    out += "\n/** Any node. */\nexport type AST = " + concrete.map((c) => c.name).join(" | ") + ";\n";
    out += "\n/** Node type name → its interface. */\nexport interface NodeByType {\n";
    for (const c of concrete) out += `  ${c.name}: ${c.name};\n`;
    out += "}\n";
    return out;
  },
};

/**
 * Unicode character names for `\N{...}` escapes (the oracle's `unicodedata`, Unicode as CPython
 * 3.14 ships it). Names of the form `PREFIX-<code point in hex>` (CJK ideographs, Tangut, …) are
 * stored as ranges per prefix; the rest as sorted, front-coded entries `<shared prefix length>;
 * <suffix>;<code point>` (base 36), decoded on the first lookup.
 */
export const unicodeNamesGenerator: Generator = {
  path: "packages/parser/src/unicodeNames.generated.ts",
  generate(oracle) {
    const data = JSON.parse(
      oracle.runPython(String.raw`import unicodedata, json, re
names = []
ranges = {}
for cp in range(0x110000):
    n = unicodedata.name(chr(cp), None)
    if n is None or n.startswith('HANGUL SYLLABLE '):
        continue
    m = re.fullmatch(r'(.*)-([0-9A-F]{4,6})', n)
    if m and int(m.group(2), 16) == cp:
        r = ranges.setdefault(m.group(1), [])
        if r and r[-1][1] == cp - 1:
            r[-1][1] = cp
        else:
            r.append([cp, cp])
        continue
    names.append((n, cp))
names.sort()
json.dumps({'names': names, 'ranges': ranges, 'version': unicodedata.unidata_version})`) as string,
    ) as { names: [string, number][]; ranges: Record<string, [number, number][]>; version: string };
    let prev = "";
    const parts: string[] = [];
    for (const [n, cp] of data.names) {
      let k = 0;
      while (k < n.length && k < prev.length && n[k] === prev[k]) k++;
      parts.push(`${k.toString(36)};${n.slice(k)};${cp.toString(36)}`);
      prev = n;
    }
    let out = GENERATED_HEADER("ast.ts");
    out += `// Unicode ${data.version}: ${data.names.length} names, ${Object.keys(data.ranges).length} hex-suffixed ranges.\n`;
    out += "/** Prefix → code point ranges whose name is `PREFIX-<HEX>`. */\n";
    out += `export const NAME_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = ${JSON.stringify(data.ranges)};\n`;
    out += "/** Front-coded sorted names (see scripts/generators/ast.ts). */\n";
    out += `export const PACKED_NAMES = ${JSON.stringify(parts.join("\n"))};\n`;
    return out;
  },
};
