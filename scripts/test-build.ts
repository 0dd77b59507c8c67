/**
 * vitest's global set-up: tests that start `pyts` as a process run the built CLI
 * (packages/cli/dist/main.js, as a user does; nativeCpython.ts's pytsArgv), so before any test
 * runs it must be the build of these sources. When a package's source, package.json or tsup
 * config is newer than the bundle (or there is none), `pnpm build` runs once here (some 30 s).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const bundle = join(root, "packages", "cli", "dist", "main.js");

/** The newest modification time of a build input under `dir` (tests are not part of the bundle). */
function newestInput(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestInput(p));
    else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

/** Why the bundle must be rebuilt, or undefined when it is newer than every input. */
export function staleBecause(): string | undefined {
  if (!existsSync(bundle)) return "packages/cli/dist/main.js is missing";
  const built = statSync(bundle).mtimeMs;
  for (const pkg of readdirSync(join(root, "packages"))) {
    const dir = join(root, "packages", pkg);
    const inputs = [join(dir, "package.json"), join(dir, "tsup.config.ts")].filter(existsSync).map((p) => statSync(p).mtimeMs);
    if (existsSync(join(dir, "src"))) inputs.push(newestInput(join(dir, "src")));
    if (Math.max(0, ...inputs) > built) return `packages/${pkg} changed after the last build`;
  }
  return undefined;
}

export default function setup(): void {
  const why = staleBecause();
  if (why === undefined) return;
  console.log(`test set-up: ${why}: pnpm build`);
  const r = spawnSync("corepack", ["pnpm", "build"], { cwd: root, encoding: "utf8", input: "", maxBuffer: 1 << 26, env: { ...process.env, COREPACK_INTEGRITY_KEYS: "0" } });
  if (r.status !== 0) {
    throw new Error(`pnpm build failed (status ${r.status ?? r.signal}): the tests that run pyts as a process need its build\n${r.stdout}${r.stderr}`);
  }
}
