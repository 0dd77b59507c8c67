/** The context a fuzzer runs in: its seed and size, the oracle (loaded on first use) and native CPython 3.14. */
import { nativeArgv, nativeEnv } from "../../packages/cli/src/nativeCpython.js";
import { loadOracle } from "../src/harness/oracle.js";
import type { FuzzContext } from "./fuzzer.js";

/** A shell word for `s` (quoted only where it must be, so the prefix also splits on white space). */
const quote = (s: string) => (/^[\w@%+=:,./-]*$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`);

export function fuzzContext(seed: number, n: number): FuzzContext {
  const env = Object.entries(nativeEnv()).map(([k, v]) => `${k}=${quote(v)}`);
  // `VAR=value … argv…`, as scripts/native-cpython.sh prints it
  return { seed, n, oracle: loadOracle, native: [...env, ...nativeArgv().map(quote)].join(" ") };
}
