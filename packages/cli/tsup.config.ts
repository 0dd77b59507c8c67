import { defineConfig } from "tsup";

// The CLI is bundled with the pyts packages inlined, split per command so that
// `pyts tokenize` loads the lexer and nothing else.
export default defineConfig({
  entry: ["src/main.ts", "src/index.ts", "src/runWorker.ts"],
  format: ["esm"],
  target: "node20",
  platform: "node",
  dts: { entry: "src/index.ts" },
  sourcemap: true,
  clean: true,
  splitting: true,
  noExternal: [/^@pyts\//],
  banner: { js: "" },
});
