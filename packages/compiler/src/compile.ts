/**
 * The compiler driver (Python/compile.c `_PyAST_Compile`): AST preprocessing, future features,
 * the symbol table, then codegen of the module unit, whose nested units are optimized and
 * assembled as they finish. `compile(ast | source, filename, mode, {optimize, flags})`.
 */
import type * as ast from "@pyts/parser";
import { parseWithWarnings, warningsOf } from "@pyts/parser";
import type { WarningHandler } from "./warnings.js";
import type { CodeObject } from "./codeObject.js";
import { Compiler, locOf } from "./codegen/compiler.js";
import { preprocessAst } from "./codegen/preprocess.js";
import { visitBody } from "./codegen/stmt.js";
import { visitExpr } from "./codegen/expr.js";
import { O } from "./flowgraph/ops.js";
import { buildSymtable, futureFromAst } from "./symtable/symtable.js";

export type CompileMode = "exec" | "eval" | "single";

export interface CompileOptions {
  /** `-O` level: 0, 1 (asserts removed, `__debug__` false) or 2 (docstrings removed too). */
  optimize?: number;
  /** `PyCF_*` / `CO_FUTURE_*` flags from the caller. */
  flags?: number;
  /** Parses source text; defaults to `@pyts/parser`'s `parseWithWarnings` (its warnings go to `warn`). */
  parse?: (source: string | Uint8Array, filename: string, mode: CompileMode) => ast.mod;
  /**
   * Receives each SyntaxWarning, in CPython's order (lexer/parser, AST preprocessing, codegen);
   * throwing ends the compilation (the warnings filters' "error": see `syntaxErrorFromWarning`).
   * Without it warnings are dropped.
   */
  warn?: WarningHandler;
}

/** Compiles a module AST (or source, given a parser) to its code object, as CPython 3.14's `compile()`. */
export function compile(input: ast.mod | string | Uint8Array, filename: string, mode: CompileMode = "exec", options: CompileOptions = {}): CodeObject {
  let mod: ast.mod;
  const warn = options.warn;
  if (typeof input === "string" || input instanceof Uint8Array) {
    if (options.parse) mod = options.parse(input, filename, mode);
    else {
      const forward = (ws: readonly { msg: string; lineno: number }[]): void => {
        if (warn) for (const w of ws) warn({ category: "SyntaxWarning", msg: w.msg, filename, lineno: w.lineno, offset: null, end_lineno: null, end_offset: null });
      };
      let parsed;
      try {
        parsed = parseWithWarnings(input, { filename, mode });
      } catch (e) {
        forward(warningsOf(e)); // the ones emitted before the SyntaxError
        throw e;
      }
      mod = parsed.tree;
      forward(parsed.warnings);
    }
  } else mod = input;
  const optimize = options.optimize ?? 0;
  preprocessAst(mod, {
    optimize,
    warn: warn && ((s, msg) => warn({ category: "SyntaxWarning", msg, filename, lineno: s.lineno, offset: s.col_offset + 1, end_lineno: s.end_lineno, end_offset: s.end_col_offset + 1 })),
  });
  const future = futureFromAst(mod, filename);
  // `future.ff_features |= flags->cf_flags`: caller flags (PyCF_ALLOW_TOP_LEVEL_AWAIT, CO_FUTURE_*) join the future features.
  future.features |= options.flags ?? 0;
  const st = buildSymtable(mod, filename, future);
  const c = new Compiler(st, filename, future.features, optimize, options.flags ?? 0, mod._type === "Interactive");
  c.warnHandler = warn;
  c.enterScope("<module>", "module", mod, 1, null, {});
  switch (mod._type) {
    case "Module": {
      const stmts = mod.body;
      const loc = stmts.length ? locOf(stmts[0]!) : { lineno: 1, end_lineno: 1, col_offset: 0, end_col_offset: 0 };
      if (c.u.ste.hasConditionalAnnotations) {
        c.addopI(loc, O.BUILD_SET, 0);
        c.addopN(loc, O.STORE_NAME, "__conditional_annotations__", "names");
      }
      visitBody(c, loc, stmts, false);
      return c.optimizeAndAssemble(true);
    }
    case "Interactive":
      visitBody(c, locOf(mod.body[0]!), mod.body, true);
      return c.optimizeAndAssemble(true);
    case "Expression":
      visitExpr(c, mod.body);
      return c.optimizeAndAssemble(false);
    default:
      throw new Error("compile: FunctionType is not compilable");
  }
}
