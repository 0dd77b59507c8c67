/**
 * The abstract object protocols (CPython's Objects/abstract.c and object.c): attribute access,
 * calls, comparisons, truth, hashing, iteration, number and mapping/sequence operations, each
 * dispatching through the type's slots and raising CPython's messages when a slot is missing.
 * Convention: arguments are borrowed, results are new references.
 */
import { PyObject, PyType, Py_DECREF, Py_TPFLAGS_HEAPTYPE, NB_BINARY_COUNT, IMMORTAL_REFCNT, PyObject_HashNotImplemented, type Hash } from "./objects/object.js";
import { None, NotImplemented } from "./objects/none.js";
import { True, False } from "./objects/bool.js";
import { PyStr, PyUnicode_Type, isStr, internStr } from "./objects/str.js";
import { PyInt, PyLong_Type, isInt } from "./objects/int.js";
import {
  PyExc_TypeError, PyExc_IndexError, PyExc_AttributeError, PyExc_StopIteration, newException, typeError, PyBaseExceptionObject,
} from "./objects/exceptions.js";

export const Py_LT = 0, Py_LE = 1, Py_EQ = 2, Py_NE = 3, Py_GT = 4, Py_GE = 5;
const OP_SYMBOL = ["<", "<=", "==", "!=", ">", ">="];
const SWAPPED = [Py_GT, Py_GE, Py_EQ, Py_NE, Py_LT, Py_LE];

/**
 * `Py_TYPE(o)->tp_name`, what CPython's messages print: the full dotted name of a builtin type
 * defined in a module ('sys.flags', '_io.TextIOWrapper'); a class's plain `__name__`. (The few
 * messages CPython writes with `_PyType_Name`, the part after the last dot, take it themselves.)
 */
export function typeName(o: PyObject): string {
  return o.ob_type.tp_name;
}

export function PyObject_Repr(o: PyObject): PyStr {
  const f = o.ob_type.tp_repr;
  if (f === null) return new PyStr(PyUnicode_Type, `<${o.ob_type.tp_name} object>`);
  const r = f(o);
  if (!isStr(r)) typeError(`__repr__ returned non-string (type ${typeName(r)})`);
  return r;
}

export function PyObject_Str(o: PyObject): PyStr {
  if (o.ob_type === PyUnicode_Type) {
    if (o.ob_refcnt < IMMORTAL_REFCNT) o.ob_refcnt++;
    return o as PyStr;
  }
  const f = o.ob_type.tp_str ?? o.ob_type.tp_repr;
  if (f === null) return PyObject_Repr(o);
  const r = f(o);
  if (!isStr(r)) typeError(`__str__ returned non-string (type ${typeName(r)})`);
  return r;
}

/** repr() as a JS string. */
export function reprString(o: PyObject): string {
  return PyObject_Repr(o).value;
}

/** str() as a JS string. */
export function strString(o: PyObject): string {
  return PyObject_Str(o).value;
}

export function PyObject_Hash(o: PyObject): Hash {
  const f = o.ob_type.tp_hash;
  if (f === null || f === PyObject_HashNotImplemented) typeError(`unhashable type: '${typeName(o)}'`);
  return f(o);
}

/**
 * The hash of a dict key or set element (`what`: "a dict key", "a set element"): a TypeError from
 * hashing it (exactly that type; subclasses and other errors pass through) restated as CPython
 * 3.14's dict_unhashable_type / set_unhashable_type do: "cannot use 'list' as a dict key
 * (unhashable type: 'list')".
 */
export function PyObject_HashKey(o: PyObject, what: string): Hash {
  // exact ints and strs cannot fail to hash: no handler on their way (sets and dicts of them)
  const t = o.ob_type;
  if (t === PyLong_Type || t === PyUnicode_Type) return t.tp_hash!(o);
  try {
    return PyObject_Hash(o);
  } catch (e) {
    if (!(e instanceof PyBaseExceptionObject) || e.ob_type !== PyExc_TypeError) throw e;
    const msg = PyObject_Str(e).value;
    Py_DECREF(e);
    throw newException(PyExc_TypeError, `cannot use '${typeName(o)}' as ${what} (${msg})`);
  }
}

export function PyObject_RichCompare(v: PyObject, w: PyObject, op: number): PyObject {
  const vt = v.ob_type, wt = w.ob_type;
  let checkedReverse = false;
  if (vt !== wt && wt.isSubtype(vt) && wt.tp_richcompare !== null) {
    checkedReverse = true;
    const r = wt.tp_richcompare(w, v, SWAPPED[op]!);
    if (r !== NotImplemented) return r;
  }
  if (vt.tp_richcompare !== null) {
    const r = vt.tp_richcompare(v, w, op);
    if (r !== NotImplemented) return r;
  }
  if (!checkedReverse && wt.tp_richcompare !== null) {
    const r = wt.tp_richcompare(w, v, SWAPPED[op]!);
    if (r !== NotImplemented) return r;
  }
  if (op === Py_EQ) return v === w ? True : False;
  if (op === Py_NE) return v !== w ? True : False;
  typeError(`'${OP_SYMBOL[op]}' not supported between instances of '${typeName(v)}' and '${typeName(w)}'`);
}

/** Comparison as a JS boolean; identity implies equality for == and != (as CPython). */
export function PyObject_RichCompareBool(v: PyObject, w: PyObject, op: number): boolean {
  if (v === w) {
    if (op === Py_EQ) return true;
    if (op === Py_NE) return false;
  }
  const r = PyObject_RichCompare(v, w, op);
  if (r === True) return true;
  if (r === False) return false;
  const b = PyObject_IsTrue(r);
  if (r.ob_refcnt < IMMORTAL_REFCNT && --r.ob_refcnt === 0) r.ob_type.tp_dealloc(r);
  return b;
}

export function PyObject_IsTrue(o: PyObject): boolean {
  if (o === True) return true;
  if (o === False || o === None) return false;
  const t = o.ob_type;
  // TO_BOOL_STR: an exact str is true when not empty (its length in code points is not needed)
  if (t === PyUnicode_Type) return (o as PyStr).value.length !== 0;
  if (t.nb_bool !== null) return t.nb_bool(o);
  if (t.sq_length !== null) return t.sq_length(o) !== 0;
  return true;
}

export function PyObject_GetAttr(o: PyObject, name: PyStr): PyObject {
  return o.ob_type.tp_getattro(o, name);
}

/** getattr with a JS-string name (interned). */
export function getAttrString(o: PyObject, name: string): PyObject {
  return o.ob_type.tp_getattro(o, internStr(name));
}

/** getattr that returns null instead of raising AttributeError. */
export function PyObject_GetOptionalAttr(o: PyObject, name: PyStr): PyObject | null {
  try {
    return o.ob_type.tp_getattro(o, name);
  } catch (e) {
    if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_AttributeError)) {
      if (e.ob_refcnt < IMMORTAL_REFCNT && --e.ob_refcnt === 0) e.ob_type.tp_dealloc(e);
      return null;
    }
    throw e;
  }
}

export function PyObject_SetAttr(o: PyObject, name: PyStr, v: PyObject | null): void {
  const f = o.ob_type.tp_setattro;
  if (f === null) {
    const has = o.ob_type.lookup(name.value) !== null;
    if (v === null) typeError(`'${typeName(o)}' object has no attributes (del .${name.value})`);
    typeError(has ? `'${typeName(o)}' object attribute '${name.value}' is read-only` : `'${typeName(o)}' object has no attribute '${name.value}' and no __dict__ for setting new attributes`);
  }
  f(o, name, v);
}

export function PyCallable_Check(o: PyObject): boolean {
  return o.ob_type.tp_call !== null;
}

/** Calls `callable(*args)` with keyword values at the tail of `args` named by `kwnames`. */
export function PyObject_Call(callable: PyObject, args: PyObject[], kwnames: string[] | null = null): PyObject {
  const f = callable.ob_type.tp_call;
  if (f === null) typeError(`'${typeName(callable)}' object is not callable`);
  return f(callable, args, kwnames);
}

/** Calls method `name` of `o` (looked up as an attribute). */
/**
 * Calls `o`'s special method `m`, found on its type (`type(o).lookup(name)`, as
 * _PyObject_LookupSpecial finds it: the instance's own attributes and a `__getattr__` play no
 * part), bound to `o` by its descriptor `__get__`, or called as it is when it has none.
 */
export function callSpecial(o: PyObject, m: PyObject, args: PyObject[]): PyObject {
  const get = m.ob_type.tp_descr_get;
  if (m.ob_refcnt < IMMORTAL_REFCNT) m.ob_refcnt++;
  let f = m;
  try {
    if (get !== null) f = get(m, o, o.ob_type);
    return PyObject_Call(f, args, null);
  } finally {
    if (f !== m) Py_DECREF(f);
    Py_DECREF(m);
  }
}

export function callMethod(o: PyObject, name: string, args: PyObject[]): PyObject {
  const m = getAttrString(o, name);
  try {
    return PyObject_Call(m, args, null);
  } finally {
    if (m.ob_refcnt < IMMORTAL_REFCNT && --m.ob_refcnt === 0) m.ob_type.tp_dealloc(m);
  }
}

export function PyObject_GetIter(o: PyObject): PyObject {
  const f = o.ob_type.tp_iter;
  if (f === null) {
    if (o.ob_type.mp_subscript !== null && o.ob_type.lookup("__getitem__") !== null) return newSeqIter(o);
    typeError(`'${typeName(o)}' object is not iterable`);
  }
  const it = f(o);
  if (it.ob_type.tp_iternext === null) {
    if (it.ob_refcnt < IMMORTAL_REFCNT && --it.ob_refcnt === 0) it.ob_type.tp_dealloc(it);
    typeError(`iter() returned non-iterator of type '${typeName(it)}'`);
  }
  return it;
}

let newSeqIter: (o: PyObject) => PyObject = () => {
  throw new Error("seqiter not ready");
};
export function setSeqIterFactory(f: (o: PyObject) => PyObject): void {
  newSeqIter = f;
}

/** Next item (new reference) or null when exhausted. */
export function PyIter_Next(it: PyObject): PyObject | null {
  const f = it.ob_type.tp_iternext;
  if (f === null) typeError(`'${typeName(it)}' object is not an iterator`);
  try {
    return f(it);
  } catch (e) {
    // an iterator may end by raising StopIteration (a generator returning a value does)
    if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_StopIteration)) {
      if (e.ob_refcnt < IMMORTAL_REFCNT && --e.ob_refcnt === 0) e.ob_type.tp_dealloc(e);
      return null;
    }
    throw e;
  }
}

/** Iterates any iterable into a JS array of new references. */
export function iterateToArray(o: PyObject): PyObject[] {
  const it = PyObject_GetIter(o);
  const out: PyObject[] = [];
  try {
    const f = it.ob_type.tp_iternext!;
    try {
      for (;;) {
        const x = f(it);
        if (x === null) break;
        out.push(x);
      }
    } catch (e) {
      if (!(e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_StopIteration))) {
        // the items taken before the error go with the unfinished result
        for (const x of out) if (x.ob_refcnt < IMMORTAL_REFCNT && --x.ob_refcnt === 0) x.ob_type.tp_dealloc(x);
        throw e;
      }
      if (e.ob_refcnt < IMMORTAL_REFCNT && --e.ob_refcnt === 0) e.ob_type.tp_dealloc(e);
    }
  } finally {
    if (it.ob_refcnt < IMMORTAL_REFCNT && --it.ob_refcnt === 0) it.ob_type.tp_dealloc(it);
  }
  return out;
}

/** StopIteration carrying `value` (for generators' return). */
export function newStopIteration(value: PyObject): PyBaseExceptionObject {
  const e = newException(PyExc_StopIteration, "");
  Py_DECREF(e.args);
  if (value.ob_refcnt < IMMORTAL_REFCNT) value.ob_refcnt++;
  e.args = new (e.args.constructor as new (t: PyType, i: PyObject[]) => typeof e.args)(e.args.ob_type, value === None ? [] : [value]);
  return e;
}

const NB_SYMBOLS = ["+", "&", "//", "<<", "@", "*", "%", "|", "**", ">>", "-", "/", "^"];

/** binary_op1: the left operand's slot, the right's (subclass first), or NotImplemented. */
function binaryOp1(v: PyObject, w: PyObject, i: number): PyObject {
  const vt = v.ob_type, wt = w.ob_type;
  const slotv = vt.nb_binary[i]!;
  let slotw = wt !== vt ? wt.nb_binary[i]! : null;
  if (slotw === slotv) slotw = null;
  if (slotv !== null) {
    if (slotw !== null && wt.isSubtype(vt)) {
      const x = slotw(v, w);
      if (x !== NotImplemented) return x;
      slotw = null;
    }
    const x = slotv(v, w);
    if (x !== NotImplemented) return x;
  }
  if (slotw !== null) return slotw(v, w);
  return NotImplemented;
}

/** The binary operators of BINARY_OP (oparg < 13: plain; 13..25: in-place). */
export function PyNumber_BinaryOp(v: PyObject, w: PyObject, oparg: number): PyObject {
  let i = oparg;
  if (oparg >= NB_BINARY_COUNT) {
    i = oparg - NB_BINARY_COUNT;
    const slot = v.ob_type.nb_inplace[i];
    if (slot != null) {
      const x = slot(v, w);
      if (x !== NotImplemented) return x;
    }
  }
  const x = binaryOp1(v, w, i);
  if (x !== NotImplemented) return x;
  // sequence fallbacks
  if (i === 0 /* + */ && v.ob_type.sq_concat !== null) return v.ob_type.sq_concat(v, w);
  if (i === 5 /* * */) {
    if (v.ob_type.sq_repeat !== null) return sequenceRepeat(v, w, v.ob_type.sq_repeat);
    // PyNumber_InPlaceMultiply repeats the right operand only when the left one's type has no
    // sequence methods at all (the right one is not to be mutated; PyNumber_Multiply always may)
    if (w.ob_type.sq_repeat !== null && (oparg < NB_BINARY_COUNT || !hasSequenceMethods(v.ob_type))) return sequenceRepeat(w, v, w.ob_type.sq_repeat);
  }
  binopTypeError(v, w, oparg);
}

/**
 * Whether CPython's type has a tp_as_sequence table: a class always (its PyHeapTypeObject embeds
 * one), a builtin type when it fills any of the sequence slots.
 */
function hasSequenceMethods(t: PyType): boolean {
  return (t.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0 || t.sq_length !== null || t.sq_concat !== null || t.sq_contains !== null || t.sq_repeat !== null;
}

/** BINARY_OP `oparg`'s TypeError when no operand's slot gave a result. */
export function binopTypeError(v: PyObject, w: PyObject, oparg: number): never {
  const i = oparg >= NB_BINARY_COUNT ? oparg - NB_BINARY_COUNT : oparg;
  const sym = NB_SYMBOLS[i]! + (oparg >= NB_BINARY_COUNT ? "=" : "");
  if (i === 8 && oparg < NB_BINARY_COUNT) typeError(`unsupported operand type(s) for ** or pow(): '${typeName(v)}' and '${typeName(w)}'`);
  typeError(`unsupported operand type(s) for ${sym}: '${typeName(v)}' and '${typeName(w)}'`);
}

function sequenceRepeat(seq: PyObject, n: PyObject, repeat: (o: PyObject, n: number) => PyObject): PyObject {
  if (n.ob_type.nb_index === null) typeError(`can't multiply sequence by non-int of type '${typeName(n)}'`);
  const count = PyNumber_AsSsize_t(n);
  return repeat(seq, count < 0 ? 0 : count);
}

let overflowRef: PyType | null = null;
function PyExc_OverflowErrorRef(): PyType {
  return overflowRef!;
}
export function setOverflowRef(t: PyType): void {
  overflowRef = t;
}

export function PyNumber_Index(o: PyObject): PyInt {
  if (o.ob_type === PyLong_Type) {
    if (o.ob_refcnt < IMMORTAL_REFCNT) o.ob_refcnt++;
    return o as PyInt;
  }
  if (isInt(o)) return new PyInt(PyLong_Type, (o as PyInt).value);
  const f = o.ob_type.nb_index;
  if (f === null) typeError(`'${typeName(o)}' object cannot be interpreted as an integer`);
  const r = f(o);
  if (!isInt(r)) typeError(`__index__ returned non-int (type ${typeName(r)})`);
  return r;
}

/** o.__index__()'s value (PyNumber_Index, the index object released). */
export function indexValue(o: PyObject): number | bigint {
  const r = PyNumber_Index(o);
  const v = r.value;
  if (r.ob_refcnt < IMMORTAL_REFCNT && --r.ob_refcnt === 0) r.ob_type.tp_dealloc(r);
  return v;
}

/** Whether an int's value is outside a 64-bit C integer (Py_ssize_t, long, off_t). */
export function beyondInt64(v: number | bigint): boolean {
  return typeof v === "bigint" && (v >= 0x8000000000000000n || v < -0x8000000000000000n);
}

/** PyNumber_AsSsize_t(o, exc): an index-sized value from __index__, `exc` (OverflowError by default) past 64 bits. */
export function PyNumber_AsSsize_t(o: PyObject, exc: PyType | null = null): number {
  const v = indexValue(o);
  if (beyondInt64(v)) throw newException(exc ?? PyExc_OverflowErrorRef(), `cannot fit '${typeName(o)}' into an index-sized integer`);
  return Number(v);
}

/** An index-sized JS number from an object with __index__ (OverflowError past 2**63 is not modelled: clamps). */
export function asIndex(o: PyObject): number {
  return Number(indexValue(o));
}

/** Argument clinic's `Py_ssize_t` converter (PyLong_AsSsize_t after __index__): OverflowError beyond 64 bits. */
export function asSsize(o: PyObject): number {
  const v = indexValue(o);
  if (beyondInt64(v)) throw newException(PyExc_OverflowErrorRef(), "Python int too large to convert to C ssize_t");
  return Number(v);
}

/** Argument clinic's `int` converter (PyLong_AsInt): OverflowError beyond 32 bits. */
export function asCInt(o: PyObject): number {
  const v = indexValue(o);
  if (v > 2147483647 || v < -2147483648) throw newException(PyExc_OverflowErrorRef(), "Python int too large to convert to C int");
  return Number(v);
}

export function PyNumber_Negative(o: PyObject): PyObject {
  const f = o.ob_type.nb_negative;
  if (f === null) typeError(`bad operand type for unary -: '${typeName(o)}'`);
  return f(o);
}

export function PyNumber_Positive(o: PyObject): PyObject {
  const f = o.ob_type.nb_positive;
  if (f === null) typeError(`bad operand type for unary +: '${typeName(o)}'`);
  return f(o);
}

export function PyNumber_Invert(o: PyObject): PyObject {
  const f = o.ob_type.nb_invert;
  if (f === null) typeError(`bad operand type for unary ~: '${typeName(o)}'`);
  return f(o);
}

export function PyObject_GetItem(o: PyObject, key: PyObject): PyObject {
  const f = o.ob_type.mp_subscript;
  if (f !== null) return f(o, key);
  if (o instanceof PyType) {
    const cg = o.lookup("__class_getitem__");
    if (cg !== null) return classGetItem(o, key);
    if (o.ob_type === o.ob_type.ob_type) typeError(`type '${o.tp_name}' is not subscriptable`);
  }
  typeError(`'${typeName(o)}' object is not subscriptable`);
}

let classGetItem: (t: PyType, key: PyObject) => PyObject = () => {
  throw new Error("not ready");
};
export function setClassGetItem(f: (t: PyType, key: PyObject) => PyObject): void {
  classGetItem = f;
}

export function PyObject_SetItem(o: PyObject, key: PyObject, v: PyObject): void {
  const f = o.ob_type.mp_ass_subscript;
  if (f === null) {
    sequenceIndexCheck(o, key);
    typeError(`'${typeName(o)}' object does not support item assignment`);
  }
  f(o, key, v);
}

/**
 * PyObject_SetItem/DelItem on a type without mp_ass_subscript but with sequence methods (a class,
 * str, range…): an index key is converted first (PySequence_SetItem's Py_ssize_t), so an int
 * beyond 64 bits raises IndexError before the type's lack of assignment does. True when the key
 * went that way.
 */
function sequenceIndexCheck(o: PyObject, key: PyObject): boolean {
  const t = o.ob_type;
  if (key.ob_type.nb_index === null) return false;
  if (!hasSequenceMethods(t)) return false;
  subscriptIndex(key);
  return true;
}

/** PyNumber_AsSsize_t(key, PyExc_IndexError): a subscript's index, IndexError beyond a 64-bit Py_ssize_t. */
export function subscriptIndex(key: PyObject): number {
  return PyNumber_AsSsize_t(key, PyExc_IndexError);
}

export function PyObject_DelItem(o: PyObject, key: PyObject): void {
  const f = o.ob_type.mp_ass_subscript;
  if (f === null) {
    // an index on a sequence goes to PySequence_DelItem (its message), anything else gets PyObject_DelItem's
    const seq = sequenceIndexCheck(o, key);
    typeError(`'${typeName(o)}' object ${seq ? "doesn't" : "does not"} support item deletion`);
  }
  f(o, key, null);
}

export function PyObject_Length(o: PyObject): number {
  const f = o.ob_type.sq_length;
  if (f === null) typeError(`object of type '${typeName(o)}' has no len()`);
  return f(o);
}

export function PySequence_Contains(container: PyObject, v: PyObject): boolean {
  const f = container.ob_type.sq_contains;
  if (f !== null) return f(container, v);
  if (container.ob_type.tp_iter === null && container.ob_type.mp_subscript === null) {
    typeError(`argument of type '${typeName(container)}' is not a container or iterable`);
  }
  const it = PyObject_GetIter(container);
  try {
    for (;;) {
      const x = PyIter_Next(it);
      if (x === null) return false;
      const eq = PyObject_RichCompareBool(x, v, Py_EQ);
      if (x.ob_refcnt < IMMORTAL_REFCNT && --x.ob_refcnt === 0) x.ob_type.tp_dealloc(x);
      if (eq) return true;
    }
  } finally {
    if (it.ob_refcnt < IMMORTAL_REFCNT && --it.ob_refcnt === 0) it.ob_type.tp_dealloc(it);
  }
}

/** isinstance(o, cls) for a type `cls` (no __instancecheck__ overrides beyond types). */
export function isInstanceOfType(o: PyObject, cls: PyType): boolean {
  return o.ob_type === cls || o.ob_type.isSubtype(cls);
}

export { None, NotImplemented, True, False };

/** _PyObject_FunctionStr: how call errors name a callable, `module.qualname()` (bare for builtins). */
export function PyObject_FunctionStr(f: PyObject): string {
  const qualname = PyObject_GetOptionalAttr(f, internStr("__qualname__"));
  if (qualname === null) return strString(f);
  try {
    const q = strString(qualname);
    const module = PyObject_GetOptionalAttr(f, internStr("__module__"));
    if (module === null || module === None) return `${q}()`;
    try {
      const m = strString(module);
      return m === "builtins" ? `${q}()` : `${m}.${q}()`;
    } finally {
      if (module.ob_refcnt < IMMORTAL_REFCNT && --module.ob_refcnt === 0) module.ob_type.tp_dealloc(module);
    }
  } finally {
    if (qualname.ob_refcnt < IMMORTAL_REFCNT && --qualname.ob_refcnt === 0) qualname.ob_type.tp_dealloc(qualname);
  }
}
