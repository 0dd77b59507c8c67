#!/usr/bin/env bash
# setup-vulkan.sh — make sure Dawn (the npm package `webgpu`, used by packages/gpu) finds a
# Vulkan driver.
#
# * A Vulkan ICD is already installed (the NVIDIA driver's, another vendor's, or Mesa's) and,
#   when it is Mesa's, Mesa is new enough for current Dawn (>= 25 by default; Debian bookworm's
#   own Mesa 22 is too old): nothing to do.
# * An NVIDIA GPU whose driver library (libGLX_nvidia.so.0) is present without an ICD manifest
#   (common in containers): the manifest is written (root). Without that library it warns that
#   the container needs the 'graphics' driver capability.
# * Otherwise, on Debian bookworm: install Mesa lavapipe (a software Vulkan driver) and the Vulkan
#   loader from bookworm-backports, using the Debian mirror this machine is already configured
#   with. As root it installs directly; otherwise through sudo when sudo works without a
#   password; otherwise it prints the commands and exits 0 with a warning.
# * Any other system: print what is needed and exit 0 with a warning.
#
# Idempotent, non-interactive (safe for CI). Environment:
#   PYTS_MIN_MESA_MAJOR   minimum Mesa major version accepted (default 25)
#   PYTS_VULKAN_SETUP_DRY_RUN=1   only report what would be done
set -euo pipefail

MIN_MESA_MAJOR="${PYTS_MIN_MESA_MAJOR:-25}"
DRY_RUN="${PYTS_VULKAN_SETUP_DRY_RUN:-0}"
ICD_DIRS=(/usr/share/vulkan/icd.d /etc/vulkan/icd.d /usr/local/share/vulkan/icd.d)

say() { echo "setup-vulkan: $*"; }
warn() { echo "setup-vulkan: WARNING: $*" >&2; }

# All ICD manifests on this machine, one path per line.
icd_files() {
  local d f
  for d in "${ICD_DIRS[@]}"; do
    [ -d "$d" ] || continue
    for f in "$d"/*.json; do [ -e "$f" ] && echo "$f"; done
  done
  return 0
}

# The Vulkan loader (libvulkan.so.1) is present.
have_loader() {
  if command -v ldconfig >/dev/null 2>&1 && ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
    return 0
  fi
  local p
  for p in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib /usr/local/lib; do
    [ -e "$p/libvulkan.so.1" ] && return 0
  done
  return 1
}

# Installed Mesa Vulkan driver version (Debian package), empty when unknown.
mesa_version() {
  if command -v dpkg-query >/dev/null 2>&1; then
    dpkg-query -W -f='${Status} ${Version}\n' mesa-vulkan-drivers 2>/dev/null \
      | awk '/install ok installed/{print $4}' | sed -E 's/^[0-9]+://'
  fi
}

# 0 when a usable ICD is present: a non-Mesa one (NVIDIA or another vendor), or Mesa's when new enough.
icd_ok() {
  local files non_mesa ver major
  files="$(icd_files)"
  [ -n "$files" ] || return 1
  have_loader || { warn "a Vulkan ICD is present but the Vulkan loader (libvulkan1) is not"; return 1; }
  if echo "$files" | grep -qi 'nvidia'; then
    say "NVIDIA Vulkan ICD found: $(echo "$files" | grep -i nvidia | head -1)"
    return 0
  fi
  # Mesa's manifests are named <driver>_icd[.<arch>].json (lvp, radeon, intel, nouveau, ...).
  non_mesa="$(echo "$files" | grep -Ev '/(lvp|radeon|intel|intel_hasvk|nouveau|freedreno|broadcom|panfrost|powervr_mesa|virtio|asahi|gfxstream_vk|dzn)_icd(\.[^/]+)?\.json$' || true)"
  if [ -n "$non_mesa" ]; then
    say "vendor Vulkan ICD found: $(echo "$non_mesa" | head -1)"
    return 0
  fi
  ver="$(mesa_version)"
  if [ -z "$ver" ]; then
    say "Mesa Vulkan ICD found (version unknown, assumed usable): $(echo "$files" | head -1)"
    return 0
  fi
  major="${ver%%.*}"
  if [ "$major" -ge "$MIN_MESA_MAJOR" ] 2>/dev/null; then
    say "Mesa $ver Vulkan drivers found (>= $MIN_MESA_MAJOR)"
    return 0
  fi
  warn "Mesa $ver is installed but Dawn needs Mesa >= $MIN_MESA_MAJOR"
  return 1
}

has_nvidia_gpu() {
  [ -e /dev/nvidia0 ] || [ -e /proc/driver/nvidia/version ] || command -v nvidia-smi >/dev/null 2>&1
}

# The NVIDIA driver's Vulkan ICD lives in libGLX_nvidia.so.0; containers get it only with the
# "graphics" driver capability (NVIDIA_DRIVER_CAPABILITIES). Prints its path when present.
nvidia_vulkan_lib() {
  local p
  if command -v ldconfig >/dev/null 2>&1; then
    p="$(ldconfig -p 2>/dev/null | awk '/libGLX_nvidia\.so\.0 /{print $NF; exit}')"
    [ -n "$p" ] && { echo "$p"; return 0; }
  fi
  for p in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib; do
    [ -e "$p/libGLX_nvidia.so.0" ] && { echo "$p/libGLX_nvidia.so.0"; return 0; }
  done
  return 1
}

# With the NVIDIA driver library present but no manifest for it, registers it (root only).
register_nvidia_icd() {
  has_nvidia_gpu || return 1
  icd_files | grep -qi nvidia && return 1
  local lib
  lib="$(nvidia_vulkan_lib)" || {
    warn "an NVIDIA GPU is present but its Vulkan driver (libGLX_nvidia.so.0) is not; in a container, add 'graphics' to NVIDIA_DRIVER_CAPABILITIES (e.g. NVIDIA_DRIVER_CAPABILITIES=all) to use it from Dawn"
    return 1
  }
  [ "$(id -u)" = 0 ] || { warn "NVIDIA Vulkan driver found ($lib) but no ICD manifest; as root, write /etc/vulkan/icd.d/nvidia_icd.json"; return 1; }
  if [ "$DRY_RUN" = 1 ]; then say "dry run: would register $lib in /etc/vulkan/icd.d/nvidia_icd.json"; return 0; fi
  mkdir -p /etc/vulkan/icd.d
  printf '{\n  "file_format_version": "1.0.0",\n  "ICD": { "library_path": "libGLX_nvidia.so.0", "api_version": "1.3" }\n}\n' > /etc/vulkan/icd.d/nvidia_icd.json
  say "registered the NVIDIA Vulkan driver ($lib) in /etc/vulkan/icd.d/nvidia_icd.json"
  return 0
}

is_bookworm() {
  [ -r /etc/os-release ] && . /etc/os-release && [ "${ID:-}" = debian ] && [ "${VERSION_CODENAME:-}" = bookworm ]
}

# The install, as a script for bash (run as root, directly or through sudo).
install_script() {
  cat <<'SCRIPT'
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
uri="$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)"
if [ -z "$uri" ]; then
  uri="$(awk '$1=="deb" && $0 !~ /security/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)"
fi
if [ -z "$uri" ]; then echo "setup-vulkan: no Debian mirror configured in /etc/apt" >&2; exit 1; fi
echo "deb $uri bookworm-backports main" > /etc/apt/sources.list.d/backports.list
apt-get update -qq
apt-get install -y -qq -o Dpkg::Use-Pty=0 -t bookworm-backports mesa-vulkan-drivers libvulkan1 >/dev/null
SCRIPT
}

print_manual() {
  warn "no usable Vulkan driver; packages/gpu's GPU backend will be unavailable (the CPU backend still works)."
  warn "On Debian bookworm, as root:"
  warn '  uri=$(awk '"'"'/^URIs:/{print $2; exit}'"'"' /etc/apt/sources.list.d/debian.sources)'
  warn '  echo "deb $uri bookworm-backports main" > /etc/apt/sources.list.d/backports.list'
  warn '  apt-get update && apt-get install -y -t bookworm-backports mesa-vulkan-drivers libvulkan1'
  warn "Elsewhere: install your GPU's Vulkan driver, or Mesa >= $MIN_MESA_MAJOR lavapipe (mesa-vulkan-drivers) and the Vulkan loader."
}

main() {
  if register_nvidia_icd && icd_ok; then
    return 0
  fi
  if icd_ok; then
    say "nothing to do"
    return 0
  fi
  if has_nvidia_gpu; then
    warn "falling back to lavapipe (software Vulkan): GPU figures will measure the CPU, not the NVIDIA GPU"
  fi
  if ! is_bookworm; then
    print_manual
    return 0
  fi
  if [ "$DRY_RUN" = 1 ]; then
    say "dry run: would install mesa-vulkan-drivers and libvulkan1 from bookworm-backports"
    return 0
  fi
  if [ "$(id -u)" = 0 ]; then
    say "installing Mesa lavapipe from bookworm-backports..."
    install_script | bash
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    say "installing Mesa lavapipe from bookworm-backports (sudo)..."
    install_script | sudo -n bash
  else
    print_manual
    return 0
  fi
  if icd_ok; then
    say "installed: $(icd_files | tr '\n' ' ')"
  else
    warn "installation finished but no usable Vulkan ICD was found"
  fi
  return 0
}

main "$@"
