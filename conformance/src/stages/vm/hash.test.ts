/**
 * Hashing as 64-bit CPython: the oracle is a 32-bit build whose str hash is FNV (sys.hash_info),
 * so it cannot check pyts's SipHash-1-3 or 64-bit numeric hashes. A native 64-bit CPython with
 * SipHash-1-3 (3.11+: same algorithms and key derivation as 3.14) is the second oracle here:
 * the program below runs there directly and, compiled by the oracle, in pyts; outputs must match
 * for PYTHONHASHSEED=0 and for a non-zero seed. The native interpreter is CPython 3.14 itself
 * (packages/cli's nativeCpython: required by set-up), checked to be a 64-bit SipHash-1-3 build.
 */
import { execFileSync } from "node:child_process";
import { nativeArgv, nativeEnv } from "../../../../packages/cli/src/nativeCpython.js";
import { describe, it, expect, beforeAll } from "vitest";
import { marshal } from "@pyts/compiler";
import { runCode, initHashSecret } from "@pyts/vm";
import { loadOracle, type Oracle } from "../../harness/oracle.js";

const PROGRAM = `
words = ["", "a", "h", "hello", "abcdefgh", "abcdefghi", "The quick brown fox", "é", "€uro", "😀 emoji", "x" * 100]
print([hash(w) for w in words])
print([hash(x) for x in [0.5, -1.25, 1e300, 3.141592653589793, 2**61, 2**64 + 7, -2**70, (1, 2), ("a", 1.5, None is None)]])
print({w for w in ["apple", "banana", "cherry", "date", "elderberry", "fig", "grape"]})
print(set("hello world"), {(i, str(i)) for i in range(6)}, {0.1 * i for i in range(8)})
s = set()
for i in range(40):
    s.add("k" + str(i * 7))
print(s)
print(frozenset({"x", "y", "z"}), hash(frozenset({1, 2, 3})), hash(frozenset()))
`;

/** Runs native CPython 3.14 with `args` and PYTHONHASHSEED=`seed`. */
function native(args: string[], seed: string): string {
  const [exe, ...pre] = nativeArgv();
  return execFileSync(exe!, [...pre, ...args], { encoding: "utf8", env: { ...nativeEnv(), PYTHONHASHSEED: seed } });
}

describe("hashing against native 64-bit CPython 3.14", () => {
  it("the native interpreter is 64-bit CPython 3.14 with SipHash-1-3", () => {
    expect(native(["-c", "import sys; print(sys.version_info[:2], sys.hash_info.algorithm, sys.hash_info.width)"], "0").trim()).toBe("(3, 14) siphash13 64");
  });

  let oracle: Oracle;
  let code: ReturnType<typeof marshal.loadsCode>;
  beforeAll(async () => {
    oracle = await loadOracle();
    const b64 = oracle.runPython(`import marshal, base64\nbase64.b64encode(marshal.dumps(compile(${JSON.stringify(PROGRAM)}, "h.py", "exec"))).decode()`) as string;
    code = marshal.loadsCode(new Uint8Array(Buffer.from(b64, "base64")));
  });

  for (const seed of ["0", "12345"]) {
    it(`PYTHONHASHSEED=${seed}`, () => {
      const expected = native(["-c", PROGRAM], seed);
      initHashSecret(seed);
      let out = "";
      runCode(code, { writeStdout: (s) => (out += s), writeStderr: (s) => (out += s) });
      initHashSecret("0");
      expect(out).toBe(expected);
    });
  }
});
