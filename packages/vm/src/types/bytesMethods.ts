/**
 * The methods bytes and bytearray share (Objects/bytes_methods.c, stringlib): searching,
 * splitting, stripping, padding, ASCII case mapping and predicates, join, replace, translate,
 * hex/fromhex, decode. The byte values are handled as Latin-1 JS strings so that searching reuses
 * the engine's string search; results are made with `mk` (bytes or bytearray, as CPython).
 */
import { PyObject, PyType, Py_DECREF, Py_INCREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { newStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, isInt } from "../objects/int.js";
import { newList } from "../objects/list.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newBytes, isBytes, type PyBytes } from "../objects/bytes.js";
import { PyExc_ValueError, newException, typeError } from "../objects/exceptions.js";
import { defMethod, defStaticMethod, defClassMethod } from "../objects/descr.js";
import { typeName, asIndex, asSsize, asCInt, PyObject_GetIter, PyIter_Next, PyObject_Call, PyObject_Length, PyObject_IsTrue } from "../abstract.js";
import { parseArgs, checkedMethod, defMethodO, defMethodNoArgs, badArgument } from "../args.js";
import { bufferBytes } from "./buffer.js";
import { decodeBytes } from "../codecs.js";
import { argTypeName, sliceIndexArg, adjustIndices } from "./strutil.js";

/** Bytes ↔ Latin-1 string. */
export function latin1(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
}
export function fromLatin1(s: string): Uint8Array {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
  return b;
}

const isSpaceB = (c: number) => c === 32 || (c >= 9 && c <= 13);
const isLowerB = (c: number) => c >= 97 && c <= 122;
const isUpperB = (c: number) => c >= 65 && c <= 90;
const isAlphaB = (c: number) => isLowerB(c) || isUpperB(c);
const isDigitB = (c: number) => c >= 48 && c <= 57;
const upperB = (c: number) => (isLowerB(c) ? c - 32 : c);
const lowerB = (c: number) => (isUpperB(c) ? c + 32 : c);

/** The bytes of a bytes-like argument, or TypeError "a bytes-like object is required, not 'T'". */
export function needBuffer(o: PyObject): Uint8Array {
  const b = bufferBytes(o);
  if (b === null) typeError(`a bytes-like object is required, not '${typeName(o)}'`);
  return b!;
}

/** The sub of find/count/index: bytes-like or an int in range(256). */
function subArg(o: PyObject): string {
  if (isInt(o) || (o.ob_type.nb_index !== null && bufferBytes(o) === null)) {
    const v = asIndex(o);
    if (v < 0 || v > 255) throw newException(PyExc_ValueError, "byte must be in range(0, 256)");
    return String.fromCharCode(v);
  }
  const b = bufferBytes(o);
  if (b === null) typeError(`argument should be integer or bytes-like object, not '${typeName(o)}'`);
  return latin1(b!);
}

export interface BytesKind {
  /** The value of self. */
  get(o: PyObject): Uint8Array;
  /** A new result object of self's kind (bytes for bytes, bytearray for bytearray). */
  mk(self: PyObject, v: Uint8Array): PyObject;
  name: string;
}

export function defBytesMethods(T: PyType, K: BytesKind): void {
  const V = (o: PyObject) => K.get(o);
  const mk = (self: PyObject, s: string) => K.mk(self, fromLatin1(s));
  const same = (self: PyObject): PyObject => (K.name === "bytes" && self.ob_type === T ? (Py_INCREF(self), self) : K.mk(self, V(self).slice()));

  const Q = (name: string) => `${T.tp_name}.${name}`;
  const window = (self: PyObject, args: PyObject[]) => {
    // stringlib_parse_args_finds converts start and end before the sub argument is looked at
    const b = V(self);
    const startArg = sliceIndexArg(args[1], 0), endArg = sliceIndexArg(args[2], b.length);
    const sub = subArg(args[0]!);
    const [start, end] = adjustIndices(startArg, endArg, b.length);
    return { sub, start, end, len: b.length, s: latin1(b) };
  };
  const find = (self: PyObject, args: PyObject[], rev: boolean): number => {
    const { sub, start, end, len, s } = window(self, args);
    if (start > len || end - start < 0) return -1;
    if (sub === "") return rev ? end : start;
    const hay = s.slice(start, end);
    const i = rev ? hay.lastIndexOf(sub) : hay.indexOf(sub);
    return i < 0 ? -1 : i + start;
  };
  defMethod(T, "find", checkedMethod(Q("find"), [1, 3], (self, args) => newInt(find(self, args, false))));
  defMethod(T, "rfind", checkedMethod(Q("rfind"), [1, 3], (self, args) => newInt(find(self, args, true))));
  for (const [name, rev] of [["index", false], ["rindex", true]] as const) {
    defMethod(T, name, checkedMethod(Q(name), [1, 3], (self, args) => {
      const r = find(self, args, rev);
      if (r < 0) throw newException(PyExc_ValueError, "subsection not found");
      return newInt(r);
    }));
  }
  defMethod(T, "count", checkedMethod(Q("count"), [1, 3], (self, args) => {
    const { sub, start, end, len, s } = window(self, args);
    if (start > len || end < start) return newInt(0);
    if (sub === "") return newInt(end - start + 1);
    const hay = s.slice(start, end);
    let n = 0;
    for (let i = hay.indexOf(sub); i >= 0; i = hay.indexOf(sub, i + sub.length)) n++;
    return newInt(n);
  }));
  for (const [name, ends] of [["startswith", false], ["endswith", true]] as const) {
    defMethod(T, name, checkedMethod(Q(name), [1, 3], (self, args) => {
      const b = V(self);
      const [start, end] = adjustIndices(sliceIndexArg(args[1], 0), sliceIndexArg(args[2], b.length), b.length);
      const test = (x: Uint8Array): boolean => {
        if (end - x.length < start) return false;
        const off = ends ? end - x.length : start;
        for (let i = 0; i < x.length; i++) if (b[off + i] !== x[i]) return false;
        return true;
      };
      const p = args[0]!;
      if (isTuple(p)) {
        for (const x of (p as PyTuple).items) {
          const xb = bufferBytes(x);
          if (xb === null) typeError(`a bytes-like object is required, not '${typeName(x)}'`);
          if (test(xb!)) return newBool(true);
        }
        return newBool(false);
      }
      const pb = bufferBytes(p);
      if (pb === null) typeError(`${name} first arg must be bytes or a tuple of bytes, not ${typeName(p)}`);
      return newBool(test(pb!));
    }));
  }

  const sepArg = (name: string, args: PyObject[], kw: string[] | null): [string | null, number] => {
    const [sep, ms] = parseArgs(name, args, kw, ["sep", "maxsplit"], 0, 0);
    const maxsplit = ms === null ? -1 : asSsize(ms);
    if (sep === null || sep === None) return [null, maxsplit];
    const d = latin1(needBuffer(sep));
    if (d === "") throw newException(PyExc_ValueError, "empty separator");
    return [d, maxsplit];
  };
  const wsSplit = (s: string, maxsplit: number, rev: boolean): string[] => {
    const out: string[] = [];
    let count = maxsplit < 0 ? Infinity : maxsplit;
    if (!rev) {
      let i = 0;
      while (count-- > 0) {
        while (i < s.length && isSpaceB(s.charCodeAt(i))) i++;
        if (i === s.length) break;
        const j = i;
        while (i < s.length && !isSpaceB(s.charCodeAt(i))) i++;
        out.push(s.slice(j, i));
      }
      while (i < s.length && isSpaceB(s.charCodeAt(i))) i++;
      if (i < s.length) out.push(s.slice(i));
      return out;
    }
    let i = s.length - 1;
    while (count-- > 0) {
      while (i >= 0 && isSpaceB(s.charCodeAt(i))) i--;
      if (i < 0) break;
      const j = i;
      while (i >= 0 && !isSpaceB(s.charCodeAt(i))) i--;
      out.push(s.slice(i + 1, j + 1));
    }
    while (i >= 0 && isSpaceB(s.charCodeAt(i))) i--;
    if (i >= 0) out.push(s.slice(0, i + 1));
    return out.reverse();
  };
  const list = (self: PyObject, parts: string[]) => newList(parts.map((p) => mk(self, p)));
  defMethod(T, "split", (self, args, kw) => {
    const [sep, maxsplit] = sepArg("split", args, kw);
    const s = latin1(V(self));
    if (sep === null) return list(self, wsSplit(s, maxsplit, false));
    const parts = s.split(sep);
    if (maxsplit >= 0 && parts.length > maxsplit + 1) return list(self, [...parts.slice(0, maxsplit), parts.slice(maxsplit).join(sep)]);
    return list(self, parts);
  });
  defMethod(T, "rsplit", (self, args, kw) => {
    const [sep, maxsplit] = sepArg("rsplit", args, kw);
    const s = latin1(V(self));
    if (sep === null) return list(self, wsSplit(s, maxsplit, true));
    const out: string[] = [];
    let end = s.length;
    while (maxsplit < 0 || out.length < maxsplit) {
      const i = end - sep.length < 0 ? -1 : s.lastIndexOf(sep, end - sep.length);
      if (i < 0) break;
      out.push(s.slice(i + sep.length, end));
      end = i;
    }
    out.push(s.slice(0, end));
    return list(self, out.reverse());
  });
  defMethod(T, "splitlines", (self, args, kw) => {
    const [k] = parseArgs("splitlines", args, kw, ["keepends"], 0, 0);
    const keep = k !== null && PyObject_IsTrue(k);
    const s = latin1(V(self));
    const out: string[] = [];
    let i = 0;
    while (i < s.length) {
      const j = i;
      while (i < s.length && s[i] !== "\n" && s[i] !== "\r") i++;
      let eol = i;
      if (i < s.length) {
        i += s[i] === "\r" && s[i + 1] === "\n" ? 2 : 1;
        if (keep) eol = i;
      }
      out.push(s.slice(j, eol));
    }
    return list(self, out);
  });
  for (const [name, rev] of [["partition", false], ["rpartition", true]] as const) {
    defMethodO(T, name, (self, sepArg) => {
      const sep = latin1(needBuffer(sepArg));
      if (sep === "") throw newException(PyExc_ValueError, "empty separator");
      const s = latin1(V(self));
      const i = rev ? s.lastIndexOf(sep) : s.indexOf(sep);
      if (i < 0) return newTuple(rev ? [mk(self, ""), mk(self, ""), same(self)] : [same(self), mk(self, ""), mk(self, "")]);
      const sepObj = K.name === "bytes" ? (Py_INCREF(sepArg), sepArg) : mk(self, sep);
      return newTuple([mk(self, s.slice(0, i)), sepObj, mk(self, s.slice(i + sep.length))]);
    });
  }
  for (const [name, l, r] of [["strip", true, true], ["lstrip", true, false], ["rstrip", false, true]] as const) {
    defMethod(T, name, checkedMethod(Q(name), [0, 1], (self, args) => {
      const a = args[0];
      let test: (c: number) => boolean = isSpaceB;
      if (a !== undefined && a !== None) {
        const set = new Set(needBuffer(a));
        test = (c) => set.has(c);
      }
      const b = V(self);
      let i = 0, j = b.length;
      if (l) while (i < j && test(b[i]!)) i++;
      if (r) while (j > i && test(b[j - 1]!)) j--;
      if (i === 0 && j === b.length) return same(self);
      return K.mk(self, b.slice(i, j));
    }));
  }
  const fillArg = (name: string, args: PyObject[]): [number, number] => {
    const w = asSsize(args[0]!);
    let fill = 32;
    if (args.length > 1) {
      const f = args[1]!;
      const fb = bufferBytes(f);
      if (fb === null || isByteArrayLike(f) === false) {
        if (fb === null) badArgument(name, "argument 2", "a byte string of length 1", f);
      }
      if (fb!.length !== 1) typeError(`${name}(): argument 2 must be a byte string of length 1, not a ${typeName(f)} object of length ${fb!.length}`);
      fill = fb![0]!;
    }
    return [w, fill];
  };
  const padded = (self: PyObject, left: number, right: number, fill: number) => {
    const b = V(self);
    const r = new Uint8Array(b.length + left + right).fill(fill);
    r.set(b, left);
    return K.mk(self, r);
  };
  defMethod(T, "ljust", checkedMethod(Q("ljust"), [1, 2], (self, args) => {
    const [w, f] = fillArg("ljust", args);
    const n = V(self).length;
    return w <= n ? same(self) : padded(self, 0, w - n, f);
  }));
  defMethod(T, "rjust", checkedMethod(Q("rjust"), [1, 2], (self, args) => {
    const [w, f] = fillArg("rjust", args);
    const n = V(self).length;
    return w <= n ? same(self) : padded(self, w - n, 0, f);
  }));
  defMethod(T, "center", checkedMethod(Q("center"), [1, 2], (self, args) => {
    const [w, f] = fillArg("center", args);
    const n = V(self).length;
    if (w <= n) return same(self);
    const marg = w - n;
    const left = (marg >> 1) + (marg & w & 1);
    return padded(self, left, marg - left, f);
  }));
  defMethodO(T, "zfill", (self, width) => {
    const w = asSsize(width);
    const b = V(self);
    if (w <= b.length) return same(self);
    const r = new Uint8Array(w).fill(48);
    r.set(b, w - b.length);
    if (b.length > 0 && (b[0] === 43 || b[0] === 45)) {
      r[0] = b[0]!;
      r[w - b.length] = 48;
    }
    return K.mk(self, r);
  });
  defMethod(T, "expandtabs", (self, args, kw) => {
    const [t] = parseArgs("expandtabs", args, kw, ["tabsize"], 0, 0);
    const ts = t === null ? 8 : asCInt(t);
    let out = "", col = 0;
    for (const c of latin1(V(self))) {
      if (c === "\t") {
        if (ts > 0) {
          const k = ts - (col % ts);
          out += " ".repeat(k);
          col += k;
        }
      } else {
        out += c;
        col = c === "\n" || c === "\r" ? 0 : col + 1;
      }
    }
    return mk(self, out);
  });
  const mapOp = (name: string, f: (b: Uint8Array) => Uint8Array) =>
    defMethodNoArgs(T, name, (self) => K.mk(self, f(V(self))));
  mapOp("upper", (b) => b.map(upperB));
  mapOp("lower", (b) => b.map(lowerB));
  mapOp("swapcase", (b) => b.map((c) => (isLowerB(c) ? c - 32 : isUpperB(c) ? c + 32 : c)));
  mapOp("capitalize", (b) => b.map((c, i) => (i === 0 ? upperB(c) : lowerB(c))));
  mapOp("title", (b) => {
    let prev = false;
    return b.map((c) => {
      const r = prev ? lowerB(c) : upperB(c);
      prev = isAlphaB(c);
      return r;
    });
  });
  const pred = (name: string, f: (b: Uint8Array) => boolean) =>
    defMethodNoArgs(T, name, (self) => newBool(f(V(self))));
  const all = (p: (c: number) => boolean) => (b: Uint8Array) => b.length > 0 && b.every(p);
  pred("isalpha", all(isAlphaB));
  pred("isalnum", all((c) => isAlphaB(c) || isDigitB(c)));
  pred("isdigit", all(isDigitB));
  pred("isspace", all(isSpaceB));
  pred("isascii", (b) => b.every((c) => c < 128));
  pred("islower", (b) => b.some(isLowerB) && !b.some(isUpperB));
  pred("isupper", (b) => b.some(isUpperB) && !b.some(isLowerB));
  pred("istitle", (b) => {
    let cased = false, prev = false;
    for (const c of b) {
      if (isUpperB(c)) {
        if (prev) return false;
        prev = cased = true;
      } else if (isLowerB(c)) {
        if (!prev) return false;
        prev = cased = true;
      } else prev = false;
    }
    return cased;
  });
  defMethodO(T, "join", (self, iterable) => {
    let it: PyObject;
    try {
      it = PyObject_GetIter(iterable);
    } catch (e) {
      typeError("can only join an iterable");
    }
    const parts: Uint8Array[] = [];
    try {
      for (let x = PyIter_Next(it!); x !== null; x = PyIter_Next(it!)) {
        const b = bufferBytes(x);
        if (b === null) {
          const tn = typeName(x);
          Py_DECREF(x);
          typeError(`sequence item ${parts.length}: expected a bytes-like object, ${tn} found`);
        }
        parts.push(b!.slice());
        Py_DECREF(x);
      }
    } finally {
      Py_DECREF(it!);
    }
    const sep = V(self);
    const total = parts.reduce((n, p) => n + p.length, 0) + Math.max(0, parts.length - 1) * sep.length;
    const r = new Uint8Array(total);
    let off = 0;
    parts.forEach((p, i) => {
      if (i) {
        r.set(sep, off);
        off += sep.length;
      }
      r.set(p, off);
      off += p.length;
    });
    return K.mk(self, r);
  });
  defMethod(T, "replace", checkedMethod(Q("replace"), [2, 3], (self, args) => {
    const [o, n, c] = [args[0]!, args[1]!, args.length > 2 ? args[2]! : null];
    const old = latin1(needBuffer(o!)), nw = latin1(needBuffer(n!));
    let count = c === null ? -1 : asSsize(c);
    if (count < 0) count = Infinity;
    const s = latin1(V(self));
    // return_self: nothing to replace
    if (count === 0 || (old === "" && nw === "") || (old !== "" && !s.includes(old))) return same(self);
    let out = "";
    if (old === "") {
      let k = 0;
      for (let i = 0; i <= s.length; i++) {
        if (k < count) {
          out += nw;
          k++;
        }
        if (i < s.length) out += s[i];
      }
      return mk(self, out);
    }
    let i = 0;
    while (count > 0) {
      const j = s.indexOf(old, i);
      if (j < 0) break;
      out += s.slice(i, j) + nw;
      i = j + old.length;
      count--;
    }
    return mk(self, out + s.slice(i));
  }));
  for (const [name, suffix] of [["removeprefix", false], ["removesuffix", true]] as const) {
    defMethodO(T, name, (self, affix) => {
      const p = latin1(needBuffer(affix));
      const s = latin1(V(self));
      if (p && (suffix ? s.endsWith(p) : s.startsWith(p))) return mk(self, suffix ? s.slice(0, s.length - p.length) : s.slice(p.length));
      return same(self);
    });
  }
  defMethod(T, "translate", (self, args, kw) => {
    const [table, del] = parseArgs("translate", args, kw, ["table", "delete"], 1, 1);
    let map: Uint8Array | null = null;
    if (table !== None) {
      map = needBuffer(table!);
      if (map.length !== 256) throw newException(PyExc_ValueError, "translation table must be 256 characters long");
    }
    const dset = new Set(del === null ? [] : needBuffer(del));
    const out: number[] = [];
    for (const c of V(self)) if (!dset.has(c)) out.push(map ? map[c]! : c);
    return K.mk(self, Uint8Array.from(out));
  });
  defStaticMethod(T, "maketrans", checkedMethod(Q("maketrans"), [2, 2], (_s, args) => {
    const a = needBuffer(args[0]!), b = needBuffer(args[1]!);
    if (a.length !== b.length) throw newException(PyExc_ValueError, "maketrans arguments must have same length");
    const t = new Uint8Array(256).map((_, i) => i);
    a.forEach((c, i) => (t[c] = b[i]!));
    return newBytes(t);
  }));
  defMethod(T, "hex", (self, args, kw) => {
    const [sepO, bps] = parseArgs("hex", args, kw, ["sep", "bytes_per_sep"], 0, 0);
    return newStr(hexOf(V(self), sepO, bps));
  });
  defClassMethod(T, "fromhex", checkedMethod(Q("fromhex"), "o", (cls, args) => {
    const a = args[0]!;
    let s: string;
    if (isStr(a)) s = (a as PyStr).value;
    else {
      const b = bufferBytes(a);
      if (b === null) typeError(`fromhex() argument must be str or bytes-like, not ${typeName(a)}`);
      s = latin1(b!);
    }
    const out: number[] = [];
    let i = 0;
    const hexv = (c: string) => (/^[0-9a-fA-F]$/.test(c) ? parseInt(c, 16) : -1);
    while (i < s.length) {
      if (isSpaceB(s.charCodeAt(i))) {
        i++;
        continue;
      }
      const hi = hexv(s[i]!);
      if (hi < 0) throw newException(PyExc_ValueError, `non-hexadecimal number found in fromhex() arg at position ${i}`);
      if (i + 1 >= s.length) throw newException(PyExc_ValueError, "fromhex() arg must contain an even number of hexadecimal digits");
      const lo = hexv(s[i + 1]!);
      if (lo < 0) throw newException(PyExc_ValueError, `non-hexadecimal number found in fromhex() arg at position ${i + 1}`);
      out.push(hi * 16 + lo);
      i += 2;
    }
    const r = newBytes(Uint8Array.from(out));
    if (cls === (T as unknown as PyObject) && K.name === "bytes") return r;
    return PyObject_Call(cls, [r], null);
  }));
  defMethod(T, "decode", (self, args, kw) => {
    const [enc, err] = parseArgs("decode", args, kw, ["encoding", "errors"], 0, 0);
    if (enc !== null && !isStr(enc)) typeError(`decode() argument 'encoding' must be str, not ${argTypeName(enc)}`);
    if (err !== null && !isStr(err)) typeError(`decode() argument 'errors' must be str, not ${argTypeName(err)}`);
    const b = V(self);
    return newStr(decodeBytes(b, enc === null ? "utf-8" : (enc as PyStr).value, err === null ? "strict" : (err as PyStr).value, () => (Py_INCREF(self), self)));
  });
}

function isByteArrayLike(_o: PyObject): boolean {
  return true;
}

/** bytes.hex(sep, bytes_per_sep) (Python/pystrhex.c). */
export function hexOf(b: Uint8Array, sepO: PyObject | null, bpsO: PyObject | null): string {
  // the argument clinic converts bytes_per_sep (a C int) before the separator is looked at
  const bps = bpsO === null ? 1 : asCInt(bpsO);
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0"));
  if (sepO === null) return h.join("");
  let sep: string;
  // _Py_strhex_impl: the separator's len() must be 1, then it must be a str or bytes
  if (PyObject_Length(sepO) !== 1) throw newException(PyExc_ValueError, "sep must be length 1.");
  if (isStr(sepO)) sep = (sepO as PyStr).value;
  else if (isBytes(sepO)) sep = latin1((sepO as PyBytes).value);
  else typeError("sep must be str or bytes.");
  if (sep.charCodeAt(0) > 127) throw newException(PyExc_ValueError, "sep must be ASCII.");
  if (bps === 0 || h.length === 0) return h.join("");
  const k = Math.abs(bps);
  const groups: string[] = [];
  if (bps > 0) {
    // groups counted from the right
    let end = h.length;
    while (end > 0) {
      groups.unshift(h.slice(Math.max(0, end - k), end).join(""));
      end -= k;
    }
  } else {
    for (let i = 0; i < h.length; i += k) groups.push(h.slice(i, i + k).join(""));
  }
  return groups.join(sep);
}

void PyObject_Length;
