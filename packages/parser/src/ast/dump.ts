/**
 * `ast.dump` (3.14, annotate_fields=True): same field order, same omission of None optionals and
 * (unless `showEmpty`) empty lists, same single-line rule (all children simple and ≤ 3 args).
 */
import { reprConstant, reprStr } from "../pyrepr.js";
import type { ConstantValue } from "./constant.js";
import { NODE_SPECS, type AST } from "./nodes.generated.js";

export interface DumpOptions {
  includeAttributes?: boolean;
  /**
   * Python frames already on the stack when `ast.dump` is called (5 under `python -m ast`):
   * `ast.dump` recurses once per nesting level and fails like CPython past the recursion limit.
   */
  recursionBase?: number;
  /** `sys.getrecursionlimit()` (1000). */
  recursionLimit?: number;
  /** Spaces (or a string) per level; null/undefined: one line. */
  indent?: number | string | null;
  showEmpty?: boolean;
}

type Value = AST | readonly Value[] | ConstantValue | undefined;

/** Python's RecursionError, as `ast.dump` raises it on trees nested past the recursion limit. */
export class PyRecursionError extends Error {
  override name = "RecursionError";
}

export function isNode(v: unknown): v is AST {
  return typeof v === "object" && v !== null && "_type" in v;
}

export function dump(node: AST, opts: DumpOptions = {}): string {
  const indent = opts.indent === null || opts.indent === undefined ? null : typeof opts.indent === "number" ? " ".repeat(opts.indent) : opts.indent;
  const showEmpty = opts.showEmpty === true;
  const includeAttributes = opts.includeAttributes === true;

  const limit = opts.recursionLimit ?? 1000;
  const prefixes: string[] = [];
  const seps: string[] = [];
  const format = (value: Value, level: number, type: string, depth: number): [string, boolean] => {
    if (depth > limit) throw new PyRecursionError("maximum recursion depth exceeded");
    let prefix = "";
    let sep = ", ";
    if (indent !== null) {
      level += 1;
      prefix = prefixes[level] ??= "\n" + indent.repeat(level);
      sep = seps[level] ??= ",\n" + indent.repeat(level);
    }
    if (isNode(value)) {
      const spec = NODE_SPECS[value._type];
      const rec = value as unknown as Record<string, Value>;
      const args: string[] = [];
      let allSimple = true;
      for (const [name, type, quant] of spec.fields) {
        const v = rec[name];
        if ((v === null || v === undefined) && quant === "?") continue;
        if (!showEmpty && Array.isArray(v) && v.length === 0 && (quant === "*" || quant === "?*")) continue;
        const [s, simple] = format(v, level, type, depth + 1);
        allSimple &&= simple;
        args.push(name + "=" + s);
      }
      if (includeAttributes) {
        for (const name of spec.attributes) {
          const v = rec[name];
          if ((v === null || v === undefined) && (name === "end_lineno" || name === "end_col_offset")) continue;
          const [s, simple] = format(v, level, "", depth + 1);
          allSimple &&= simple;
          args.push(name + "=" + s);
        }
      }
      if (allSimple && args.length <= 3) return [value._type + "(" + args.join(", ") + ")", args.length === 0];
      return [value._type + "(" + prefix + args.join(sep) + ")", false];
    }
    if (Array.isArray(value)) {
      if (value.length === 0) return ["[]", true];
      return ["[" + prefix + value.map((x) => format(x as Value, level, type, depth + 2)[0]).join(sep) + "]", false];
    }
    if (value === undefined) return ["None", true];
    if (type === "constant") return [reprConstant(value as ConstantValue), true];
    if (typeof value === "number") return [String(value), true];
    if (typeof value === "string") return [reprStr(value), true];
    return [reprConstant(value as ConstantValue), true];
  };
  return format(node, 0, "", (opts.recursionBase ?? 5) + 1)[0];
}
