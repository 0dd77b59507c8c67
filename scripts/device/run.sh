#!/usr/bin/env bash
# Runs on the device machine (see build.sh): Vulkan loader, node, then packages/gpu's tests and
# the GPU benchmark on the real GPU. Output under $OUT when set.
set -uo pipefail
cd "$(dirname "$0")/../.."
if ! ldconfig -p | grep -q libvulkan; then for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig; fi
[ -e /usr/share/vulkan/icd.d/nvidia_icd.json ] || [ -e /etc/vulkan/icd.d/nvidia_icd.json ] || export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/xdg}; mkdir -p "$XDG_RUNTIME_DIR"
xz -dc .device/node.xz > /tmp/node && chmod +x /tmp/node
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/gpu.txt"
cd .device
echo "== tests"; timeout 240 /tmp/node gpu-tests.mjs 2>&1 | grep -v "artificially reduced" | tee "$OUT/tests.log"
echo "== bench"; timeout ${BENCH_TIMEOUT:-200} /tmp/node gpu-bench.mjs "$@" 2>&1 | grep -v "artificially reduced" | tee "$OUT/bench.md"
