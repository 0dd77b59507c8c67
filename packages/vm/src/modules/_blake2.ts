/**
 * The _blake2 module (Modules/blake2module.c, 3.14): the blake2b and blake2s types, each its own
 * constructor `blake2b(data=b'', *, digest_size=64, key=b'', salt=b'', person=b'', fanout=1,
 * depth=1, leaf_size=0, node_offset=0, node_depth=0, inner_size=0, last_node=False,
 * usedforsecurity=True, string=None)`, computed by hash/blake2.ts (every parameter honoured),
 * and the BLAKE2B_* / BLAKE2S_* size constants.
 */
import { PyObject, PyType, newStaticType, keepConstructFast, Py_DECREF } from "../objects/object.js";
import { newStr, internStr } from "../objects/str.js";
import { newInt, type PyInt } from "../objects/int.js";
import { newBytes } from "../objects/bytes.js";
import { None } from "../objects/none.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { defMethod, defGetSet } from "../objects/descr.js";
import { typeError, newException, PyExc_ValueError, PyExc_OverflowError } from "../objects/exceptions.js";
import { PyNumber_Index, PyObject_IsTrue, typeName } from "../abstract.js";
import { parseArgs, noKw, checkPositional } from "../args.js";
import { bufferBytes } from "../types/buffer.js";
import { hashData, constructorData, addGilMinsize } from "./hash/hashobject.js";
import { Blake2 } from "./hash/blake2.js";

interface Variant {
  name: string;
  big: boolean;
  maxDigest: number;
  maxKey: number;
  saltSize: number;
  personSize: number;
  blockSize: number;
}
const B: Variant = { name: "blake2b", big: true, maxDigest: 64, maxKey: 64, saltSize: 16, personSize: 16, blockSize: 128 };
const S: Variant = { name: "blake2s", big: false, maxDigest: 32, maxKey: 32, saltSize: 8, personSize: 8, blockSize: 64 };

class PyBlake2Object extends PyObject {
  declare st: Blake2;
  constructor(type: PyType, st: Blake2) {
    super(type);
    this.st = st;
  }
}
keepConstructFast(PyBlake2Object);

const hex = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("hex");

function bigOf(o: PyObject): bigint {
  const i = PyNumber_Index(o) as PyInt;
  const v = BigInt(i.value);
  Py_DECREF(i);
  return v;
}

/** A C int argument (fanout, depth, …): "Python int too large to convert to C int" past 32 bits. */
function cInt(o: PyObject): number {
  const v = bigOf(o);
  if (v > 0x7fffffffn || v < -0x80000000n) throw newException(PyExc_OverflowError, "Python int too large to convert to C int");
  return Number(v);
}

function unsigned(o: PyObject, bits: number, cname: string): bigint {
  const v = bigOf(o);
  if (v < 0n) throw newException(PyExc_ValueError, "Cannot convert negative int");
  if (v >= 1n << BigInt(bits)) throw newException(PyExc_OverflowError, `Python int too large for C ${cname}`);
  return v;
}

function bytesArg(o: PyObject): Uint8Array {
  const b = bufferBytes(o);
  if (b === null) typeError(`a bytes-like object is required, not '${typeName(o)}'`);
  return b;
}

const NAMES = ["data", "digest_size", "key", "salt", "person", "fanout", "depth", "leaf_size", "node_offset", "node_depth", "inner_size", "last_node", "usedforsecurity", "string"];

function makeType(v: Variant): PyType {
  const T = newStaticType(`_blake2.${v.name}`, undefined, 0);
  const st = (o: PyObject) => (o as PyBlake2Object).st;
  const ve = (msg: string) => newException(PyExc_ValueError, msg);
  T.tp_new = (t, args, kw) => {
    const a = parseArgs(v.name, args, kw, NAMES, 0, 0, 1);
    const [data, ds, key, salt, person, fanout, depth, leaf, nodeOff, nodeDepth, inner, last, , string] = a;
    const digestSize = ds === null ? v.maxDigest : cInt(ds);
    if (digestSize < 1 || digestSize > v.maxDigest) throw ve(`digest_size for ${v.big ? "Blake2b" : "Blake2s"} must be between 1 and ${v.maxDigest} bytes, here it is ${digestSize}`);
    const saltB = salt === null ? new Uint8Array(0) : bytesArg(salt);
    if (saltB.length > v.saltSize) throw ve(`maximum salt length is ${v.saltSize} bytes`);
    const personB = person === null ? new Uint8Array(0) : bytesArg(person);
    if (personB.length > v.personSize) throw ve(`maximum person length is ${v.personSize} bytes`);
    const fo = fanout === null ? 1 : cInt(fanout);
    if (fo < 0 || fo > 255) throw ve("fanout must be between 0 and 255");
    const dp = depth === null ? 1 : cInt(depth);
    if (dp < 1 || dp > 255) throw ve("depth must be between 1 and 255");
    let leafSize = 0;
    if (leaf !== null) {
      const l = unsigned(leaf, 64, "unsigned long");
      if (l > 0xffffffffn) throw newException(PyExc_OverflowError, "leaf_size is too large");
      leafSize = Number(l);
    }
    const no = nodeOff === null ? 0n : unsigned(nodeOff, 64, "unsigned long long");
    if (!v.big && no > (1n << 48n) - 1n) throw newException(PyExc_OverflowError, "node_offset is too large");
    const nd = nodeDepth === null ? 0 : cInt(nodeDepth);
    if (nd < 0 || nd > 255) throw ve("node_depth must be between 0 and 255");
    const is = inner === null ? 0 : cInt(inner);
    if (is < 0 || is > v.maxDigest) throw ve(`inner_size must be between 0 and is ${v.maxDigest}`);
    const keyB = key === null ? new Uint8Array(0) : bytesArg(key);
    if (keyB.length > v.maxKey) throw ve(`maximum key length is ${v.maxKey} bytes`);
    const lastNode = last !== null && PyObject_IsTrue(last);
    const d = constructorData(data, string);
    const s = Blake2.create(v.big, {
      digestSize, key: keyB, salt: saltB, person: personB, fanout: fo, depth: dp, leafSize, nodeOffset: no, nodeDepth: nd, innerSize: is, lastNode,
    });
    if (d !== null) s.update(hashData(d));
    return new PyBlake2Object(t, s);
  };
  defMethod(T, "update", (o, args, kw) => {
    noKw("update", kw);
    if (args.length !== 1) typeError(`${v.name}.update() takes exactly one argument (${args.length} given)`);
    st(o).update(hashData(args[0]!));
    return None;
  });
  defMethod(T, "digest", (o, args, kw) => {
    noKw("digest", kw);
    checkPositional("digest", args.length, 0, 0);
    return newBytes(st(o).digest());
  });
  defMethod(T, "hexdigest", (o, args, kw) => {
    noKw("hexdigest", kw);
    checkPositional("hexdigest", args.length, 0, 0);
    return newStr(hex(st(o).digest()));
  });
  defMethod(T, "copy", (o, args, kw) => {
    noKw("copy", kw);
    checkPositional("copy", args.length, 0, 0);
    return new PyBlake2Object(T, st(o).copy());
  });
  defGetSet(T, "name", () => newStr(v.name));
  defGetSet(T, "digest_size", (o) => newInt(st(o).outLen));
  defGetSet(T, "block_size", () => newInt(v.blockSize));
  for (const [n, x] of [["SALT_SIZE", v.saltSize], ["PERSON_SIZE", v.personSize], ["MAX_KEY_SIZE", v.maxKey], ["MAX_DIGEST_SIZE", v.maxDigest]] as const) {
    T.tp_dict.set(n, newInt(x));
  }
  return T;
}

export const PyBlake2b_Type = makeType(B);
export const PyBlake2s_Type = makeType(S);

export function makeBlake2(): PyModule {
  const mod = newModule("_blake2");
  const d = mod.dict!;
  dictSetItem(d, internStr("blake2b"), PyBlake2b_Type);
  dictSetItem(d, internStr("blake2s"), PyBlake2s_Type);
  for (const [p, v] of [["BLAKE2B", B], ["BLAKE2S", S]] as const) {
    for (const [n, x] of [["SALT_SIZE", v.saltSize], ["PERSON_SIZE", v.personSize], ["MAX_KEY_SIZE", v.maxKey], ["MAX_DIGEST_SIZE", v.maxDigest]] as const) {
      const o = newInt(x);
      dictSetItem(d, internStr(`${p}_${n}`), o);
      Py_DECREF(o);
    }
  }
  addGilMinsize(mod);
  return mod;
}
