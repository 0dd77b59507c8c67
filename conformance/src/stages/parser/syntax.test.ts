/**
 * SyntaxErrors against the oracle: every conformance/cases/syntax/*.py through `ast.parse` in
 * CPython and in pyts — same exception type, msg, lineno, offset, end_lineno, end_offset — and the
 * printed error (`python -m ast` traceback tail, with keyword hints) byte for byte.
 */
import { describe, expect, it } from "vitest";
import { loadOracle } from "../../harness/oracle.js";
import { casesCorpus } from "../../harness/corpus.js";
import { parse, PySyntaxError } from "../../../../packages/parser/src/index.js";
import { astToText } from "../../../../packages/cli/src/commands/ast.js";

const PY = String.raw`
import ast, traceback, io, sys, json
def _pyts_syntax(path, data):
    try:
        ast.parse(data, path, type_comments=True)
        fields = None
    except SyntaxError as e:
        fields = [type(e).__name__, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset]
    err = io.StringIO()
    old = sys.stderr
    sys.stderr = err
    try:
        try:
            ast.main([path])
        except BaseException as e:
            traceback.print_exception(e)
    finally:
        sys.stderr = old
    out = err.getvalue()
    at = out.rfind('  File "%s"' % path)
    # No frame in the file (an error without a location): only the exception line is comparable.
    # Warnings printed before the traceback are kept; the CPython-internal frames are dropped.
    tb = out.find('Traceback (most recent call last):\n')
    before = out[:tb] if tb >= 0 else ''
    printed = before + (out[at:] if at >= 0 else out.splitlines(True)[-1])
    return json.dumps({'fields': fields, 'printed': printed})
`;

describe("syntax errors (conformance/cases/syntax)", async () => {
  const oracle = await loadOracle();
  oracle.runPython(PY);
  const files = casesCorpus("syntax");
  it("has at least 200 invalid sources", () => expect(files.length).toBeGreaterThanOrEqual(200));
  it.each(files.map((f) => [f.path, f] as const))("%s", (_name, file) => {
    oracle.writeFile(file.path, file.bytes);
    oracle.pyodide.globals.set("_pyts_data", oracle.pyodide.toPy(file.bytes));
    const expected = JSON.parse(oracle.runPython(`_pyts_syntax(${JSON.stringify(file.path)}, bytes(_pyts_data))`) as string) as { fields: unknown[] | null; printed: string };
    let fields: unknown[] | null = null;
    try {
      parse(file.bytes, { filename: file.path, typeComments: true });
    } catch (e) {
      if (!(e instanceof PySyntaxError)) throw e;
      fields = [e.type, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset];
    }
    expect(expected.fields).not.toBeNull();
    expect(fields).toEqual(expected.fields);
    const printed = astToText(file.path, file.bytes, { mode: "exec", includeAttributes: false, indent: 3, showEmpty: false, optimize: -1, typeComments: true });
    expect(printed.stderr).toBe(expected.printed);
    expect(printed.exitCode).toBe(1);
  });
});
