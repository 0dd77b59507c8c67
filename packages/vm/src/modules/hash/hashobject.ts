/**
 * What the builtin hash modules share (Modules/md5module.c, sha1module.c, sha2module.c,
 * sha3module.c, blake2module.c, 3.14): a hash object type over Node's `crypto` Hash —
 * `update(data, /)`, `digest()`, `hexdigest()`, `copy()`, `name`, `digest_size`, `block_size` —
 * and the constructor `NAME(data=b'', *, usedforsecurity=True, string=None)`. The types cannot be
 * instantiated from Python (they have no tp_new), as CPython's.
 */
import { createHash, type Hash } from "node:crypto";
import { PyObject, PyType, newStaticType, keepConstructFast } from "../../objects/object.js";
import { newStr, internStr, isStr } from "../../objects/str.js";
import { newInt } from "../../objects/int.js";
import { newBytes } from "../../objects/bytes.js";
import { None } from "../../objects/none.js";
import { dictSetItem } from "../../objects/dict.js";
import { PyModule } from "../../objects/module.js";
import { newCFunction, defMethod, defGetSet } from "../../objects/descr.js";
import { typeError, newException, PyExc_ValueError } from "../../objects/exceptions.js";
import { PyNumber_Index } from "../../abstract.js";
import { parseArgs, noKw, checkPositional } from "../../args.js";
import { bufferBytes } from "../../types/buffer.js";
import { Py_DECREF } from "../../objects/object.js";

/** One hash algorithm as a module exposes it. */
export interface HashAlgo {
  /** The constructor's and `.name`'s name (`sha256`). */
  name: string;
  /** Node's algorithm name (`sha256`, `sha3-256`, `shake128`). */
  node: string;
  digestSize: number;
  blockSize: number;
  /** shake_128/256: digest(length) and hexdigest(length). */
  xof?: boolean;
}

export class PyHashObject extends PyObject {
  declare h: Hash;
  declare algo: HashAlgo;
  constructor(type: PyType, algo: HashAlgo, h: Hash) {
    super(type);
    this.h = h;
    this.algo = algo;
  }
}
keepConstructFast(PyHashObject);

/** _Py_hashlib_data_argument / GET_BUFFER_VIEW_OR_ERROUT: the bytes a hash is fed. */
export function hashData(o: PyObject): Uint8Array {
  if (isStr(o)) typeError("Strings must be encoded before hashing");
  const b = bufferBytes(o);
  if (b === null) typeError("object supporting the buffer API required");
  return b;
}

/** The data a constructor hashes: `data` or the deprecated `string`, not both. */
export function constructorData(data: PyObject | null, string: PyObject | null): PyObject | null {
  if (data !== null && string !== null) {
    typeError("'data' and 'string' are mutually exclusive and support for 'string' keyword parameter is slated for removal in a future version.");
  }
  return data ?? string;
}

const hex = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("hex");

/** The XOF digest length argument: an int ≥ 0 (_PyLong_Size_t_Converter's messages). */
function xofLength(fname: string, args: PyObject[], kw: string[] | null): number {
  const [len] = parseArgs(fname, args, kw, ["length"], 1);
  const i = PyNumber_Index(len!);
  const n = i.value;
  Py_DECREF(i);
  if (n < 0) throw newException(PyExc_ValueError, "Cannot convert negative int");
  return Number(n);
}

/** A hash type `mod.typeName` for algo, with its methods and attributes. */
export function newHashType(qualName: string, algo: HashAlgo, extra?: (T: PyType) => void): PyType {
  const T = newStaticType(qualName, undefined, 0);
  const self = (o: PyObject) => o as PyHashObject;
  const digestOf = (o: PyObject, len: number | null): Uint8Array => {
    const h = self(o);
    if (len !== null) return new Uint8Array(h.h.copy({ outputLength: len }).digest());
    return new Uint8Array(h.h.copy().digest());
  };
  defMethod(T, "update", (o, args, kw) => {
    noKw("update", kw);
    if (args.length !== 1) typeError(`${algo.name}.update() takes exactly one argument (${args.length} given)`);
    self(o).h.update(hashData(args[0]!));
    return None;
  });
  if (algo.xof) {
    defMethod(T, "digest", (o, args, kw) => newBytes(digestOf(o, xofLength("digest", args, kw))));
    defMethod(T, "hexdigest", (o, args, kw) => newStr(hex(digestOf(o, xofLength("hexdigest", args, kw)))));
  } else {
    defMethod(T, "digest", (o, args, kw) => {
      noKw("digest", kw);
      checkPositional("digest", args.length, 0, 0);
      return newBytes(digestOf(o, null));
    });
    defMethod(T, "hexdigest", (o, args, kw) => {
      noKw("hexdigest", kw);
      checkPositional("hexdigest", args.length, 0, 0);
      return newStr(hex(digestOf(o, null)));
    });
  }
  defMethod(T, "copy", (o, args, kw) => {
    noKw("copy", kw);
    checkPositional("copy", args.length, 0, 0);
    return new PyHashObject(T, algo, self(o).h.copy());
  });
  defGetSet(T, "name", () => newStr(algo.name));
  defGetSet(T, "digest_size", () => newInt(algo.digestSize));
  defGetSet(T, "block_size", () => newInt(algo.blockSize));
  extra?.(T);
  return T;
}

/** A new hash object of type T, fed `data` when given. */
export function newHash(T: PyType, algo: HashAlgo, data: PyObject | null, h: Hash = createHash(algo.node)): PyHashObject {
  if (data !== null) h.update(hashData(data));
  return new PyHashObject(T, algo, h);
}

/** Makes T callable as `T(data=b'', *, usedforsecurity=True, string=None)` (sha3's and blake2's types are their constructors). */
export function setHashNew(T: PyType, algo: HashAlgo): void {
  T.tp_new = (_t, args, kw) => {
    const [data, , string] = parseArgs(algo.name, args, kw, ["data", "usedforsecurity", "string"], 0, 0, 1);
    return newHash(T, algo, constructorData(data, string));
  };
}

/** Adds `name(data=b'', *, usedforsecurity=True, string=None)` to mod. */
export function addConstructor(mod: PyModule, T: PyType, algo: HashAlgo): void {
  const f = newCFunction(algo.name, (_s, args, kw) => {
    const [data, , string] = parseArgs(algo.name, args, kw, ["data", "usedforsecurity", "string"], 0, 0, 1);
    return newHash(T, algo, constructorData(data, string));
  }, mod);
  dictSetItem(mod.dict!, internStr(algo.name), f);
  Py_DECREF(f);
}

/** The module constant every builtin hash module has (HASHLIB_GIL_MINSIZE). */
export function addGilMinsize(mod: PyModule): void {
  const v = newInt(2048);
  dictSetItem(mod.dict!, internStr("_GIL_MINSIZE"), v);
  Py_DECREF(v);
}
