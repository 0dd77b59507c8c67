/**
 * The robustness fuzzer at its test size with a fixed seed: no host crash, hang or internal
 * error, and the same outcome (ok or exception type) as native CPython 3.14 in every call.
 * Needs the built CLI (packages/cli/dist) and native CPython (.cache/cpython314; skipped without).
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import robust from "./robust.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const haveNative = existsSync(`${root}.cache/cpython314/sysroot/usr/bin/python3.14`);
const haveCli = existsSync(`${root}packages/cli/dist/main.js`);

describe.skipIf(!haveNative || !haveCli)("fuzz robust", () => {
  it(`${robust.testN} calls, seed 1: no crash, hang or internal error; outcomes as native CPython`, async () => {
    const native = execSync("bash scripts/native-cpython.sh", { cwd: root, encoding: "utf8" }).trim();
    const r = await robust.run({ seed: 1, n: robust.testN, native, oracle: () => Promise.reject(new Error("not used")) });
    expect(r.counts).toMatchObject({ host_crashes: 0, hangs: 0, internal_errors: 0 });
    expect(r.differences).toEqual([]);
  }, 300_000);
});
