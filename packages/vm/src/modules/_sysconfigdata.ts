/**
 * `_sysconfigdata_{abiflags}_{platform}_{multiarch}`: the build-time configuration `sysconfig` reads
 * (`build_time_vars`). CPython writes it as a .py module when it is built (Lib/sysconfig/__main__.py
 * `_generate_posix_vars`); pyts has no C build, so this module says what pyts is, in the variables'
 * own terms:
 *   - the platform's facts pyts behaves as (64-bit Linux: type sizes, the syscalls posix offers),
 *     as native CPython 3.14 on the same machine states them;
 *   - pyts's own build: no C compiler or flags (`CC`, `CFLAGS`… empty), no debug build, no shared
 *     libpython, no pymalloc, no test C modules (`TEST_MODULES` 'no': there is no `_testcapi`);
 *   - the install scheme's folders under `sys.prefix`, as `sysconfig` would compute them.
 * Only the variables CPython's sysconfig, site and Lib/test read are given; `sysconfig` fills
 * the rest (`get_config_var` of any other name is None, as for a variable the Makefile lacks).
 */
import { Py_DECREF, PyObject } from "../objects/object.js";
import { internStr, newStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { dictSetItem, newDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { VERSION_INFO } from "./sys.js";

/** `sys.implementation._multiarch` for the host, as Debian's (and CPython's configure) spell it; "" where CPython has none. */
export function multiarch(): string {
  if (process.platform !== "linux") return "";
  const cpu = { x64: "x86_64", arm64: "aarch64", ia32: "i386", arm: "arm", ppc64: "powerpc64le", s390x: "s390x", riscv64: "riscv64" }[process.arch as string];
  return cpu === undefined ? "" : cpu === "arm" ? "arm-linux-gnueabihf" : `${cpu}-linux-gnu`;
}

/** The module's name as sysconfig._get_sysconfigdata_name() builds it (sys.abiflags is ""). */
export function sysconfigdataName(): string {
  return `_sysconfigdata__${process.platform}_${multiarch()}`;
}

function buildTimeVars(): [string, string | number][] {
  const [major, minor] = VERSION_INFO;
  const version = `${major}.${minor}`;
  const ma = multiarch();
  const soabi = `cpython-${major}${minor}${ma === "" ? "" : `-${ma}`}`;
  const prefix = "";
  const libdest = `${prefix}/lib/python${version}`;
  return [
    // the interpreter
    ["VERSION", version],
    ["py_version_nodot", `${major}${minor}`],
    ["ABIFLAGS", ""],
    ["MULTIARCH", ma],
    ["MACHDEP", process.platform],
    ["SOABI", soabi],
    ["EXT_SUFFIX", `.${soabi}.so`],
    ["SHLIB_SUFFIX", ".so"],
    ["Py_DEBUG", 0],
    ["Py_TRACE_REFS", 0],
    ["Py_GIL_DISABLED", 0],
    ["Py_ENABLE_SHARED", 0],
    ["PY_ENABLE_SHARED", 0],
    ["WITH_DOC_STRINGS", 1],
    ["WITH_PYMALLOC", 0],
    ["WITH_VALGRIND", 0],
    ["WITH_DTRACE", 0],
    ["WITH_NEXT_FRAMEWORK", 0],
    ["PYTHONFRAMEWORK", ""],
    ["PY_HAVE_PERF_TRAMPOLINE", 0],
    ["PY_COERCE_C_LOCALE", 1],
    ["Py_HASH_ALGORITHM", 0],
    ["PY_BUILTIN_HASHLIB_HASHES", '"md5,sha1,sha2,sha3,blake2"'],
    ["TEST_MODULES", "no"],
    // pyts's build: TypeScript, no C toolchain
    ["CC", ""],
    ["CFLAGS", ""],
    ["PY_CFLAGS", ""],
    ["PY_CFLAGS_NODIST", ""],
    ["PY_CORE_CFLAGS", ""],
    ["LDFLAGS", ""],
    ["PY_LDFLAGS_NODIST", ""],
    ["LDSHARED", ""],
    ["CONFIG_ARGS", ""],
    ["PGO_PROF_USE_FLAG", ""],
    ["HOSTRUNNER", ""],
    ["LIBRARY", ""],
    ["LDLIBRARY", ""],
    ["INSTSONAME", ""],
    // the platform pyts behaves as (64-bit Linux)
    ["HOST_GNU_TYPE", ma === "" ? "" : ma.replace("-linux-gnu", "-pc-linux-gnu")],
    ["SIZEOF_SHORT", 2],
    ["SIZEOF_INT", 4],
    ["SIZEOF_LONG", 8],
    ["SIZEOF_LONG_LONG", 8],
    ["SIZEOF_VOID_P", 8],
    ["SIZEOF_SIZE_T", 8],
    ["SIZEOF_WCHAR_T", 4],
    ["SIZEOF_FLOAT", 4],
    ["SIZEOF_DOUBLE", 8],
    ["SIZEOF_TIME_T", 8],
    ["SIZEOF_OFF_T", 8],
    ["SIZEOF_PID_T", 4],
    ["HAVE_GETRANDOM", 0],
    ["HAVE_GETRANDOM_SYSCALL", 0],
    ["HAVE_GETENTROPY", 0],
    ["HAVE_FORK", 0],
    ["HAVE_VFORK", 0],
    // the install scheme
    ["prefix", prefix],
    ["exec_prefix", prefix],
    ["BINDIR", `${prefix}/bin`],
    ["LIBDIR", `${prefix}/lib`],
    ["LIBDEST", libdest],
    ["BINLIBDEST", libdest],
    ["DESTSHARED", `${libdest}/lib-dynload`],
    ["INCLUDEPY", `${prefix}/include/python${version}`],
    ["CONFINCLUDEPY", `${prefix}/include/python${version}`],
    ["LIBPL", `${libdest}/config-${version}${ma === "" ? "" : `-${ma}`}`],
    ["TZPATH", "/usr/share/zoneinfo:/usr/lib/zoneinfo:/usr/share/lib/zoneinfo:/etc/zoneinfo"],
  ];
}

export function makeSysconfigdata(): PyModule {
  const mod = newModule(sysconfigdataName());
  const vars = newDict();
  for (const [k, v] of buildTimeVars()) {
    const value: PyObject = typeof v === "number" ? newInt(v) : newStr(v);
    dictSetItem(vars, internStr(k), value);
    Py_DECREF(value);
  }
  dictSetItem(mod.dict!, internStr("build_time_vars"), vars);
  Py_DECREF(vars);
  return mod;
}
