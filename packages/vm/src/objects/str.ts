/**
 * str: a JS string plus a cached hash. Python counts code points, JS counts UTF-16 units:
 * `cplen` caches the code-point length (-1: unknown), equal to `value.length` when no astral
 * characters occur, which is the fast path for indexing.
 */
import { PyObject, IMMORTAL_REFCNT, newStaticType, makeImmortal, Py_TPFLAGS_UNICODE_SUBCLASS, Py_TPFLAGS_BASETYPE, type PyType, type Hash, keepConstructFast } from "./object.js";
import { hashStrNumber, onHashSecretChange, lastHashIndexKey, lastHashHigh, hashFromHighAndKey } from "../hash.js";
import { setStrConst } from "./none.js";

export const PyUnicode_Type = newStaticType("str", undefined, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_UNICODE_SUBCLASS);

export class PyStr extends PyObject {
  declare value: string;
  /** The hash, once asked for (a bigint one is made only when strHash is asked). */
  declare hashCache: Hash | null;
  declare cplen: number;
  /** The hash folded to a JS number (dict index key), valid when hhi is not -1. */
  declare hkey: number;
  /** The hash's high half (uint32), -1 until the hash is computed. */
  declare hhi: number;
  constructor(type: PyType, value: string) {
    super(type);
    this.value = value;
    this.hashCache = null;
    this.cplen = -1;
    this.hkey = 0;
    this.hhi = -1;
  }
}

const interned = new Map<string, PyStr>();

/** The interned (immortal) str for `s`: identifiers, attribute names, 1-char and empty strings. */
export function internStr(s: string): PyStr {
  let o = interned.get(s);
  if (o === undefined) {
    o = makeImmortal(new PyStr(PyUnicode_Type, s));
    interned.set(s, o);
  }
  return o;
}

/** The immortal one-character strs of Latin-1 (CPython's latin1 singletons), by code: no Map lookup. */
const LATIN1: PyStr[] = Array.from({ length: 256 }, (_, c) => internStr(String.fromCharCode(c)));

/** The str of one character whose code is below 256. */
export function latin1Str(c: number): PyStr {
  return LATIN1[c]!;
}

/** A new str (1-char latin-1 and empty strings come from the immortal cache, as in CPython). */
export function newStr(s: string): PyStr {
  if (s.length <= 1 && (s.length === 0 || s.charCodeAt(0) < 256)) return internStr(s);
  return new PyStr(PyUnicode_Type, s);
}

/**
 * A str an operation builds with PyUnicode_New and returns as is (case mappings, replace,
 * int-to-decimal): a new object even for one character; only '' is the shared empty string.
 */
export function newStrFresh(s: string): PyStr {
  return s === "" ? internStr(s) : new PyStr(PyUnicode_Type, s);
}

export function isStr(o: PyObject): o is PyStr {
  return (o.ob_type.tp_flags & Py_TPFLAGS_UNICODE_SUBCLASS) !== 0;
}

export function strHash(o: PyStr): Hash {
  const h = o.hashCache;
  if (h !== null) return h;
  if (o.hhi === -1) computeHash(o);
  return o.hashCache ?? (o.hashCache = hashFromHighAndKey(o.hhi, o.hkey));
}

/** The dict index key of a str (its hash folded to a number), computed once per object. */
export function strHashKey(o: PyStr): number {
  if (o.hhi === -1) computeHash(o);
  return o.hkey;
}

function computeHash(o: PyStr): void {
  o.hashCache = hashStrNumber(o.value);
  o.hkey = lastHashIndexKey();
  o.hhi = lastHashHigh();
}

/** Length in code points. */
export function strLen(o: PyStr): number {
  if (o.cplen >= 0) return o.cplen;
  const s = o.value;
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) {
        n--;
        i++;
      }
    }
  }
  return (o.cplen = n);
}

/** Is every code point one UTF-16 unit? (then JS indexing equals Python indexing) */
export function strIsBmp(o: PyStr): boolean {
  return strLen(o) === o.value.length;
}

/** The code points of a str (for the slow path with astral characters). */
export function strCodePoints(s: string): string[] {
  return Array.from(s);
}

setStrConst(internStr);
onHashSecretChange(() => {
  for (const s of interned.values()) {
    s.hashCache = null;
    s.hhi = -1;
  }
});

keepConstructFast(PyStr);

/**
 * PyUnicode_Concat of two strs: with the empty str on either side, the other operand itself when
 * it is an exact str (PyUnicode_FromObject), else the joined value as a new str.
 */
export function unicodeConcat(a: PyStr, b: PyStr): PyObject {
  const x = a.value, y = b.value;
  if (x === "" && a.ob_type === PyUnicode_Type && b.ob_type === PyUnicode_Type) {
    if (b.ob_refcnt < IMMORTAL_REFCNT) b.ob_refcnt++;
    return b;
  }
  if (y === "" && b.ob_type === PyUnicode_Type && a.ob_type === PyUnicode_Type) {
    if (a.ob_refcnt < IMMORTAL_REFCNT) a.ob_refcnt++;
    return a;
  }
  return newStr(x + y);
}

/**
 * PyUnicode_Append's in-place case (unicode_modifiable): `a` — an exact str whose one reference
 * is the caller's own (a value-stack temporary, so nothing can see it change) — extended by `b`;
 * its cached hash and length are dropped. `a + b + c` then builds one str object, not two.
 */
export function unicodeAppendInPlace(a: PyStr, b: PyStr): void {
  a.value += b.value;
  a.hashCache = null;
  a.hhi = -1;
  a.cplen = -1;
}
