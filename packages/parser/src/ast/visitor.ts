/**
 * `ast.NodeVisitor`, `ast.NodeTransformer`, `ast.walk`, `ast.iter_fields`, `ast.iter_child_nodes`
 * over the generated node table: `visit_<NodeType>` methods, `genericVisit` for the rest.
 */
import { NODE_SPECS, type AST } from "./nodes.generated.js";
import { isNode } from "./dump.js";

/** `ast.iter_fields`: (name, value) for each field present. */
export function* iterFields(node: AST): Generator<[string, unknown]> {
  const rec = node as unknown as Record<string, unknown>;
  for (const [name] of NODE_SPECS[node._type].fields) if (name in rec) yield [name, rec[name]];
}

/** `ast.iter_child_nodes`: direct child nodes, in field order. */
export function* iterChildNodes(node: AST): Generator<AST> {
  for (const [, v] of iterFields(node)) {
    if (isNode(v)) yield v;
    else if (Array.isArray(v)) for (const x of v) if (isNode(x)) yield x;
  }
}

/** `ast.walk`: every node, breadth-first (iteratively, so deep trees do not exhaust the stack). */
export function* walk(node: AST): Generator<AST> {
  const todo: AST[] = [node];
  for (let i = 0; i < todo.length; i++) {
    const n = todo[i]!;
    for (const c of iterChildNodes(n)) todo.push(c);
    yield n;
  }
}

type VisitMethod = (node: AST) => unknown;

/** `ast.NodeVisitor`: subclasses define `visit_Name(node)` etc. */
export class NodeVisitor {
  visit(node: AST): unknown {
    const m = (this as unknown as Record<string, VisitMethod | undefined>)["visit_" + node._type];
    return m ? m.call(this, node) : this.genericVisit(node);
  }

  genericVisit(node: AST): unknown {
    for (const [, v] of iterFields(node)) {
      if (Array.isArray(v)) {
        for (const x of v) if (isNode(x)) this.visit(x);
      } else if (isNode(v)) this.visit(v);
    }
    return undefined;
  }
}

/** `ast.NodeTransformer`: a visit method's result replaces the node (null removes it from lists). */
export class NodeTransformer extends NodeVisitor {
  override genericVisit(node: AST): AST {
    const rec = node as unknown as Record<string, unknown>;
    for (const [name, v] of iterFields(node)) {
      if (Array.isArray(v)) {
        const out: unknown[] = [];
        for (const x of v) {
          if (isNode(x)) {
            const r = this.visit(x);
            if (r === null || r === undefined) continue;
            if (Array.isArray(r)) out.push(...r);
            else out.push(r);
          } else out.push(x);
        }
        rec[name] = out;
      } else if (isNode(v)) {
        const r = this.visit(v);
        rec[name] = r === undefined ? null : r;
      }
    }
    return node;
  }
}
