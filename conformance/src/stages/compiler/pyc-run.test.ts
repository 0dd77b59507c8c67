/**
 * `.pyc` files written by pyts run in CPython: every program in conformance/cases/programs and
 * conformance/cases/run is compiled by `pyts compile` (compileToPyc), the .pyc is run by the oracle
 * (`runpy.run_path(x.pyc)`), and its stdout, stderr and exit code must equal the oracle running
 * CPython's own .pyc of the same source (`py_compile`). That, not running the source, is the
 * reference: CPython's marshal writes frozenset constants in a sorted order, so a set display of
 * constants iterates differently when loaded from any .pyc than when compiled in memory (checked in
 * the oracle: `{3, 10, 2}` prints `{2, 10, 3}` from source and `{10, 2, 3}` from CPython's .pyc).
 * How many also equal the source run is reported.
 */
import { describe, expect, it } from "vitest";
import { compileToPyc } from "../../../../packages/cli/src/commands/compile.js";
import { casesCorpus, runCasePrograms } from "../../harness/corpus.js";
import { loadOracle } from "../../harness/oracle.js";
import { compareOutcomes } from "../../harness/runner.js";
import type { Stage } from "../../harness/stage.js";

// modules inside a case package (cases/run/_case_*/…) are imported by cases, not programs
const programs = [...casesCorpus("programs"), ...runCasePrograms()];
const plain = { name: "pyc-run" } as Stage;
const run = (path: string) => `import runpy, sys\nsys.argv = [${JSON.stringify(path)}]\nrunpy.run_path(${JSON.stringify(path)}, run_name="__main__")`;

describe("pyts-written .pyc files run in CPython 3.14 as their source does", () => {
  it(`${programs.length} programs`, async () => {
    const oracle = await loadOracle();
    const differing: string[] = [];
    let sameAsSource = 0;
    for (const file of programs) {
      const pycPath = `/pyc-run/${file.path}c`;
      const out = compileToPyc(file.path, file.bytes, 0);
      if (!out.pyc) {
        differing.push(`${file.path}: pyts compile failed: ${out.stderr.slice(0, 200)}`);
        continue;
      }
      oracle.writeFile(file.path, file.bytes);
      oracle.writeFile(pycPath, out.pyc);
      const cpythonPyc = `/pyc-run-cpython/${file.path}c`;
      oracle.runPython(`import py_compile\npy_compile.compile(${JSON.stringify(file.path)}, cfile=${JSON.stringify(cpythonPyc)}, doraise=True)`);
      const fromCPythonPyc = oracle.capture(run(cpythonPyc));
      const fromPytsPyc = oracle.capture(run(pycPath));
      const fromSource = oracle.capture(run(file.path));
      if (!compareOutcomes(plain, fromSource, fromPytsPyc)) sameAsSource++;
      const diff = compareOutcomes(plain, fromCPythonPyc, fromPytsPyc);
      if (diff) differing.push(`${file.path}: ${diff}`);
    }
    console.log(
      `.pyc written by pyts, run by CPython: ${programs.length - differing.length}/${programs.length} identical to CPython's own .pyc; ${sameAsSource}/${programs.length} also to running the source`,
    );
    expect(programs.length).toBeGreaterThanOrEqual(50);
    expect(differing).toEqual([]);
  });
});
