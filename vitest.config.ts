import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

// Tests import workspace packages from their sources, so `pnpm test` needs no prior build.
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
    include: ["packages/*/src/**/*.test.ts", "conformance/src/**/*.test.ts", "conformance/fuzz/**/*.test.ts"],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: "forks",
    // Two workers on CI's two cores: the files are CPU-bound in their worker (oracle and VM in
    // process), and vitest's default for a run is one worker fewer than the cores.
    maxWorkers: 2,
  },
});
