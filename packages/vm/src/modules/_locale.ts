/**
 * The _locale module (Modules/_localemodule.c, 3.14) over the locales a bare glibc system has: "C"
 * (alias "POSIX") and "C.UTF-8" (any spelling of its codeset: "C.utf8", "C.UTF8"). Each category
 * keeps its locale name as glibc's setlocale does; `setlocale(LC_ALL)` answers a single name when
 * all categories agree and glibc's composite "LC_CTYPE=…;LC_NUMERIC=…;…" otherwise, and accepts
 * that composite form back. "" reads LC_ALL, then LC_<category>, then LANG, as glibc does. At
 * start LC_CTYPE is set from the environment (CPython's `_Py_SetLocaleFromEnv(LC_CTYPE)`), a C or
 * POSIX one coerced to C.UTF-8 (PEP 538). Both locales share C's `localeconv()` and
 * `nl_langinfo()` values but for CODESET; collation is by code point (strcoll/strxfrm as wcscoll
 * and wcsxfrm in these locales). The gettext family answers as libintl with no catalogues.
 */
import { PyObject, PyType, Py_DECREF, newStaticType } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, isStr, newStr, type PyStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { newList } from "../objects/list.js";
import { newDict, dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { newException, PyExc_Exception, PyExc_ValueError } from "../objects/exceptions.js";
import { asCInt } from "../abstract.js";
import { noKw, checkPositional, badArgument } from "../args.js";

export const PyLocale_Error: PyType = newStaticType("locale.Error", PyExc_Exception);

const LC_ALL = 6;
/** glibc's categories by number (LC_ALL, 6, is not one). */
const CATEGORY_NAMES = ["LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES", "", "LC_PAPER", "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION"];
const CATEGORIES = [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12];
const CHAR_MAX = 127;

let domain = "messages";
const bindings = new Map<string, string>();
const codesets = new Map<string, string>();

/** The current locale name of each category (index: category number). */
const current: string[] = CATEGORY_NAMES.map(() => "C");

/** The names `setlocale` accepts, returned as given ("POSIX" becomes "C", as glibc reports it). */
function canonical(name: string): string | null {
  if (name === "C" || name === "POSIX") return "C";
  const m = /^C\.([A-Za-z0-9-]+)$/.exec(name);
  if (m && m[1]!.toLowerCase().replace(/-/g, "") === "utf8") return name;
  return null;
}

function fromEnv(category: number): string {
  const env = process.env;
  const v = env.LC_ALL || env[CATEGORY_NAMES[category]!] || env.LANG;
  return v ? v : "C";
}

/** Start-up: LC_CTYPE from the environment, C/POSIX coerced to C.UTF-8 (PEP 538). */
export function resetLocale(): void {
  domain = "messages";
  bindings.clear();
  codesets.clear();
  for (const c of CATEGORIES) current[c] = "C";
  const ctype = canonical(fromEnv(0));
  current[0] = ctype === null || ctype === "C" ? "C.UTF-8" : ctype;
}
resetLocale();

function queryAll(): string {
  const first = current[0]!;
  if (CATEGORIES.every((c) => current[c] === first)) return first;
  return CATEGORIES.map((c) => `${CATEGORY_NAMES[c]}=${current[c]}`).join(";");
}

const unsupported = () => newException(PyLocale_Error, "unsupported locale setting");

/** glibc's setlocale: the new names of the categories it sets, or an Error changing nothing. */
function setLocale(category: number, locale: string): string {
  if (category === LC_ALL) {
    const next = current.slice();
    if (locale.includes(";") || locale.includes("=")) {
      for (const part of locale.split(";")) {
        const eq = part.indexOf("=");
        const c = CATEGORY_NAMES.indexOf(part.slice(0, eq));
        const n = eq > 0 && c >= 0 ? canonical(part.slice(eq + 1)) : null;
        if (n === null) throw unsupported();
        next[c] = n;
      }
    } else {
      for (const c of CATEGORIES) {
        const n = canonical(locale === "" ? fromEnv(c) : locale);
        if (n === null) throw unsupported();
        next[c] = n;
      }
    }
    for (const c of CATEGORIES) current[c] = next[c]!;
    return queryAll();
  }
  const n = canonical(locale === "" ? fromEnv(category) : locale);
  if (n === null) throw unsupported();
  current[category] = n;
  return n;
}

const isUtf8 = (name: string): boolean => name !== "C";

/** nl_langinfo's items of the C locale (glibc's numbers); CODESET follows LC_CTYPE. */
const LANGINFO: [string, number, string][] = [
  ["CODESET", 14, ""],
  ["D_T_FMT", 0x20028, "%a %b %e %H:%M:%S %Y"],
  ["D_FMT", 0x20029, "%m/%d/%y"],
  ["T_FMT", 0x2002a, "%H:%M:%S"],
  ["T_FMT_AMPM", 0x2002b, "%I:%M:%S %p"],
  ["AM_STR", 0x20026, "AM"],
  ["PM_STR", 0x20027, "PM"],
  ...["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].map((d, i): [string, number, string] => [`ABDAY_${i + 1}`, 0x20000 + i, d]),
  ...["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((d, i): [string, number, string] => [`DAY_${i + 1}`, 0x20007 + i, d]),
  ...["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].map((m, i): [string, number, string] => [`ABMON_${i + 1}`, 0x2000e + i, m]),
  ...["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"].map((m, i): [string, number, string] => [`MON_${i + 1}`, 0x2001a + i, m]),
  ["RADIXCHAR", 0x10000, "."],
  ["THOUSEP", 0x10001, ""],
  ["YESEXPR", 0x50000, "^[yY]"],
  ["NOEXPR", 0x50001, "^[nN]"],
  ["CRNCYSTR", 0x4000f, "-"],
  ["ERA", 0x2002c, ""],
  ["ERA_D_FMT", 0x2002e, ""],
  ["ALT_DIGITS", 0x2002f, ""],
  ["ERA_D_T_FMT", 0x20030, ""],
  ["ERA_T_FMT", 0x20031, ""],
  ["_DATE_FMT", 0x2006c, "%a %b %e %H:%M:%S %Z %Y"],
];

/** nl_langinfo(CODESET) of the current LC_CTYPE. */
function codeset(): string {
  return isUtf8(current[0]!) ? "UTF-8" : "ANSI_X3.4-1968";
}

/** The C locale's localeconv(), in CPython's key order. */
function localeconv(): PyObject {
  const d = newDict();
  const set = (k: string, v: PyObject) => dictSetItem(d, internStr(k), v);
  for (const k of ["int_curr_symbol", "currency_symbol", "mon_decimal_point", "mon_thousands_sep"]) set(k, newStr(""));
  set("mon_grouping", newList([]));
  set("positive_sign", newStr(""));
  set("negative_sign", newStr(""));
  for (const k of ["int_frac_digits", "frac_digits", "p_cs_precedes", "p_sep_by_space", "n_cs_precedes", "n_sep_by_space", "p_sign_posn", "n_sign_posn"]) set(k, newInt(CHAR_MAX));
  set("decimal_point", newStr("."));
  set("thousands_sep", newStr(""));
  set("grouping", newList([]));
  return d;
}

/** Code-point order, as wcscoll in the C and C.UTF-8 locales. */
function strcoll(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < x.length && i < y.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}

export function makeLocale(): PyModule {
  const mod = newModule("_locale");
  const d = mod.dict!;
  dictSetItem(d, internStr("__doc__"), internStr("Support for POSIX locales."));
  const def = (name: string, min: number, max: number, fn: (args: PyObject[]) => PyObject) => {
    const f = newCFunction(name, (_s, args, kw) => {
      noKw(name, kw);
      checkPositional(name, args.length, min, max);
      return fn(args);
    }, mod);
    dictSetItem(d, internStr(name), f);
    Py_DECREF(f);
  };
  /** A str argument; n is its position, 0 for the only one. */
  const str = (fname: string, n: number, o: PyObject): string => {
    if (!isStr(o)) badArgument(fname, n === 0 ? "argument" : `argument ${n}`, "str", o);
    return (o as PyStr).value;
  };
  const strOrNone = (fname: string, n: number, o: PyObject | undefined): string | null => {
    if (o === undefined || o === None) return null;
    if (!isStr(o)) badArgument(fname, `argument ${n}`, "str or None", o);
    return (o as PyStr).value;
  };
  def("setlocale", 1, 2, (args) => {
    const category = asCInt(args[0]!);
    const locale = strOrNone("setlocale", 2, args[1]);
    const valid = category === LC_ALL || (category >= 0 && category < CATEGORY_NAMES.length);
    if (locale === null) {
      if (!valid) throw newException(PyLocale_Error, "locale query failed");
      return newStr(category === LC_ALL ? queryAll() : current[category]!);
    }
    if (!valid) throw unsupported();
    return newStr(setLocale(category, locale));
  });
  def("localeconv", 0, 0, () => localeconv());
  def("strcoll", 2, 2, (args) => newInt(strcoll(str("strcoll", 1, args[0]!), str("strcoll", 2, args[1]!))));
  def("strxfrm", 1, 1, (args) => newStr(str("strxfrm", 0, args[0]!)));
  def("getencoding", 0, 0, () => newStr(codeset()));
  def("nl_langinfo", 1, 1, (args) => {
    const key = asCInt(args[0]!);
    const item = LANGINFO.find((e) => e[1] === key);
    if (item === undefined) throw newException(PyExc_ValueError, "unsupported langinfo constant");
    return newStr(item[0] === "CODESET" ? codeset() : item[2]);
  });
  def("gettext", 1, 1, (args) => newStr(str("gettext", 0, args[0]!)));
  def("dgettext", 2, 2, (args) => {
    strOrNone("dgettext", 1, args[0]);
    return newStr(str("dgettext", 2, args[1]!));
  });
  def("dcgettext", 3, 3, (args) => {
    strOrNone("dcgettext", 1, args[0]);
    const msg = str("dcgettext", 2, args[1]!);
    asCInt(args[2]!);
    return newStr(msg);
  });
  def("textdomain", 1, 1, (args) => {
    const dom = strOrNone("textdomain", 1, args[0]);
    if (dom !== null) domain = dom === "" ? "messages" : dom;
    return newStr(domain);
  });
  def("bindtextdomain", 2, 2, (args) => {
    const dom = str("bindtextdomain", 1, args[0]!);
    if (dom === "") throw newException(PyLocale_Error, "domain must be a non-empty string");
    const dir = strOrNone("bindtextdomain", 2, args[1]);
    if (dir !== null) bindings.set(dom, dir);
    return newStr(bindings.get(dom) ?? "/usr/share/locale");
  });
  def("bind_textdomain_codeset", 2, 2, (args) => {
    const dom = str("bind_textdomain_codeset", 1, args[0]!);
    const cs = strOrNone("bind_textdomain_codeset", 2, args[1]);
    if (cs !== null) codesets.set(dom, cs);
    const v = codesets.get(dom);
    return v === undefined ? None : newStr(v);
  });
  for (let c = 0; c < 7; c++) dictSetItem(d, internStr(c === LC_ALL ? "LC_ALL" : CATEGORY_NAMES[c]!), newInt(c));
  dictSetItem(d, internStr("CHAR_MAX"), newInt(CHAR_MAX));
  for (const [name, n] of LANGINFO) dictSetItem(d, internStr(name), newInt(n));
  dictSetItem(d, internStr("Error"), PyLocale_Error);
  return mod;
}
