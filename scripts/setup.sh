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
# oracle for what the 32-bit pyodide build cannot show (64-bit hashes and sizes, processes, the
# run cases as `python3.14 file.py`) and the native column of `pnpm bench`. Required: the tests
# that compare with it fail without it. On a machine without Debian's packages, point
# PYTS_NATIVE_PYTHON at a native CPython 3.14 executable instead.
if [ -n "${PYTS_NATIVE_PYTHON:-}" ]; then
  "$PYTS_NATIVE_PYTHON" -c 'import sys; assert sys.version_info[:2] == (3, 14), sys.version' \
    || { echo "setup: PYTS_NATIVE_PYTHON=$PYTS_NATIVE_PYTHON is not a working CPython 3.14" >&2; exit 1; }
elif ! bash scripts/native-cpython.sh >/dev/null; then
  echo "setup: native CPython 3.14 could not be unpacked from Debian's packages (scripts/native-cpython.sh)." >&2
  echo "setup: it is required (the second oracle); set PYTS_NATIVE_PYTHON to a CPython 3.14 executable and run again." >&2
  exit 1
fi
