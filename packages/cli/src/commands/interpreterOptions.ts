/**
 * `pyts run`'s command line parsed as CPython 3.14 parses `python3.14`'s (Python/getopt.c and
 * Python/initconfig.c): short options that may be grouped (`-uB`), whose argument may be glued
 * on or follow (`-Wd`, `-W d`, `-ccode`, `-m mod`), the first non-option (the script, or `-`)
 * or the argument of `-c`/`-m` ending the options (everything after is the program's argv), `--`
 * ending them too, and the long options `--version` and `--help`. The environment's PYTHON*
 * variables are read as CPython reads them, unless `-E` or `-I` say to ignore them. The result is
 * what `sys.flags`, `sys.warnoptions`, `sys._xoptions`, `sys.orig_argv` and `sys.path` show.
 */
import { isAbsolute, resolve } from "node:path";

/** What `pyts run` is asked to run. */
export type RunTarget = { kind: "file"; file: string } | { kind: "string"; code: string } | { kind: "module"; module: string } | { kind: "none" };

/** sys.flags' fields that options set (the rest keep the VM's defaults). */
export interface InterpreterFlags {
  debug: number;
  inspect: number;
  interactive: number;
  optimize: number;
  dont_write_bytecode: number;
  no_user_site: number;
  no_site: number;
  ignore_environment: number;
  verbose: number;
  bytes_warning: number;
  quiet: number;
  isolated: number;
  dev_mode: boolean;
  utf8_mode: number;
  warn_default_encoding: number;
  safe_path: boolean;
  /** -X int_max_str_digits / PYTHONINTMAXSTRDIGITS; -1: the default (4300). */
  int_max_str_digits: number;
  hash_randomization: number;
}

/** The interpreter's configuration from its command line and environment (structured-clonable: it goes to the worker). */
export interface InterpreterConfig {
  flags: InterpreterFlags;
  /** sys.warnoptions: PYTHONWARNINGS's, then each -W in order ("default" first under -X dev). */
  warnoptions: string[];
  /** sys._xoptions in order: `-X name=value` gives a str value, `-X name` True. */
  xoptions: [string, string | true][];
  /** PYTHONUNBUFFERED or -u. */
  unbuffered: boolean;
  /** sys.path entries from PYTHONPATH (absolute, as CPython's getpath makes them). */
  pythonPath: string[];
  /** -x: skip the source's first line. */
  skipFirstLine: boolean;
}

export type ParsedCommandLine =
  | { kind: "run"; target: RunTarget; args: string[]; config: InterpreterConfig }
  /** --version/-V (printed on stdout), --help, or a usage error (stderr, status 2). */
  | { kind: "exit"; stdout: string; stderr: string; exitCode: number };

/** Options CPython takes without an argument (Python/getopt.c SHORT_OPTS, less c, m, W, X). */
const NO_ARG = new Set("bBdEhiIOPqRsSuvVx?");

/** The usage lines CPython prints after an option error (its argv[0] is pyts's "pyts run"). */
export function usageError(message: string): { kind: "exit"; stdout: string; stderr: string; exitCode: number } {
  return {
    kind: "exit",
    stdout: "",
    stderr: `${message}\nusage: pyts run [option] ... [-c cmd | -m mod | file | -] [arg] ...\nTry \`python -h' for more information.\n`,
    exitCode: 2,
  };
}

const HELP = `usage: pyts run [option] ... [-c cmd | -m mod | file | -] [arg] ...
Options (and corresponding environment variables):
-b     : issue warnings about converting bytes/bytearray to str and comparing
         bytes/bytearray with str or bytes with int. (-bb: issue errors)
-B     : don't write .pyc files on import; also PYTHONDONTWRITEBYTECODE=x
-c cmd : program passed in as string (terminates option list)
-d     : turn on parser debugging output (for experts only, only works on
         debug builds); also PYTHONDEBUG=x
-E     : ignore PYTHON* environment variables (such as PYTHONPATH)
-h     : print this help message and exit (also -? or --help)
-I     : isolate Python from the user's environment (implies -E, -P and -s)
-m mod : run library module as a script (terminates option list)
-O     : remove assert and __debug__-dependent statements; add .opt-1 before
         .pyc extension; also PYTHONOPTIMIZE=x
-OO    : do -O changes and also discard docstrings; add .opt-2 before
         .pyc extension
-P     : don't prepend a potentially unsafe path to sys.path; also
         PYTHONSAFEPATH
-q     : don't print version and copyright messages on interactive startup
-s     : don't add user site directory to sys.path; also PYTHONNOUSERSITE=x
-S     : don't imply 'import site' on initialization
-u     : force the stdout and stderr streams to be unbuffered;
         this option has no effect on stdin; also PYTHONUNBUFFERED=x
-v     : verbose (trace import statements); also PYTHONVERBOSE=x
         can be supplied multiple times to increase verbosity
-V     : print the Python version number and exit (also --version)
         when given twice, print more information about the build
-W arg : warning control; arg is action:message:category:module:lineno
         also PYTHONWARNINGS=arg
-x     : skip first line of source, allowing use of non-Unix forms of #!cmd
-X opt : set implementation-specific option
file   : program read from script file
-      : program read from stdin (default; interactive mode if a tty)
arg ...: arguments passed to program in sys.argv[1:]
`;

/** The environment variables CPython reads (those `-E`/`-I` turn off). */
type Env = Readonly<Record<string, string | undefined>>;

/** A PYTHON* variable's level as CPython's config_get_env_dup / _Py_get_env_flag reads it: a number, or 1 for any other non-empty text. */
function envFlag(env: Env | null, name: string): number {
  const v = env?.[name];
  if (v === undefined || v === "") return 0;
  const n = Number.parseInt(v, 10);
  return Number.isFinite(n) && String(n) === v.trim() ? Math.max(n, 0) : 1;
}

/**
 * Parses `pyts run`'s arguments (what follows `run`) with the environment `env`; `version` is the
 * text `-V` prints ("Python 3.14.2"), `longVersion` what `-VV` prints.
 */
export function parseCommandLine(argv: readonly string[], env: Env, cwd: string, version: { short: string; long: string }): ParsedCommandLine {
  let target: RunTarget = { kind: "none" };
  let i = 0;
  const opts: string[] = [];
  const warn: string[] = [];
  const xopts: [string, string | true][] = [];
  let versionCount = 0;
  let help = false;
  const count: Record<string, number> = {};
  outer: while (i < argv.length) {
    const a = argv[i]!;
    if (a === "--") {
      i++;
      break;
    }
    if (a === "--version") {
      versionCount++;
      i++;
      continue;
    }
    if (a === "--help") {
      help = true;
      i++;
      continue;
    }
    if (a.startsWith("--")) {
      // the long options CPython knows and pyts takes as given (no effect here)
      if (a === "--check-hash-based-pycs" || a === "--help-env" || a === "--help-xoptions" || a === "--help-all") {
        if (a.startsWith("--help")) help = true;
        i += a === "--check-hash-based-pycs" ? 2 : 1;
        continue;
      }
      return usageError(`Unknown option: ${a.includes("=") ? a.slice(0, a.indexOf("=")) : a}`);
    }
    if (!a.startsWith("-") || a === "-") break;
    i++;
    for (let k = 1; k < a.length; k++) {
      const c = a[k]!;
      if (c === "c" || c === "m" || c === "W" || c === "X") {
        let arg: string;
        if (k + 1 < a.length) arg = a.slice(k + 1);
        else if (i < argv.length) arg = argv[i++]!;
        else return usageError(`Argument expected for the -${c} option`);
        if (c === "c") {
          target = { kind: "string", code: arg };
          break outer;
        }
        if (c === "m") {
          target = { kind: "module", module: arg };
          break outer;
        }
        if (c === "W") warn.push(arg);
        else {
          const eq = arg.indexOf("=");
          xopts.push(eq < 0 ? [arg, true] : [arg.slice(0, eq), arg.slice(eq + 1)]);
        }
        break;
      }
      if (!NO_ARG.has(c)) return usageError(`Unknown option: -${c}`);
      if (c === "V") versionCount++;
      else if (c === "h" || c === "?") help = true;
      else count[c] = (count[c] ?? 0) + 1;
      opts.push(c);
    }
  }
  if (help) return { kind: "exit", stdout: HELP, stderr: "", exitCode: 0 };
  if (versionCount > 0) return { kind: "exit", stdout: `${versionCount > 1 ? version.long : version.short}\n`, stderr: "", exitCode: 0 };
  if (target.kind === "none" && i < argv.length) target = { kind: "file", file: argv[i++]! };
  const args = argv.slice(i);

  const isolated = (count["I"] ?? 0) > 0;
  const ignoreEnv = isolated || (count["E"] ?? 0) > 0;
  const e: Env | null = ignoreEnv ? null : env;
  // -X options' effects (initconfig.c config_read_complex_options)
  const x = new Map(xopts);
  const devMode = x.has("dev") || envFlag(e, "PYTHONDEVMODE") > 0;
  let intMax = -1;
  const digitsText = x.has("int_max_str_digits") ? x.get("int_max_str_digits") : e?.["PYTHONINTMAXSTRDIGITS"];
  if (digitsText !== undefined && digitsText !== "") {
    const n = typeof digitsText === "string" && /^\d+$/.test(digitsText) ? Number(digitsText) : NaN;
    if (!(n === 0 || n >= 640)) {
      const which = x.has("int_max_str_digits") ? "-X int_max_str_digits" : "PYTHONINTMAXSTRDIGITS";
      return {
        kind: "exit",
        stdout: "",
        stderr: `Fatal Python error: config_init_int_max_str_digits: ${which}: invalid limit; must be >= 640 or 0 for unlimited.\nPython runtime state: preinitialized\n\n`,
        exitCode: 1,
      };
    }
    intMax = n;
  }
  // the UTF-8 mode: -X utf8, PYTHONUTF8, else on under the C or POSIX locale (LC_ALL, LC_CTYPE, LANG: read even under -E)
  const locale = env["LC_ALL"] || env["LC_CTYPE"] || env["LANG"] || "C";
  const utf8 = x.has("utf8") ? (x.get("utf8") === "0" ? 0 : 1) : e?.["PYTHONUTF8"] ? (e["PYTHONUTF8"] === "1" ? 1 : 0) : locale === "C" || locale === "POSIX" ? 1 : 0;
  const flags: InterpreterFlags = {
    debug: Math.max(count["d"] ?? 0, envFlag(e, "PYTHONDEBUG")),
    inspect: Math.max(count["i"] ?? 0, envFlag(e, "PYTHONINSPECT")) > 0 ? 1 : 0,
    interactive: (count["i"] ?? 0) > 0 ? 1 : 0,
    optimize: Math.max(count["O"] ?? 0, envFlag(e, "PYTHONOPTIMIZE")),
    dont_write_bytecode: (count["B"] ?? 0) > 0 || envFlag(e, "PYTHONDONTWRITEBYTECODE") > 0 ? 1 : 0,
    no_user_site: isolated || (count["s"] ?? 0) > 0 || envFlag(e, "PYTHONNOUSERSITE") > 0 ? 1 : 0,
    no_site: (count["S"] ?? 0) > 0 ? 1 : 0,
    ignore_environment: ignoreEnv ? 1 : 0,
    verbose: Math.max(count["v"] ?? 0, envFlag(e, "PYTHONVERBOSE")),
    bytes_warning: count["b"] ?? 0,
    quiet: (count["q"] ?? 0) > 0 ? 1 : 0,
    isolated: isolated ? 1 : 0,
    dev_mode: devMode,
    utf8_mode: utf8,
    warn_default_encoding: x.has("warn_default_encoding") || envFlag(e, "PYTHONWARNDEFAULTENCODING") > 0 ? 1 : 0,
    safe_path: isolated || (count["P"] ?? 0) > 0 || (e?.["PYTHONSAFEPATH"] ?? "") !== "",
    int_max_str_digits: intMax,
    // PYTHONHASHSEED=0 turns it off (and -E/-I ignore PYTHONHASHSEED)
    hash_randomization: e?.["PYTHONHASHSEED"] === "0" ? 0 : 1,
  };
  // config_init_warnoptions: -X dev's "default", PYTHONWARNINGS's (comma-separated), -W's, then -b's
  const warnoptions: string[] = [];
  if (devMode) warnoptions.push("default");
  const envWarn = e?.["PYTHONWARNINGS"];
  if (envWarn !== undefined && envWarn !== "") warnoptions.push(...envWarn.split(",").filter((w) => w !== ""));
  warnoptions.push(...warn);
  if (flags.bytes_warning > 0) warnoptions.push(flags.bytes_warning > 1 ? "error::BytesWarning" : "default::BytesWarning");
  // PYTHONPATH: each entry made absolute against the current directory ("" is it), as getpath does
  const pp = e?.["PYTHONPATH"];
  const pythonPath = pp === undefined || pp === "" ? [] : pp.split(":").map((p) => (p === "" ? cwd : isAbsolute(p) ? p : resolve(cwd, p)));
  return {
    kind: "run",
    target,
    args,
    config: {
      flags,
      warnoptions,
      xoptions: xopts,
      unbuffered: (count["u"] ?? 0) > 0 || (e?.["PYTHONUNBUFFERED"] ?? "") !== "",
      pythonPath,
      skipFirstLine: (count["x"] ?? 0) > 0,
    },
  };
}
