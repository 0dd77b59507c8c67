/** memoryview behaviour (Objects/memoryobject.c): items per struct format, 1-D slicing, cast, tolist/tobytes/hex, release. */
import { PyObject, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast, type PyType } from "../objects/object.js";
import { gcTrack, gcRegisterType } from "../objects/gcstate.js";
import { None, NotImplemented } from "../objects/none.js";
import { newBool, True } from "../objects/bool.js";
import { newStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, newIntBig, isInt } from "../objects/int.js";
import { newFloat, isFloat } from "../objects/float.js";
import { newList } from "../objects/list.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newBytes, isBytes, PyBytes_Type } from "../objects/bytes.js";
import { PyByteArray, PyByteArray_Type } from "../objects/bytearray.js";
import { PyMemoryView, PyMemoryView_Type } from "../objects/memoryview.js";
import { PySlice, PySlice_Type, sliceIndices } from "../objects/slice.js";
import { PyExc_ValueError, PyExc_IndexError, PyExc_NotImplementedError, PyExc_BufferError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod, defGetSet, defClassMethod, defSlotWrapper } from "../objects/descr.js";
import { typeName, indexValue, asSsize, PyObject_RichCompareBool, Py_EQ, Py_NE, PyObject_IsTrue, subscriptIndex, PyObject_GetIter, PyIter_Next, asCInt } from "../abstract.js";
import { siphash13 } from "../hash.js";
import { parseArgs, checkedMethod, defMethodO, defMethodNoArgs, badArgument } from "../args.js";
import { bufferBytes, registerBuffer } from "./buffer.js";
import { hexOf } from "./bytesMethods.js";

const SIZES: Record<string, number> = { c: 1, b: 1, B: 1, "?": 1, h: 2, H: 2, i: 4, I: 4, l: 8, L: 8, q: 8, Q: 8, n: 8, N: 8, f: 4, d: 8, e: 2, P: 8 };
const isByteFormat = (f: string) => f === "B" || f === "b" || f === "c";

const M = (o: PyObject): PyMemoryView => {
  const m = o as PyMemoryView;
  if (m.released) throw newException(PyExc_ValueError, "operation forbidden on released memoryview object");
  return m;
};

function unpack(m: PyMemoryView, pos: number): PyObject {
  const dv = new DataView(m.buf.buffer, m.buf.byteOffset + pos, m.itemsize);
  switch (m.format) {
    case "B": return newInt(dv.getUint8(0));
    case "b": return newInt(dv.getInt8(0));
    case "c": return newBytes(Uint8Array.of(dv.getUint8(0)));
    case "?": return newBool((dv.getUint8(0) & 1) !== 0);
    case "h": return newInt(dv.getInt16(0, true));
    case "H": return newInt(dv.getUint16(0, true));
    case "i": return newInt(dv.getInt32(0, true));
    case "I": return newInt(dv.getUint32(0, true));
    case "l": case "q": case "n": return newIntBig(dv.getBigInt64(0, true));
    case "L": case "Q": case "N": case "P": return newIntBig(dv.getBigUint64(0, true));
    case "f": return newFloat(dv.getFloat32(0, true));
    case "d": return newFloat(dv.getFloat64(0, true));
  }
  throw newException(PyExc_NotImplementedError, `memoryview: format ${m.format} not supported`);
}


function pack(m: PyMemoryView, pos: number, v: PyObject): void {
  const f = m.format;
  const bad = (): never => typeError(`memoryview: invalid type for format '${f}'`);
  const range = (): never => {
    throw newException(PyExc_ValueError, `memoryview: invalid value for format '${f}'`);
  };
  const dv = new DataView(m.buf.buffer, m.buf.byteOffset + pos, m.itemsize);
  if (f === "c") {
    if (!isBytes(v)) bad();
    if (bufferBytes(v)!.length !== 1) range();
    dv.setUint8(0, bufferBytes(v)![0]!);
    return;
  }
  if (f === "?") {
    dv.setUint8(0, PyObject_IsTrue(v) ? 1 : 0);
    return;
  }
  if (f === "f" || f === "d") {
    if (!isFloat(v) && !isInt(v)) bad();
    const x = isFloat(v) ? (v as unknown as { value: number }).value : Number((v as unknown as { value: number | bigint }).value);
    if (f === "f") dv.setFloat32(0, x, true);
    else dv.setFloat64(0, x, true);
    return;
  }
  if (!isInt(v) && v.ob_type.nb_index === null) bad();
  const x = BigInt(indexValue(v));
  const bits = BigInt(m.itemsize * 8);
  const signed = f === f.toLowerCase() && f !== "?";
  const lo = signed ? -(1n << (bits - 1n)) : 0n;
  const hi = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
  if (x < lo || x > hi) range();
  if (m.itemsize === 8) dv.setBigUint64(0, BigInt.asUintN(64, x), true);
  else if (m.itemsize === 4) dv.setUint32(0, Number(BigInt.asUintN(32, x)), true);
  else if (m.itemsize === 2) dv.setUint16(0, Number(BigInt.asUintN(16, x)), true);
  else dv.setUint8(0, Number(BigInt.asUintN(8, x)));
}

function isContiguous(m: PyMemoryView): boolean {
  let expect = m.itemsize;
  for (let d = m.shape.length - 1; d >= 0; d--) {
    if (m.shape[d]! > 1 && m.strides[d] !== expect) return false;
    expect *= m.shape[d]!;
  }
  return true;
}

/** The view's bytes in C order (a view when contiguous, else a copy). */
export function memoryBytes(m: PyMemoryView): Uint8Array {
  const n = m.shape.reduce((a, b) => a * b, 1) * m.itemsize;
  if (isContiguous(m)) return m.buf.subarray(m.offset, m.offset + n);
  const out = new Uint8Array(n);
  let k = 0;
  const walk = (d: number, pos: number) => {
    if (d === m.shape.length) {
      out.set(m.buf.subarray(pos, pos + m.itemsize), k);
      k += m.itemsize;
      return;
    }
    for (let i = 0; i < m.shape[d]!; i++) walk(d + 1, pos + i * m.strides[d]!);
  };
  walk(0, m.offset);
  return out;
}

export const PyMemoryIter_Type = newStaticType("memory_iterator", undefined, 0);

/** memoryiterobject: a 1-D view's items read one at a time, from the buffer as it is then. */
class PyMemoryIter extends PyObject {
  /** The view (a reference), null once exhausted. */
  declare seq: PyMemoryView | null;
  declare index: number;
  declare length: number;
  constructor(seq: PyMemoryView) {
    super(PyMemoryIter_Type);
    Py_INCREF(seq);
    this.seq = seq;
    this.index = 0;
    this.length = seq.shape[0]!;
    gcTrack(this); // memoryiter_traverse visits the view
  }
}

keepConstructFast(PyMemoryIter);

function initMemoryIterType(I: PyType): void {
  I.tp_iter = (o) => (Py_INCREF(o), o);
  // memoryiter_next: the item at the index (a released view raises), the view let go at the end
  I.tp_iternext = (o) => {
    const it = o as PyMemoryIter;
    const seq = it.seq;
    if (seq === null) return null;
    if (it.index < it.length) {
      const m = M(seq);
      return unpack(m, m.offset + m.strides[0]! * it.index++);
    }
    it.seq = null;
    Py_DECREF(seq);
    return null;
  };
  I.tp_dealloc = (o) => {
    const seq = (o as PyMemoryIter).seq;
    (o as PyMemoryIter).seq = null;
    if (seq !== null) Py_DECREF(seq);
  };
  gcRegisterType(I, (o, visit) => {
    const seq = (o as PyMemoryIter).seq;
    if (seq !== null) visit(seq);
  });
  addSlotWrappers(I);
}

function toList(m: PyMemoryView): PyObject {
  const walk = (d: number, pos: number): PyObject => {
    if (d === m.shape.length) return unpack(m, pos);
    const items: PyObject[] = [];
    for (let i = 0; i < m.shape[d]!; i++) items.push(walk(d + 1, pos + i * m.strides[d]!));
    return newList(items);
  };
  if (m.shape.length === 0) return unpack(m, m.offset);
  return walk(0, m.offset);
}

export function newMemoryView(obj: PyObject): PyMemoryView {
  if (obj.ob_type === PyMemoryView_Type || obj.ob_type.isSubtype(PyMemoryView_Type)) {
    const src = M(obj);
    const m = new PyMemoryView(PyMemoryView_Type, src.obj!, src.buf, src.readonly);
    Object.assign(m, { offset: src.offset, format: src.format, itemsize: src.itemsize, shape: [...src.shape], strides: [...src.strides] });
    acquire(m);
    return m;
  }
  const b = bufferBytes(obj);
  if (b === null) typeError(`memoryview: a bytes-like object is required, not '${typeName(obj)}'`);
  const ba = obj.ob_type === PyByteArray_Type || obj.ob_type.isSubtype(PyByteArray_Type);
  const m = new PyMemoryView(PyMemoryView_Type, obj, b!, !ba);
  acquire(m);
  return m;
}

function acquire(m: PyMemoryView): void {
  Py_INCREF(m.obj!);
  if (m.obj instanceof PyByteArray) m.obj.exports++;
}

function release(m: PyMemoryView): void {
  if (m.released) return;
  m.released = true;
  const o = m.obj!;
  if (o instanceof PyByteArray) o.exports--;
  m.obj = null;
  Py_DECREF(o);
}

function derive(m: PyMemoryView, changes: Partial<PyMemoryView>): PyMemoryView {
  const r = new PyMemoryView(PyMemoryView_Type, m.obj!, m.buf, m.readonly);
  Object.assign(r, { offset: m.offset, format: m.format, itemsize: m.itemsize, shape: [...m.shape], strides: [...m.strides] }, changes);
  acquire(r);
  return r;
}

function itemPos(m: PyMemoryView, key: PyObject): number {
  if (m.shape.length === 0) typeError("invalid indexing of 0-dim memory");
  if (m.shape.length > 1) throw newException(PyExc_NotImplementedError, "multi-dimensional sub-views are not implemented");
  let i = subscriptIndex(key);
  const n = m.shape[0]!;
  if (i < 0) i += n;
  if (i < 0 || i >= n) throw newException(PyExc_IndexError, "index out of bounds on dimension 1");
  return m.offset + i * m.strides[0]!;
}

/**
 * The buffer slots' wrappers (bf_getbuffer / bf_releasebuffer, PEP 688): `__buffer__(flags)` is
 * a memoryview of the object (wrap_buffer), `__release_buffer__(view)` releases a view of it
 * (wrap_releasebuffer).
 */
function initBufferWrappers(): void {
  for (const t of [PyBytes_Type, PyByteArray_Type, PyMemoryView_Type]) {
    defSlotWrapper(t, "__buffer__", (self, args) => {
      if (args.length !== 1) typeError(`expected 1 argument, got ${args.length}`);
      const flags = asSsize(args[0]!);
      if (flags > 0x7fffffff || flags < -0x80000000) throw newException(PyExc_ValueError, "buffer flags out of range");
      return newMemoryView(self);
    });
  }
  for (const t of [PyByteArray_Type, PyMemoryView_Type]) {
    defSlotWrapper(t, "__release_buffer__", (self, args) => {
      if (args.length !== 1) typeError(`expected 1 argument, got ${args.length}`);
      const v = args[0]!;
      if (!(v instanceof PyMemoryView)) typeError("expected a memoryview object");
      if (v.released || v.obj === null) return None;
      if (v.obj !== self) throw newException(PyExc_ValueError, "memoryview's buffer is not this object");
      release(v);
      return None;
    });
  }
}

export function initMemoryView(): void {
  const T = PyMemoryView_Type;
  initBufferWrappers();
  registerBuffer((o) => (o instanceof PyMemoryView ? memoryBytes(M(o)) : null));
  T.tp_new = (_t, args, kw) => {
    const [obj] = parseArgs("memoryview", args, kw, ["object"], 1, 0);
    return newMemoryView(obj!);
  };
  // PyMemoryView_FromObjectAndFlags: PyBUF_WRITABLE (1) asks a writable buffer of an object
  // that is not a memoryview (a memoryview's own view is shared whatever the flags)
  defClassMethod(T, "_from_flags", (_cls, args, kw) => {
    const [obj, flagsO] = parseArgs("_from_flags", args, kw, ["object", "flags"], 2);
    const flags = asCInt(flagsO!);
    const m = newMemoryView(obj!);
    if ((flags & 1) !== 0 && m.readonly && !(obj instanceof PyMemoryView)) {
      Py_DECREF(m);
      throw newException(PyExc_BufferError, "Object is not writable.");
    }
    return m;
  });
  T.tp_dealloc = (o) => release(o as PyMemoryView);
  T.tp_repr = (o) => newStr(`<${(o as PyMemoryView).released ? "released memory" : "memory"} at 0x${idHook(o).toString(16)}>`);
  T.sq_length = (o) => {
    const m = M(o);
    if (m.shape.length === 0) typeError("0-dim memory has no length");
    return m.shape[0]!;
  };
  T.mp_subscript = (o, key) => {
    const m = M(o);
    if (key.ob_type === PySlice_Type) {
      if (m.shape.length !== 1) throw newException(PyExc_NotImplementedError, "multi-dimensional slicing is not implemented");
      const [start, , step, n] = sliceIndices(key as PySlice, m.shape[0]!);
      return derive(m, { offset: m.offset + start * m.strides[0]!, shape: [n], strides: [m.strides[0]! * step] });
    }
    if (isTuple(key) && (key as PyTuple).items.every((k) => k.ob_type.nb_index !== null)) {
      const ks = (key as PyTuple).items;
      if (ks.length !== m.shape.length) typeError(`memoryview: invalid slice key`);
      let pos = m.offset;
      ks.forEach((k, d) => {
        let i = subscriptIndex(k);
        if (i < 0) i += m.shape[d]!;
        if (i < 0 || i >= m.shape[d]!) throw newException(PyExc_IndexError, `index out of bounds on dimension ${d + 1}`);
        pos += i * m.strides[d]!;
      });
      return unpack(m, pos);
    }
    if (key.ob_type.nb_index === null) {
      if (isTuple(key)) throw newException(PyExc_NotImplementedError, "multi-dimensional slicing is not implemented");
      typeError("memoryview: invalid slice key");
    }
    return unpack(m, itemPos(m, key));
  };
  T.mp_ass_subscript = (o, key, v) => {
    const m = M(o);
    if (m.readonly) typeError("cannot modify read-only memory");
    if (v === null) typeError("cannot delete memory");
    if (key.ob_type === PySlice_Type) {
      if (m.shape.length !== 1) throw newException(PyExc_NotImplementedError, "memoryview slice assignments are currently restricted to ndim = 1");
      const [start, , step, n] = sliceIndices(key as PySlice, m.shape[0]!);
      const src = v instanceof PyMemoryView ? M(v) : newMemoryView(v);
      if (src.format !== m.format || src.shape.length !== 1 || src.shape[0] !== n) {
        throw newException(PyExc_ValueError, "memoryview assignment: lvalue and rvalue have different structures");
      }
      const data = memoryBytes(src).slice();
      for (let k = 0; k < n; k++) m.buf.set(data.subarray(k * m.itemsize, (k + 1) * m.itemsize), m.offset + (start + k * step) * m.strides[0]!);
      if (!(v instanceof PyMemoryView)) release(src);
      return;
    }
    if (key.ob_type.nb_index === null) typeError("memoryview: invalid slice key");
    pack(m, itemPos(m, key), v!);
  };
  T.tp_richcompare = (a, b, op) => {
    if (op !== Py_EQ && op !== Py_NE) return NotImplemented;
    const m = a as PyMemoryView;
    if (m.released || (b instanceof PyMemoryView && b.released)) return newBool((a === b) === (op === Py_EQ));
    let eq: boolean;
    if (b instanceof PyMemoryView) eq = listEq(toList(m), toList(b));
    else {
      const bb = bufferBytes(b);
      if (bb === null || isStr(b)) return NotImplemented;
      const other = newMemoryView(b);
      eq = listEq(toList(m), toList(other));
      release(other);
    }
    return newBool(eq === (op === Py_EQ));
  };
  T.tp_hash = (o) => {
    const m = M(o);
    if (!m.readonly) throw newException(PyExc_ValueError, "cannot hash writable memoryview object");
    return siphash13(memoryBytes(m));
  };
  T.tp_iter = (o) => {
    const m = M(o);
    if (m.shape.length === 0) typeError("invalid indexing of 0-dim memory");
    if (m.shape.length > 1) throw newException(PyExc_NotImplementedError, "multi-dimensional sub-views are not implemented");
    return new PyMemoryIter(m);
  };
  initMemoryIterType(PyMemoryIter_Type);
  addSlotWrappers(T);
  defMethodNoArgs(T, "tolist", (self) => toList(M(self)));
  defMethod(T, "tobytes", (self, args, kw) => {
    parseArgs("tobytes", args, kw, ["order"], 0, 0);
    return newBytes(memoryBytes(M(self)).slice());
  });
  defMethod(T, "hex", (self, args, kw) => {
    const [sep, bps] = parseArgs("hex", args, kw, ["sep", "bytes_per_sep"], 0, 0);
    return newStr(hexOf(memoryBytes(M(self)), sep, bps));
  });
  defMethodNoArgs(T, "release", (self) => {
    release(self as PyMemoryView);
    return None;
  });
  defMethodNoArgs(T, "__enter__", (self) => {
    M(self);
    Py_INCREF(self);
    return self;
  });
  defMethod(T, "__exit__", checkedMethod("memoryview.__exit__", "methvarargs", (self) => {
    release(self as PyMemoryView);
    return None;
  }));
  defMethodNoArgs(T, "toreadonly", (self) => derive(M(self), { readonly: true }));
  defMethodO(T, "count", (self, value) => {
    M(self);
    const it = PyObject_GetIter(self);
    let n = 0;
    try {
      for (let x = PyIter_Next(it); x !== null; x = PyIter_Next(it)) {
        try {
          if (PyObject_RichCompareBool(x, value, Py_EQ)) n++;
        } finally {
          Py_DECREF(x);
        }
      }
    } finally {
      Py_DECREF(it);
    }
    return newInt(n);
  });
  // _PyEval_SliceIndexNotNone: an index-sized int from __index__, clamped to Py_ssize_t
  const sliceIndex = (o: PyObject): number => {
    if (o.ob_type.nb_index === null) typeError("slice indices must be integers or have an __index__ method");
    const v = indexValue(o);
    return typeof v === "number" ? v : v < 0n ? -Number.MAX_SAFE_INTEGER : Number.MAX_SAFE_INTEGER;
  };
  defMethod(T, "index", checkedMethod("memoryview.index", [1, 3], (self, args) => {
    const value = args[0]!;
    let start = args.length > 1 ? sliceIndex(args[1]!) : 0;
    let stop = args.length > 2 ? sliceIndex(args[2]!) : Number.MAX_SAFE_INTEGER;
    const m = M(self);
    if (m.shape.length === 0) typeError("invalid lookup on 0-dim memory");
    if (m.shape.length > 1) throw newException(PyExc_NotImplementedError, "multi-dimensional lookup is not implemented");
    const n = m.shape[0]!;
    if (start < 0) start = Math.max(start + n, 0);
    if (stop < 0) stop = Math.max(stop + n, 0);
    stop = Math.min(stop, n);
    for (let i = start; i < stop; i++) {
      const x = unpack(M(self), m.offset + i * m.strides[0]!);
      try {
        if (PyObject_RichCompareBool(x, value, Py_EQ)) return newInt(i);
      } finally {
        Py_DECREF(x);
      }
    }
    throw newException(PyExc_ValueError, "memoryview.index(x): x not found");
  }));
  defMethod(T, "cast", (self, args, kw) => {
    const [fmtO, shapeO] = parseArgs("cast", args, kw, ["format", "shape"], 1, 0);
    if (!isStr(fmtO!)) badArgument("cast", "argument 'format'", "str", fmtO!);
    const m = M(self);
    let fmt = (fmtO as PyStr).value;
    if (fmt.startsWith("@")) fmt = fmt.slice(1);
    if (!isContiguous(m)) typeError("memoryview: casts are restricted to C-contiguous views");
    const size = SIZES[fmt];
    if (size === undefined || fmt.length !== 1) throw newException(PyExc_ValueError, "memoryview: destination format must be a native single character format prefixed with an optional '@'");
    if (!isByteFormat(fmt) && !isByteFormat(m.format)) typeError("memoryview: cannot cast between two non-byte formats");
    const nbytes = m.shape.reduce((a, b) => a * b, 1) * m.itemsize;
    let shape: number[];
    if (shapeO === null) {
      if (nbytes % size !== 0) typeError("memoryview: length is not a multiple of itemsize");
      shape = [nbytes / size];
    } else {
      if (!isTuple(shapeO) && shapeO.ob_type.tp_name !== "list") typeError("shape must be a list or a tuple");
      shape = (shapeO as PyTuple).items.map((x) => asSsize(x));
      if (shape.reduce((a, b) => a * b, 1) * size !== nbytes) typeError("memoryview: product(shape) * itemsize != buffer size");
    }
    const strides: number[] = [];
    let st = size;
    for (let d = shape.length - 1; d >= 0; d--) {
      strides[d] = st;
      st *= shape[d]!;
    }
    return derive(m, { format: fmt, itemsize: size, shape, strides });
  });
  const attr = (name: string, f: (m: PyMemoryView) => PyObject) => defGetSet(T, name, (o) => f(M(o)));
  attr("obj", (m) => (Py_INCREF(m.obj!), m.obj!));
  attr("nbytes", (m) => newInt(m.shape.reduce((a, b) => a * b, 1) * m.itemsize));
  attr("readonly", (m) => newBool(m.readonly));
  attr("itemsize", (m) => newInt(m.itemsize));
  attr("format", (m) => newStr(m.format));
  attr("ndim", (m) => newInt(m.shape.length));
  attr("shape", (m) => newTuple(m.shape.map((x) => newInt(x))));
  attr("strides", (m) => newTuple(m.strides.map((x) => newInt(x))));
  attr("suboffsets", () => newTuple([]));
  attr("c_contiguous", (m) => newBool(isContiguous(m)));
  attr("f_contiguous", (m) => newBool(m.shape.length <= 1 && isContiguous(m)));
  attr("contiguous", (m) => newBool(isContiguous(m)));
  defGetSet(T, "released", (o) => newBool((o as PyMemoryView).released));
  void True;
}

function listEq(a: PyObject, b: PyObject): boolean {
  return PyObject_RichCompareBool(a, b, Py_EQ);
}

let idHook: (o: PyObject) => bigint | number = () => 0;
export function bindMemoryViewId(f: (o: PyObject) => bigint | number): void {
  idHook = f;
}
