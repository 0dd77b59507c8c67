/**
 * Differential harness for `_sre`: the oracle turns each (pattern, flags) into the arguments
 * re._compiler.compile would pass to _sre.compile (or the error re._parser/re._compiler raise);
 * one driver program then builds the Pattern objects from those literals and prints every result
 * (match/search/fullmatch spans, groups, lastindex/lastgroup, findall, finditer, split, sub,
 * errors); the same program runs in the oracle and in pyts, and the outputs are compared.
 */
import { compile } from "@pyts/compiler";
import { runCode, initHashSecret } from "@pyts/vm";
import type { Oracle } from "../../harness/oracle.js";

export interface SreCase {
  /** Python source of the pattern: a str or bytes literal. */
  pattern: string;
  flags: number;
  /** Python source of each subject. */
  subjects: string[];
}

/** A Python str literal for any JS string (non-ASCII escaped). */
export function pyStr(s: string): string {
  let out = "'";
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === "\\" || ch === "'") out += "\\" + ch;
    else if (c >= 32 && c < 127) out += ch;
    else if (c < 256) out += "\\x" + c.toString(16).padStart(2, "0");
    else if (c < 0x10000) out += "\\u" + c.toString(16).padStart(4, "0");
    else out += "\\U" + c.toString(16).padStart(8, "0");
  }
  return out + "'";
}

/** A Python bytes literal for a string of code units < 256. */
export function pyBytes(s: string): string {
  return "b" + pyStr(s).replace(/\\u00([0-9a-f]{2})/g, "\\x$1");
}

const ARGS_SRC = `
import re, json, _sre
from re import _parser, _compiler
def _sre_args(pattern, flags):
    try:
        p = _parser.parse(pattern, flags)
        code = _compiler._code(p, flags)
    except Exception as e:
        return ["error", "%s: %s" % (type(e).__name__, e)]
    gi = p.state.groupdict
    ig = [None] * p.state.groups
    for k, i in gi.items():
        ig[i] = k
    words = "[" + ", ".join("R" if c == _sre.MAXREPEAT else str(int(c)) for c in code) + "]"
    return ["ok", "_sre.compile(%r, %d, %s, %d, %r, %r)" % (pattern, flags | p.state.flags, words, p.state.groups - 1, dict(gi), tuple(ig))]
`;

/** The oracle's _sre.compile(...) expression (or error text) for each case. */
export function compileArgs(oracle: Oracle, cases: readonly SreCase[]): (["ok", string] | ["error", string])[] {
  oracle.runPython(ARGS_SRC);
  const list = "[" + cases.map((c) => `(${c.pattern}, ${c.flags})`).join(",\n") + "]";
  const js = oracle.runPython(`json.dumps([_sre_args(p, f) for p, f in ${list}])`) as string;
  return JSON.parse(js) as (["ok", string] | ["error", string])[];
}

const DRIVER = `
import _sre
# the oracle is wasm32 (MAXREPEAT 2**31-1); pyts is 64-bit (2**32-1): the code words say R
R = _sre.MAXREPEAT
def _show(f):
    try:
        return repr(f())
    except Exception as e:
        return 'EXC %s: %s' % (type(e).__name__, e)
def _M(m):
    if m is None:
        return 'None'
    return '%r %r %r %r %r %r %r' % (m.span(), m.groups(), m.groupdict('-'), m.lastindex, m.lastgroup, m.regs, m[0])
def _repl(m):
    return ('<%d:%r>' % (m.start(), m.lastindex)) if isinstance(m.string, str) else b'<>'
def _case(i, p, s):
    out = [
        _show(lambda: _M(p.match(s))),
        _show(lambda: _M(p.search(s))),
        _show(lambda: _M(p.fullmatch(s))),
        _show(lambda: _M(p.search(s, 1, len(s) - 1))),
        _show(lambda: _M(p.match(s, 2))),
        _show(lambda: p.findall(s)),
        _show(lambda: [m.span() for m in p.finditer(s)]),
        _show(lambda: p.split(s)),
        _show(lambda: p.split(s, 1)),
        _show(lambda: p.subn(_repl, s)),
        _show(lambda: p.sub('-' if isinstance(s, str) else b'-', s, 2)),
    ]
    print(i, '|'.join(out))
def _run(i, mk, subjects):
    try:
        p = mk()
    except Exception as e:
        print(i, 'COMPILE EXC %s: %s' % (type(e).__name__, e))
        return
    for s in subjects:
        _case(i, p, s)
`;

/** The driver program over the compiled cases (index, compile expression, subjects). */
export function driverProgram(items: readonly { index: number; expr: string; subjects: string[] }[]): string {
  const lines = [DRIVER];
  for (const it of items) lines.push(`_run(${it.index}, lambda: ${it.expr}, [${it.subjects.join(", ")}])`);
  return lines.join("\n") + "\n";
}

export interface RunOutput {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Runs Python source in pyts in-process. */
export function pytsRunSource(src: string, name = "<sre>"): RunOutput {
  initHashSecret("0");
  const code = compile(src, name, "exec");
  let stdout = "";
  let stderr = "";
  const { exitCode } = runCode(code, {
    argv: [name],
    source: src,
    readLine: () => null,
    writeStdout: (s) => {
      stdout += s;
    },
    writeStderr: (s) => {
      stderr += s;
    },
  });
  return { stdout, stderr, exitCode };
}

export interface DiffResult {
  identical: number;
  total: number;
  skipped: number;
  differences: string[];
}

/** Runs the cases in both and compares per output line. */
export function runDifferential(oracle: Oracle, cases: readonly SreCase[], maxDiffs = 20): DiffResult {
  const args = compileArgs(oracle, cases);
  const items: { index: number; expr: string; subjects: string[] }[] = [];
  let skipped = 0;
  args.forEach((a, i) => {
    if (a[0] === "ok") items.push({ index: i, expr: a[1], subjects: cases[i]!.subjects });
    else skipped++;
  });
  const prog = driverProgram(items);
  const want = oracle.capture(prog);
  const got = pytsRunSource(prog);
  const wl = want.stdout.split("\n"), gl = got.stdout.split("\n");
  const differences: string[] = [];
  let identical = 0, total = 0;
  const byCase = (lines: string[]) => {
    const m = new Map<number, string[]>();
    for (const l of lines) {
      const sp = l.indexOf(" ");
      if (sp < 0) continue;
      const k = Number(l.slice(0, sp));
      if (!m.has(k)) m.set(k, []);
      m.get(k)!.push(l);
    }
    return m;
  };
  const W = byCase(wl), G = byCase(gl);
  for (const it of items) {
    total++;
    const w = (W.get(it.index) ?? []).join("\n"), g = (G.get(it.index) ?? []).join("\n");
    if (w === g && w !== "" && !w.includes("COMPILE EXC")) identical++;
    else if (differences.length < maxDiffs) {
      const c = cases[it.index]!;
      differences.push(`pattern ${c.pattern} flags ${c.flags} subjects [${c.subjects.join(", ")}]\n  expected: ${w}\n  got:      ${g}`);
    }
  }
  if ((want.stderr || got.stderr) && differences.length < maxDiffs && want.stderr !== got.stderr) differences.push(`stderr: expected ${want.stderr.slice(0, 500)} got ${got.stderr.slice(0, 2000)}`);
  return { identical, total, skipped, differences };
}
