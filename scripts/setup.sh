#!/usr/bin/env bash
# setup.sh — everything pyts needs on a bare machine with Node.js 20: a Vulkan driver for the GPU
# package (Mesa lavapipe when there is no GPU), the pnpm workspace's dependencies, and the build.
# A native CPython 3.14 for the second oracle, when Debian's packages are reachable.
# Idempotent; used by the README's first command and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

# corepack's signature check fails against some registries; pnpm is pinned in package.json.
export COREPACK_INTEGRITY_KEYS=0
pnpm() { corepack pnpm "$@"; }

bash scripts/setup-vulkan.sh
pnpm install --frozen-lockfile
pnpm build

# A native 64-bit CPython 3.14 (unpacked into .cache, nothing installed system-wide): the second
# oracle for what the 32-bit pyodide build cannot show (packages/cli's run tests) and the native
# column of `pnpm bench`. Optional: without it those tests are skipped and the column is left out.
bash scripts/native-cpython.sh >/dev/null || echo "setup: native CPython 3.14 not available; tests against it are skipped" >&2
