#!/usr/bin/env bash
# native-cpython.sh — a native 64-bit CPython 3.14 for the second oracle and for benchmark ratios,
# unpacked from Debian testing's packages into .cache/cpython314 without installing anything
# system-wide (it runs through its own loader and glibc). Uses the machine's configured Debian
# mirror. Prints the command prefix that runs it. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
D=.cache/cpython314
run="PYTHONHOME=$PWD/$D/sysroot/usr $PWD/$D/sysroot/usr/lib64/ld-linux-x86-64.so.2 --library-path $PWD/$D/sysroot/usr/lib/x86_64-linux-gnu $PWD/$D/sysroot/usr/bin/python3.14"
# the packages, CPython's own test suite (Lib/test, for the libtest stage) among them
pkgs="python3.14-minimal libpython3.14-minimal libpython3.14-stdlib libpython3.14-testsuite libc6 \
    libexpat1 zlib1g libssl3t64 libffi8 libbz2-1.0 liblzma5 libzstd1 libuuid1 libsqlite3-0 libncursesw6 \
    libtinfo6 libreadline8t64"
if [ ! -x "$D/sysroot/usr/bin/python3.14" ] || [ ! -f "$D/sysroot/usr/lib/python3.14/test/__init__.py" ]; then
  mkdir -p "$D/lists/partial" "$D/debs"
  uri=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources)
  printf 'deb %s forky main\n' "$uri" > "$D/sources.list"
  o="-o Dir::Etc::sourcelist=$PWD/$D/sources.list -o Dir::Etc::sourceparts=- -o Dir::State::Lists=$PWD/$D/lists"
  apt-get $o update -qq >&2
  # shellcheck disable=SC2086
  (cd "$D/debs" && apt-get $o download -qq $pkgs >&2)
  for f in "$D"/debs/*.deb; do dpkg -x "$f" "$D/sysroot"; done
fi
echo "$run"
