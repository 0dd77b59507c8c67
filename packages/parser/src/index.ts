/**
 * @pyts/parser — stage two of the pipeline: tokens → AST, identical to CPython 3.14's `ast`
 * module, and CPython's SyntaxErrors.
 *
 * The grammar is Grammar/python.gram (3.14) written by hand as a recursive-descent parser with
 * PEG semantics (ordered choice with backtracking over a lazily filled token array), not with
 * chevrotain: PEG's ordered choice, unbounded lookahead (`star_targets '='` vs an expression
 * statement, `with (a, b):` vs a parenthesized tuple) and CPython's two-pass error reporting
 * (the invalid_* rules) do not fit an LL(k) parser generator without rewriting the grammar, and
 * hand-written rules let operator chains be loops so that deep inputs never overflow the JS
 * stack. Node classes come from one table generated from the oracle (ast/nodes.generated.ts).
 *
 * Layout (one job per file, following the pipeline):
 *   ast/nodes.generated.ts  node classes, fields, attributes (scripts/generators/ast.ts)
 *   ast/constant.ts         Python values of constants (bigint ints, complex, bytes, Ellipsis)
 *   ast/dump.ts, unparse.ts, visitor.ts   ast.dump / ast.unparse / NodeVisitor, walk
 *   parser/tokenStream.ts   lexer tokens → parser tokens (keywords, type comments), lazily
 *   parser/core.ts          cursor, backtracking, positions, CPython's error-raising helpers
 *   parser/expressions.ts, statements.ts, params.ts, patterns.ts, strings.ts   the grammar
 *   parser/invalid.ts       the second pass's invalid_* rules (3.14 messages and locations)
 *   parser/parse.ts         modes, the two passes, tokenizer-error translation
 *   optimize/preprocess.ts  Python/ast_preprocess.c for optimize > 0
 *   traceback.ts, keywordTypos.ts, difflib.ts, suggestions.ts   printing a SyntaxError as the
 *                           interpreter does ("Did you mean 'while'?")
 *   pyrepr.ts               Python reprs (float shortest round-trip, str, bytes, complex)
 *
 * Entry points: `parse`, `dump`, `unparse`, `NodeVisitor`/`walk`, `PySyntaxError`,
 * `formatSyntaxErrorWithHints`.
 */
export { parse, parseWithWarnings, splitLines } from "./parse.js";
export type { ParseOptions, ParseResult } from "./parse.js";
export { dump, isNode, PyRecursionError } from "./ast/dump.js";
export type { DumpOptions } from "./ast/dump.js";
export { NODE_SPECS, ABSTRACT_CLASSES } from "./ast/nodes.generated.js";
export type * from "./ast/nodes.generated.js";
export { Ellipsis, PyBytesValue, PyComplexValue } from "./ast/constant.js";
export type { ConstantValue, EllipsisType } from "./ast/constant.js";
export { PySyntaxError } from "./errors.js";
export { ParserMemoryError, warningsOf } from "./parser/parse.js";
export { intLiteralLimit } from "./parser/numbers.js";
export { reprConstant, reprStr, reprBytes, formatFloatRepr } from "./pyrepr.js";
export { formatSyntaxError, formatSyntaxErrorWithHints } from "./traceback.js";
/** `_suggestions._generate_suggestions` (Python/suggestions.c): also used by the VM's tracebacks. */
export { generateSuggestion } from "./suggestions.js";
export { lookupUnicodeName, unicodeNameOf } from "./unicodeNames.js";
export type { SyntaxErrorFields } from "./traceback.js";
export { unparse } from "./ast/unparse.js";
/** `_PyAST_Preprocess` for optimize > 0 (what `compile(tree, …, PyCF_OPTIMIZED_AST)` applies to an AST object). */
export { preprocess } from "./optimize/preprocess.js";
export { NodeVisitor, NodeTransformer, walk, iterChildNodes, iterFields } from "./ast/visitor.js";
