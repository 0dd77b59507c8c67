/**
 * `_PyAST_Validate` (Python/ast.c, 3.14): the checks `compile(ast_object, …)` makes on a tree
 * converted from Python objects before compiling it — expression contexts, empty bodies and
 * target lists, names that can only be constants, operand counts — with CPython's ValueError
 * messages. The walk is generic over the node table: each node's fields in order, targets
 * checked in the context their statement gives them.
 */
import { NODE_SPECS, ABSTRACT_CLASSES } from "@pyts/parser";

type Node = { _type: string } & Record<string, unknown>;
type Spec = { readonly base: string; readonly fields: readonly (readonly [string, string, string])[] };
const SPECS = NODE_SPECS as unknown as Record<string, Spec>;
const EXPR = new Set<string>((ABSTRACT_CLASSES as unknown as Record<string, readonly string[]>).expr);
const CTX_KINDS = new Set(["Attribute", "Subscript", "Starred", "Name", "List", "Tuple"]);

/** A validation failure: `compile()` raises it as ValueError (TypeError where ast.c does) with this message. */
export class AstValidationError extends Error {
  constructor(
    message: string,
    readonly typeError = false,
  ) {
    super(message);
  }
}

function fail(msg: string, typeError = false): never {
  throw new AstValidationError(msg, typeError);
}

/** The context a statement's (or comprehension's, with-item's) target fields take. */
const TARGET_CTX: Record<string, Record<string, string>> = {
  Assign: { targets: "Store" },
  Delete: { targets: "Del" },
  AugAssign: { target: "Store" },
  AnnAssign: { target: "Store" },
  For: { target: "Store" },
  AsyncFor: { target: "Store" },
  NamedExpr: { target: "Store" },
  TypeAlias: { name: "Store" },
  comprehension: { target: "Store" },
  withitem: { optional_vars: "Store" },
};

/** Bodies that may not be empty: "empty body on FunctionDef". */
const NONEMPTY: Record<string, readonly string[]> = {
  FunctionDef: ["body"], AsyncFunctionDef: ["body"], ClassDef: ["body"], For: ["body"], AsyncFor: ["body"],
  While: ["body"], If: ["body"], With: ["body"], AsyncWith: ["body"], Try: ["body"], TryStar: ["body"],
  ExceptHandler: ["body"], match_case: ["body"],
};

function ctxName(n: unknown): string {
  return (n as Node)._type;
}

function validateName(id: unknown): void {
  if (id === "None" || id === "True" || id === "False") fail(`identifier field can't represent '${id as string}' constant`);
}

function checkStmt(s: Node): void {
  switch (s._type) {
    case "Assign":
      if ((s.targets as unknown[]).length === 0) fail("empty targets on Assign");
      break;
    case "Delete":
      if ((s.targets as unknown[]).length === 0) fail("empty targets on Delete");
      break;
    case "AnnAssign":
      if (s.simple !== 0 && (s.target as Node)._type !== "Name") fail("AnnAssign with simple non-Name target", true);
      break;
    case "With":
    case "AsyncWith":
      if ((s.items as unknown[]).length === 0) fail(`empty items on ${s._type}`);
      break;
    case "Raise":
      if (s.exc === null && s.cause !== null) fail("Raise with cause but no exception");
      break;
    case "Try":
    case "TryStar":
      if ((s.body as unknown[]).length === 0) fail(`empty body on ${s._type}`);
      if ((s.handlers as unknown[]).length === 0 && (s.finalbody as unknown[]).length === 0) fail(`${s._type} has neither except handlers nor finalbody`);
      if ((s.handlers as unknown[]).length === 0 && (s.orelse as unknown[]).length !== 0) fail(`${s._type} has orelse but no except handlers`);
      break;
    case "Import":
      if ((s.names as unknown[]).length === 0) fail("empty names on Import");
      break;
    case "ImportFrom":
      if (s.level !== null && (s.level as number) < 0) fail("Negative ImportFrom level");
      break;
    case "Global":
    case "Nonlocal":
      if ((s.names as unknown[]).length === 0) fail(`empty names on ${s._type}`);
      break;
    case "Match":
      if ((s.cases as unknown[]).length === 0) fail("empty cases on Match");
      break;
  }
}

function checkExpr(e: Node, ctx: string): void {
  if (CTX_KINDS.has(e._type)) {
    const actual = ctxName(e.ctx);
    if (actual !== ctx) fail(`expression must have ${ctx} context but has ${actual} instead`);
  } else if (ctx !== "Load") {
    fail(`expression which can't be assigned to in ${ctx} context`);
  }
  switch (e._type) {
    case "BoolOp":
      if ((e.values as unknown[]).length < 2) fail("BoolOp with less than 2 values");
      break;
    case "Dict":
      if ((e.keys as unknown[]).length !== (e.values as unknown[]).length) fail("Dict doesn't have the same number of keys as values");
      break;
    case "ListComp":
    case "SetComp":
    case "GeneratorExp":
    case "DictComp":
      if ((e.generators as unknown[]).length === 0) fail("comprehension with no generators");
      break;
    case "Compare":
      if ((e.comparators as unknown[]).length === 0) fail("Compare with no comparators");
      if ((e.comparators as unknown[]).length !== (e.ops as unknown[]).length) fail("Compare has a different number of comparators and operands");
      break;
    case "Name":
      validateName(e.id);
      break;
  }
}

function checkArguments(a: Node): void {
  if ((a.kwonlyargs as unknown[]).length !== (a.kw_defaults as unknown[]).length) fail("length of kwonlyargs is not the same as kw_defaults on arguments");
  if ((a.defaults as unknown[]).length > (a.posonlyargs as unknown[]).length + (a.args as unknown[]).length) fail("more positional defaults than args on arguments");
}

/** Elements of List/Tuple and a Starred's value take the container's context. */
function childCtx(parent: Node, field: string, ctx: string): string {
  const t = TARGET_CTX[parent._type]?.[field];
  if (t !== undefined) return t;
  if ((parent._type === "List" || parent._type === "Tuple") && field === "elts") return ctx;
  if (parent._type === "Starred" && field === "value") return ctx;
  return "Load";
}

function walk(node: Node, ctx: string): void {
  const type = node._type;
  if (EXPR.has(type)) checkExpr(node, ctx);
  else if (SPECS[type]?.base === "stmt") checkStmt(node);
  else if (type === "arguments") checkArguments(node);
  const spec = SPECS[type];
  if (spec === undefined) return;
  const nonEmpty = NONEMPTY[type];
  for (const [f, t, q] of spec.fields) {
    const v = node[f];
    if (q === "" && v === null && t !== "constant") fail(`field '${f}' is required for ${type}`);
    if (q === "*" || q === "?*") {
      const items = v as unknown[];
      if (nonEmpty !== undefined && nonEmpty.includes(f) && items.length === 0) fail(`empty body on ${type}`);
      if (q === "*" && !(type === "arguments" && f === "kw_defaults") && items.includes(null)) {
        if (t === "expr") fail("None disallowed in expression list");
        if (t === "stmt") fail("None disallowed in statement list");
      }
      if (SPECS[t] !== undefined || (ABSTRACT_CLASSES as unknown as Record<string, unknown>)[t] !== undefined) {
        const c = childCtx(node, f, ctx);
        for (const x of items) if (x !== null) walk(x as Node, c);
      }
    } else if (v !== null && typeof v === "object" && "_type" in (v as object)) {
      if (t === "expr_context" || SPECS[(v as Node)._type]?.fields.length === 0 && SPECS[(v as Node)._type]?.base !== "stmt") continue;
      walk(v as Node, childCtx(node, f, ctx));
    }
  }
}

/** Validates a module tree (Module, Expression, Interactive) as compile() does; throws AstValidationError. */
export function validateAst(mod: { _type: string }): void {
  walk(mod as Node, "Load");
}
