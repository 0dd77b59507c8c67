/**
 * `pnpm bench startup [--reps=N]`: what starting pyts costs a user, as whole processes side by
 * side in one run (issue #26): `node -e 0` (Node's own floor), `pyts run hello.py` (the built
 * CLI) beside `python3.14 hello.py` (native CPython 3.14), and `pyts run imports.py` (json, re,
 * collections, dataclasses, typing, pathlib, argparse, logging) beside `python3.14 imports.py`.
 * CPU seconds of the process and its threads (GNU time's user+system) and wall seconds, best of
 * the repetitions (default 5), repetitions interleaved. One run of each goes first and is not
 * counted: pyts keeps the stdlib's compiled code in .cache/code (CPython its __pycache__), so the
 * figures are the warm start a user meets from the second run on.
 * Targets: hello.py within 2× the CPU of `node -e 0`; the import line's cost beyond hello.py
 * within 3× native CPython's cost for the same line.
 */
import { join } from "node:path";
import { nativeArgv, nativeEnv } from "../packages/cli/src/nativeCpython.js";
import { wholeProcess, type BenchResult } from "./machine.js";

const dir = join(import.meta.dirname, "startup");
const repoRoot = join(import.meta.dirname, "..");

interface Best {
  cpu: number;
  wall: number;
}

export async function run(): Promise<BenchResult> {
  const reps = Number(process.argv.find((a) => a.startsWith("--reps="))?.slice(7) ?? 5);
  const pyts = [process.execPath, join(repoRoot, "packages", "cli", "dist", "main.js"), "run"];
  const native = nativeArgv();
  const env = nativeEnv();
  const sides: { key: string; argv: string[]; env?: Record<string, string>; expect: string }[] = [
    { key: "node", argv: [process.execPath, "-e", "0"], expect: "" },
    { key: "pyts hello", argv: [...pyts, join(dir, "hello.py")], expect: "hello\n" },
    { key: "native hello", argv: [...native, join(dir, "hello.py")], env, expect: "hello\n" },
    { key: "pyts imports", argv: [...pyts, join(dir, "imports.py")], expect: "imported\n" },
    { key: "native imports", argv: [...native, join(dir, "imports.py")], env, expect: "imported\n" },
  ];
  const best = new Map<string, Best>();
  for (let rep = -1; rep < reps; rep++) {
    for (const s of sides) {
      const r = wholeProcess(s.argv, s.env ?? {});
      if (r.stdout !== s.expect) throw new Error(`${s.key}: printed ${JSON.stringify(r.stdout)}, not ${JSON.stringify(s.expect)}`);
      if (rep < 0) continue;
      const b = best.get(s.key);
      best.set(s.key, { cpu: Math.min(b?.cpu ?? Infinity, r.cpu), wall: Math.min(b?.wall ?? Infinity, r.wall) });
    }
  }
  const g = (k: string) => best.get(k)!;
  const f = (x: number) => x.toFixed(2);
  const rows = [
    ["`node -e 0` (Node's floor)", g("node"), null],
    ["hello.py", g("pyts hello"), g("native hello")],
    ["the import line", g("pyts imports"), g("native imports")],
  ] as const;
  const lines = [
    "| whole process | pyts CPU s | pyts wall s | python3.14 CPU s | python3.14 wall s |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows.map(([name, p, n]) => `| ${name} | ${f(p.cpu)} | ${f(p.wall)} | ${n ? f(n.cpu) : ""} | ${n ? f(n.wall) : ""} |`),
  ];
  const helloOverNode = g("pyts hello").cpu / g("node").cpu;
  const pytsLine = g("pyts imports").cpu - g("pyts hello").cpu;
  const nativeLine = g("native imports").cpu - g("native hello").cpu;
  lines.push(
    "",
    `hello.py: ${helloOverNode.toFixed(1)}× the CPU of \`node -e 0\` (target ≤ 2×). The import line beyond hello.py: pyts ${f(pytsLine)} s, python3.14 ${f(nativeLine)} s of CPU = ${(pytsLine / nativeLine).toFixed(1)}× (target ≤ 3×). Best of ${reps} warm runs each (GNU time's user+system; a first, uncounted run fills pyts's compiled-code cache).`,
  );
  return { name: "startup", markdown: lines.join("\n") };
}
