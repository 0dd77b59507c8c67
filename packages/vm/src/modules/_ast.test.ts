/**
 * _ast inside pyts: `ast.dump(ast.parse(src))` run by the VM (the zip's ast.py over the node
 * objects `compile(…, PyCF_ONLY_AST)` makes) must print, for every file of the stdlib corpus,
 * what @pyts/parser's own dump prints for it — and that one the parser stage checks against the
 * oracle's `ast.dump`. Then `compile()` of each such tree object must give the code objects
 * compiling the source gives. And the modules release what they hold.
 */
import { describe, expect, it } from "vitest";
import { decodeSource } from "@pyts/lexer";
import { parse, dump } from "@pyts/parser";
import { compile } from "@pyts/compiler";
import { stdlibCorpus } from "../../../../conformance/src/harness/corpus.js";
import { runCode } from "../run.js";
import { liveAfterRun } from "../testing/liveAfterRun.js";

function runProgram(src: string): string {
  const code = compile(parse(src, { filename: "<ast-test>" }), "<ast-test>", "exec");
  let out = "";
  runCode(code, { writeStdout: (s) => (out += s), writeStderr: (s) => (out += s), argv: ["<ast-test>"] });
  return out;
}

const MARK = "\u0000--next--\u0000";

describe("ast.dump(ast.parse(src)) inside pyts over the stdlib corpus", () => {
  const files = stdlibCorpus().map((f) => ({ path: f.path, text: decodeSource(f.bytes, f.path).text }));
  const chunks: (typeof files)[] = [];
  for (let i = 0; i < files.length; i += 80) chunks.push(files.slice(i, i + 80));
  it.each(chunks.map((c, i) => [i, c] as const))("files chunk %i", (_i, chunk) => {
    const expected = chunk.map((f) => dump(parse(f.text, { filename: f.path })));
    const program = [
      "import ast, sys",
      `SRCS = [${chunk.map((f) => JSON.stringify(f.text)).join(",\n")}]`,
      "for s in SRCS:",
      "    t = ast.parse(s)",
      `    sys.stdout.write(ast.dump(t) + ${JSON.stringify(MARK)})`,
      "    c = compile(t, '<corpus>', 'exec')",
      "    sys.stdout.write(('same' if c.co_code == compile(s, '<corpus>', 'exec').co_code else 'DIFFERENT') + " + JSON.stringify(MARK) + ")",
    ].join("\n");
    const out = runProgram(program).split(MARK);
    for (let j = 0; j < chunk.length; j++) {
      expect(out[2 * j], chunk[j]!.path).toBe(expected[j]);
      expect(out[2 * j + 1], chunk[j]!.path).toBe("same");
    }
  }, 600_000);
});

// the prelude imports what ast.unparse and literal_eval import lazily, so that the baseline holds those modules
const PRELUDE = "import ast, _ast, _tokenize, _opcode, gc, copy\nast.unparse(ast.parse(\"x\")); ast.literal_eval(\"1\")\n";
const PROGRAMS: Record<string, string> = {
  parseDump: `
t = ast.parse("def f(a, *b, c=1, **d):\\n    return [x for x in y] if a else {k: v for k, v in b}\\nclass C: pass\\n")
ast.dump(t, include_attributes=True, indent=2); repr(t); ast.unparse(t); list(ast.walk(t))
exec(compile(t, "<t>", "exec"), {})
compile("x + 1", "<e>", "eval", ast.PyCF_ONLY_AST)
ast.literal_eval("[1, (2, 'a'), {3: b'x'}]")
`,
  buildErrors: `
for bad in [ast.Module([ast.Expr(ast.Name('x', ast.Store()))], []), ast.Module(3, []), ast.Expression(ast.Constant([1]))]:
    try:
        compile(ast.fix_missing_locations(bad), "<b>", "exec" if isinstance(bad, ast.Module) else "eval")
    except (TypeError, ValueError):
        pass
n = ast.Name('x'); n.self = n
copy.replace(ast.Name('x'), id='y').__reduce__()
`,
  tokenize: `
lines = iter(["def f(a):\\n", "    return f'{a!r}' + 1\\n", "x = (\\n"])
try:
    for tok in _tokenize.TokenizerIter(lambda: next(lines), extra_tokens=True):
        pass
except SyntaxError:
    pass
it = _tokenize.TokenizerIter(iter(["a b\\n"]).__next__, extra_tokens=False)
next(it)
`,
  opcode: `
[_opcode.stack_effect(op, 1) for op in range(120) if _opcode.is_valid(op) and _opcode.has_arg(op)]
_opcode.get_nb_ops(); _opcode.get_intrinsic1_descs()
`,
};

describe("_ast, _tokenize and _opcode release what they hold", () => {
  const run = (src: string) => liveAfterRun(src, "<frontend>");
  run(PRELUDE);
  const baseline = run(PRELUDE).live;
  for (const [name, body] of Object.entries(PROGRAMS)) {
    it(name, () => {
      const { live, out } = run(PRELUDE + body);
      expect(out).toBe("");
      expect(live).toEqual(baseline);
    });
  }
});
