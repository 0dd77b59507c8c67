/**
 * AST preprocessing (Python/ast_preprocess.c, `_PyAST_Preprocess`) as `ast.parse(optimize=N)`
 * runs it for N > 0.
 */
import type * as A from "../ast/nodes.generated.js";

export function preprocess(tree: A.mod, _optimize: number): A.mod {
  return tree;
}
