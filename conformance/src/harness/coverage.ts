/**
 * Coverage audit of conformance/cases/run (issue #5: the run cases together cover every statement
 * and expression kind, every operator and pattern kind, and every builtin type).
 *
 * `tsx conformance/src/harness/coverage.ts` parses every case with pyts's parser and prints the AST node
 * kinds of CPython 3.14's `ast` (concrete classes of stmt, expr, expr_context, boolop, operator,
 * unaryop, cmpop, pattern, type_param), the finer forms (each expression kind as a target of
 * `=`/`del`/augmented assignment, each augmented operator, each argument kind) and the builtin
 * types of the issue's list that no case uses. `--all` prints the counts of covered kinds too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ABSTRACT_CLASSES, parse, walk, type AST } from "@pyts/parser";

const FAMILIES = ["stmt", "expr", "expr_context", "boolop", "operator", "unaryop", "cmpop", "pattern", "type_param"] as const;

/** The finer syntactic forms a node of one kind can take, as `Kind:form` keys. */
function formsOf(node: AST): string[] {
  const n = node as unknown as Record<string, unknown>;
  const kind = (v: unknown): string => (v as AST)._type;
  const out: string[] = [];
  switch (node._type) {
    case "AugAssign":
      out.push(`AugAssign:${kind(n.op)}`, `AugAssign target:${kind(n.target)}`);
      break;
    case "AnnAssign":
      out.push(`AnnAssign target:${kind(n.target)}${n.value ? "=value" : ""}`);
      break;
    case "Delete":
      for (const t of n.targets as AST[]) out.push(`del target:${kind(t)}`);
      break;
    case "Assign":
      for (const t of n.targets as AST[]) out.push(`= target:${kind(t)}`);
      if ((n.targets as AST[]).length > 1) out.push("= chained");
      break;
    case "For":
    case "AsyncFor":
    case "comprehension":
      out.push(`${node._type} target:${kind(n.target)}`);
      if (node._type === "comprehension" && n.is_async) out.push("comprehension:async");
      break;
    case "Starred":
      out.push(`Starred:${kind(n.ctx)}`);
      break;
    case "arguments":
      for (const f of ["posonlyargs", "args", "kwonlyargs"]) if ((n[f] as unknown[]).length) out.push(`arguments:${f}`);
      if (n.vararg) out.push("arguments:vararg");
      if (n.kwarg) out.push("arguments:kwarg");
      if ((n.defaults as unknown[]).length) out.push("arguments:defaults");
      if ((n.kw_defaults as unknown[]).some((d) => d !== null && d !== undefined)) out.push("arguments:kw_defaults");
      break;
    case "keyword":
      out.push(n.arg === null || n.arg === undefined ? "keyword:**" : "keyword:named");
      break;
    case "Slice":
      out.push(`Slice:${n.lower ? "l" : "_"}${n.upper ? "u" : "_"}${n.step ? "s" : "_"}`);
      break;
    case "Try":
    case "TryStar":
      if ((n.orelse as unknown[]).length) out.push(`${node._type}:else`);
      if ((n.finalbody as unknown[]).length) out.push(`${node._type}:finally`);
      break;
    case "Raise":
      out.push(`Raise:${n.exc ? "exc" : "bare"}${n.cause ? "+from" : ""}`);
      break;
    case "FormattedValue":
      out.push(`FormattedValue:conv${n.conversion}${n.format_spec ? "+spec" : ""}`);
      break;
    case "Yield":
      out.push(`Yield:${n.value ? "value" : "bare"}`);
      break;
  }
  return out;
}

/** The forms the audit expects; a form not seen in any case is reported. */
function expectedForms(): string[] {
  const exprTargets = ["Name", "Attribute", "Subscript"];
  const unpackTargets = ["Tuple", "List", "Starred"];
  return [
    ...ABSTRACT_CLASSES.operator.map((op) => `AugAssign:${op}`),
    ...exprTargets.map((t) => `AugAssign target:${t}`),
    ...exprTargets.map((t) => `AnnAssign target:${t}`),
    ...exprTargets.map((t) => `AnnAssign target:${t}=value`),
    ...[...exprTargets, "Tuple", "List"].map((t) => `del target:${t}`),
    ...[...exprTargets, "Tuple", "List"].map((t) => `= target:${t}`),
    "= chained",
    ...[...exprTargets, ...unpackTargets.slice(0, 2)].map((t) => `For target:${t}`),
    ...[...exprTargets, ...unpackTargets.slice(0, 2)].map((t) => `comprehension target:${t}`),
    "comprehension:async",
    "Starred:Load",
    "Starred:Store",
    ...["posonlyargs", "args", "kwonlyargs", "vararg", "kwarg", "defaults", "kw_defaults"].map((f) => `arguments:${f}`),
    "keyword:**",
    "keyword:named",
    ...["___", "l__", "_u_", "__s", "lu_", "l_s", "_us", "lus"].map((s) => `Slice:${s}`),
    "Try:else",
    "Try:finally",
    "TryStar:else",
    "TryStar:finally",
    "Raise:bare",
    "Raise:exc",
    "Raise:exc+from",
    ...["-1", "114", "115", "97"].flatMap((c) => [`FormattedValue:conv${c}`, `FormattedValue:conv${c}+spec`]),
    "Yield:bare",
    "Yield:value",
  ];
}

/** Builtin types of the list, each with the source patterns that show a case uses it. */
const TYPES: Record<string, RegExp> = {
  int: /\bint\(/,
  float: /\bfloat\(/,
  complex: /\bcomplex\(|\d+j\b/,
  bool: /\bbool\(/,
  str: /\bstr\(/,
  bytes: /\bbytes\(|\bb'/,
  bytearray: /\bbytearray\(/,
  memoryview: /\bmemoryview\(/,
  list: /\blist\(/,
  tuple: /\btuple\(/,
  "dict views": /\.(keys|values|items)\(\)/,
  set: /\bset\(/,
  frozenset: /\bfrozenset\(/,
  range: /\brange\(/,
  slice: /\bslice\(/,
  enumerate: /\benumerate\(/,
  zip: /\bzip\(/,
  "zip strict": /strict=True/,
  map: /\bmap\(/,
  filter: /\bfilter\(/,
  reversed: /\breversed\(/,
  property: /\bproperty\b/,
  super: /\bsuper\(/,
  type: /\btype\(/,
  object: /\bobject\(\)/,
  "function attrs": /__defaults__|__kwdefaults__|__closure__|__qualname__/,
  "method (__self__/__func__)": /__self__|__func__/,
  cell: /cell_contents/,
  code: /__code__\.co_|\bco_\w+/,
  "code.replace": /__code__\.replace\(|\.replace\(co_/,
  frame: /_getframe|\bf_(lineno|locals|back|code|globals)\b|tb_frame/,
  generator: /\bgi_(frame|running|code|suspended|yieldfrom)\b|\.send\(|\.throw\(/,
  coroutine: /\bcr_(frame|running|code|await|suspended|origin)\b/,
  "async generator": /\bag_(frame|running|code|await)\b|\basend\(|\bathrow\(/,
  NoneType: /type\(None\)/,
  NotImplemented: /\bNotImplemented\b/,
  Ellipsis: /\bEllipsis\b|\.\.\./,
  Template: /\bTemplate\b|\bt"|\bt'/,
  Interpolation: /\.interpolations\b|\bInterpolation\b/,
  __cause__: /__cause__/,
  __context__: /__context__/,
  __traceback__: /__traceback__/,
  __notes__: /__notes__|add_note\(/,
  "with_traceback": /with_traceback\(/,
  __suppress_context__: /__suppress_context__/,
};

export interface CoverageReport {
  files: number;
  nodeCounts: Map<string, number>;
  missingNodes: string[];
  missingForms: string[];
  missingTypes: string[];
  parseErrors: string[];
}

export function auditCoverage(dir: string): CoverageReport {
  const nodeCounts = new Map<string, number>();
  const parseErrors: string[] = [];
  const sources: string[] = [];
  const files = readdirSync(dir).filter((f) => f.endsWith(".py")).sort();
  for (const f of files) {
    const src = readFileSync(join(dir, f), "utf8");
    sources.push(src);
    let tree: AST;
    try {
      tree = parse(src, { filename: f });
    } catch {
      parseErrors.push(f);
      continue;
    }
    for (const node of walk(tree)) {
      for (const key of [node._type, ...formsOf(node)]) nodeCounts.set(key, (nodeCounts.get(key) ?? 0) + 1);
    }
  }
  const missingNodes = FAMILIES.flatMap((fam) => ABSTRACT_CLASSES[fam].filter((k) => !nodeCounts.has(k)).map((k) => `${fam}.${k}`));
  const missingForms = expectedForms().filter((k) => !nodeCounts.has(k));
  const all = sources.join("\n");
  const missingTypes = Object.entries(TYPES).filter(([, re]) => !re.test(all)).map(([name]) => name);
  return { files: files.length, nodeCounts, missingNodes, missingForms, missingTypes, parseErrors };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "cases", "run");
  const r = auditCoverage(dir);
  console.log(`${r.files} cases in cases/run`);
  if (r.parseErrors.length) console.log(`not parsed: ${r.parseErrors.join(" ")}`);
  console.log(`node kinds never used (${r.missingNodes.length}): ${r.missingNodes.join(" ") || "none"}`);
  console.log(`forms never used (${r.missingForms.length}): ${r.missingForms.join(" | ") || "none"}`);
  console.log(`builtin types never used (${r.missingTypes.length}): ${r.missingTypes.join(" | ") || "none"}`);
  if (process.argv.includes("--all")) {
    for (const [k, v] of [...r.nodeCounts].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`${String(v).padStart(6)}  ${k}`);
  }
}
