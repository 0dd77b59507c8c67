/**
 * The unicodedata module (Modules/unicodedata.c, 3.14, Unicode 16.0.0): category, bidirectional,
 * combining, east_asian_width, mirrored, decomposition, decimal/digit/numeric, name/lookup,
 * normalize/is_normalized, `unidata_version` and the `UCD` type. The records, numeric values and
 * decompositions are the generated tables of `unicodedata.generated.ts` (from the oracle); names
 * are the parser's table, the one `\N{...}` uses.
 * Limits: normalization is V8's `String.prototype.normalize` (ICU, Unicode 17 in Node 20+: the
 * characters new in 17 normalize as 17 says); `lookup` knows no aliases or named sequences;
 * `ucd_3_2_0` answers from the 16.0 tables (no 3.2.0 deltas yet) with unidata_version "3.2.0".
 */
import { PyObject, PyType, newStaticType, keepConstructFast, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { True, False } from "../objects/bool.js";
import { internStr, isStr, newStr, type PyStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { newFloat } from "../objects/float.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defGetSet } from "../objects/descr.js";
import { newException, typeError, PyExc_ValueError, PyExc_KeyError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { noKw, checkPositional } from "../args.js";
import { lookupUnicodeName, unicodeNameOf } from "@pyts/parser";
import { UNIDATA_VERSION, RECORDS, RECORD_RUNS, NUMERIC, DECOMPOSITIONS } from "./unicodedata.generated.js";

export const PyUCD_Type = newStaticType("unicodedata.UCD", undefined, 0);

class PyUCD extends PyObject {
  declare version: string;
  constructor(type: PyType, version: string) {
    super(type);
    this.version = version;
  }
}
keepConstructFast(PyUCD);

function recordOf(cp: number): readonly [string, string, number, string, number] {
  let lo = 0;
  let hi = (RECORD_RUNS.length >> 1) - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (RECORD_RUNS[2 * mid]! <= cp) lo = mid;
    else hi = mid - 1;
  }
  return RECORDS[RECORD_RUNS[2 * lo + 1]!]!;
}

let numeric: Map<number, readonly [number, number, number, string]> | null = null;
const numericOf = (cp: number) => (numeric ??= new Map(NUMERIC.map((e) => [e[0], e]))).get(cp);

let decomp: Map<number, string> | null = null;
function decompositionOf(cp: number): string {
  if (cp >= 0xac00 && cp <= 0xd7a3) {
    // Hangul syllables: L V (T), computed
    const i = cp - 0xac00;
    const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, "0");
    const parts = [hex(0x1100 + Math.floor(i / 588)), hex(0x1161 + Math.floor((i % 588) / 28))];
    if (i % 28 !== 0) parts.push(hex(0x11a7 + (i % 28)));
    return parts.join(" ");
  }
  if (decomp === null) {
    decomp = new Map();
    for (const line of DECOMPOSITIONS.split("\n")) {
      const i = line.indexOf(";");
      decomp.set(parseInt(line.slice(0, i), 16), line.slice(i + 1));
    }
  }
  return decomp.get(cp) ?? "";
}

/** The `chr` argument: a str of one code point. */
function charArg(fname: string, o: PyObject): number {
  if (!isStr(o)) typeError(`${fname}() argument must be a unicode character, not ${o.ob_type.tp_name}`);
  const s = (o as PyStr).value;
  const cp = s.codePointAt(0);
  if (cp === undefined || s.length !== (cp > 0xffff ? 2 : 1)) typeError(`${fname}(): argument must be a unicode character, not a string of length ${Array.from(s).length}`);
  return cp;
}

function strArg(fname: string, n: number, o: PyObject): string {
  if (!isStr(o)) typeError(`${fname}() argument ${n} must be str, not ${o.ob_type.tp_name}`);
  return (o as PyStr).value;
}

const FORMS = ["NFC", "NFD", "NFKC", "NFKD"] as const;
function formArg(fname: string, o: PyObject): (typeof FORMS)[number] {
  const f = strArg(fname, 1, o);
  if (!(FORMS as readonly string[]).includes(f)) throw newException(PyExc_ValueError, "invalid normalization form");
  return f as (typeof FORMS)[number];
}

type Impl = (args: PyObject[]) => PyObject;

/** The functions of the module and methods of UCD: [name, min args, max args, body]. */
const FUNCTIONS: [string, number, number, Impl][] = [
  ["decimal", 1, 2, (a) => {
    const e = numericOf(charArg("decimal", a[0]!));
    if (e !== undefined && e[1] >= 0) return newInt(e[1]);
    if (a.length > 1) return (Py_INCREF(a[1]!), a[1]!);
    throw newException(PyExc_ValueError, "not a decimal");
  }],
  ["digit", 1, 2, (a) => {
    const e = numericOf(charArg("digit", a[0]!));
    if (e !== undefined && e[2] >= 0) return newInt(e[2]);
    if (a.length > 1) return (Py_INCREF(a[1]!), a[1]!);
    throw newException(PyExc_ValueError, "not a digit");
  }],
  ["numeric", 1, 2, (a) => {
    const e = numericOf(charArg("numeric", a[0]!));
    if (e !== undefined) return newFloat(parseFloat(e[3]));
    if (a.length > 1) return (Py_INCREF(a[1]!), a[1]!);
    throw newException(PyExc_ValueError, "not a numeric character");
  }],
  ["category", 1, 1, (a) => newStr(recordOf(charArg("category", a[0]!))[0])],
  ["bidirectional", 1, 1, (a) => newStr(recordOf(charArg("bidirectional", a[0]!))[1])],
  ["combining", 1, 1, (a) => newInt(recordOf(charArg("combining", a[0]!))[2])],
  ["mirrored", 1, 1, (a) => newInt(recordOf(charArg("mirrored", a[0]!))[4])],
  ["east_asian_width", 1, 1, (a) => newStr(recordOf(charArg("east_asian_width", a[0]!))[3])],
  ["decomposition", 1, 1, (a) => newStr(decompositionOf(charArg("decomposition", a[0]!)))],
  ["is_normalized", 2, 2, (a) => {
    const f = formArg("is_normalized", a[0]!);
    const s = strArg("is_normalized", 2, a[1]!);
    return s.normalize(f) === s ? True : False;
  }],
  ["normalize", 2, 2, (a) => {
    const f = formArg("normalize", a[0]!);
    const s = strArg("normalize", 2, a[1]!);
    const n = s.normalize(f);
    if (n === s) return (Py_INCREF(a[1]!), a[1]!);
    return newStr(n);
  }],
  ["name", 1, 2, (a) => {
    const n = unicodeNameOf(charArg("name", a[0]!));
    if (n !== undefined) return newStr(n);
    if (a.length > 1) return (Py_INCREF(a[1]!), a[1]!);
    throw newException(PyExc_ValueError, "no such name");
  }],
  ["lookup", 1, 1, (a) => {
    const o = a[0]!;
    if (!isStr(o)) typeError(`a bytes-like object is required, not '${o.ob_type.tp_name}'`);
    const name = (o as PyStr).value;
    const cp = name.length <= 256 ? lookupUnicodeName(name) : undefined;
    if (cp === undefined) {
      if (name.length > 256) throw newException(PyExc_KeyError, "name too long");
      throw newException(PyExc_KeyError, `undefined character name '${name}'`);
    }
    return newStr(String.fromCodePoint(cp));
  }],
];

/** METH_O's messages for one argument, clinic's for the others. */
function checkCall(qual: string, name: string, min: number, max: number, args: PyObject[], kw: string[] | null, fn: Impl): PyObject {
  noKw(qual, kw);
  if (min === 1 && max === 1) {
    if (args.length !== 1) typeError(`${qual}() takes exactly one argument (${args.length} given)`);
  } else checkPositional(name, args.length, min, max);
  return fn(args);
}

let ready = false;
function initTypes(): void {
  if (ready) return;
  ready = true;
  const T = PyUCD_Type;
  T.tp_dict.set("__module__", internStr("unicodedata"));
  for (const [name, min, max, fn] of FUNCTIONS) {
    defMethod(T, name, (_o, args, kw) => checkCall(`UCD.${name}`, name, min, max, args, kw, fn));
  }
  defGetSet(T, "unidata_version", (o) => newStr((o as PyUCD).version));
  addSlotWrappers(T);
}

export function makeUnicodedata(): PyModule {
  initTypes();
  const mod = newModule("unicodedata");
  const d = mod.dict!;
  const set = (name: string, v: PyObject) => {
    dictSetItem(d, internStr(name), v);
    Py_DECREF(v);
  };
  set("__doc__", newStr("This module provides access to the Unicode Character Database which\ndefines character properties for all Unicode characters. The data in\nthis database is based on the UnicodeData.txt file version\n" + UNIDATA_VERSION + " which is publicly available from ftp://ftp.unicode.org/.\n\nThe module uses the same names and symbols as defined by the\nUnicodeData File Format " + UNIDATA_VERSION + "."));
  set("unidata_version", newStr(UNIDATA_VERSION));
  dictSetItem(d, internStr("UCD"), PyUCD_Type);
  set("ucd_3_2_0", new PyUCD(PyUCD_Type, "3.2.0"));
  for (const [name, min, max, fn] of FUNCTIONS) {
    set(name, newCFunction(name, (_s, args, kw) => checkCall(`unicodedata.${name}`, name, min, max, args, kw, fn), mod));
  }
  return mod;
}
