#!/usr/bin/env bash
# Prepares .device/ (ignored) for one run on the device machine, which has an NVIDIA GPU but no
# network, no Node.js and no node_modules: a compressed node binary, Dawn (webgpu's index.js and
# its linux-x64 dawn.node), packages/gpu's test files bundled with a small vitest stand-in, and the
# GPU benchmark bundled. scripts/device/run.sh is what runs there.
set -euo pipefail
cd "$(dirname "$0")/../.."
D=.device
mkdir -p $D/node_modules/webgpu/dist/linux-x64
[ -f $D/node.xz ] || xz -T2 -6 -c "$(readlink -f "$(command -v node)")" > $D/node.xz
W=$(dirname "$(readlink -f node_modules/.pnpm/webgpu@*/node_modules/webgpu/package.json)")
cp "$W/package.json" "$W/index.js" $D/node_modules/webgpu/
cp "$W/dist/linux-x64/dawn.node" $D/node_modules/webgpu/dist/linux-x64/
# One entry that registers every GPU test file, then runs them.
{
  echo 'import { runAll } from "../scripts/device/vitest-shim.ts";'
  for f in packages/gpu/src/*.test.ts; do echo "import \"../$f\";"; done
  echo 'const [p, f, s] = await runAll((l) => console.log(l));'
  echo 'console.log(`${p} passed, ${f} failed, ${s} skipped`);'
  echo 'process.exit(f ? 1 : 0);'
} > $D/gpu-tests.entry.ts
esb() { node_modules/.bin/esbuild --bundle --platform=node --format=esm --target=node20 --external:webgpu \
  --banner:js="import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" "$@"; }
esb $D/gpu-tests.entry.ts --alias:vitest=./scripts/device/vitest-shim.ts --outfile=$D/gpu-tests.mjs --log-level=warning
esb packages/gpu/bench/gpu.ts --outfile=$D/gpu-bench.mjs --log-level=warning
du -sh $D
