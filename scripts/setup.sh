#!/usr/bin/env bash
# setup.sh — everything pyts needs on a bare machine with Node.js 20: a Vulkan driver for the GPU
# package (Mesa lavapipe when there is no GPU), the pnpm workspace's dependencies, and the build.
# Idempotent; used by the README's first command and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

# corepack's signature check fails against some registries; pnpm is pinned in package.json.
export COREPACK_INTEGRITY_KEYS=0
pnpm() { corepack pnpm "$@"; }

bash scripts/setup-vulkan.sh
pnpm install --frozen-lockfile
pnpm build
