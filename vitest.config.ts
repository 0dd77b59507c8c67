import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import LongestFirst from "./scripts/test-sequencer.js";

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/** The check that the README's conformance table is what this run measured: after every other file. */
const README_CHECK = "conformance/src/harness/readme.test.ts";

// Tests import workspace packages from their sources, so `pnpm test` needs no prior build (tests
// that start `pyts` as a process run the built CLI: the global set-up rebuilds it when stale).
export default defineConfig({
  resolve: {
    alias: {
      "@pyts/lexer": src("lexer"),
      "@pyts/parser": src("parser"),
      "@pyts/compiler": src("compiler"),
      "@pyts/vm": src("vm"),
      "@pyts/gpu": src("gpu"),
      "@pyts/cli": src("cli"),
    },
  },
  test: {
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // forks: a worker is a child of vitest's main process (stageTests.ts names a run by it)
    pool: "forks",
    // Two workers on CI's two cores: the files are CPU-bound in their worker (oracle and VM in
    // process), and vitest's default for a run is one worker fewer than the cores.
    maxWorkers: 2,
    globalSetup: ["./scripts/test-build.ts"],
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "pyts",
          include: ["packages/*/src/**/*.test.ts", "conformance/src/**/*.test.ts", "conformance/fuzz/**/*.test.ts"],
          exclude: ["**/node_modules/**", README_CHECK],
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: "readme", include: [README_CHECK], sequence: { groupOrder: 1 } } },
    ],
  },
});
