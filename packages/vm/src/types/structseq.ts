/**
 * Struct sequences (Objects/structseq.c): tuple subclasses with named fields — sys.version_info,
 * sys.flags, sys.float_info, time.struct_time, … The first `nSequence` fields are the tuple's
 * items (indexing, len, comparison and hashing are tuple's); the rest are attributes only.
 * Fields are read-only descriptors; repr is `module.name(field=value, …)` over the visible fields.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_TPFLAGS_TUPLE_SUBCLASS, newStaticType, keepConstructFast } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt } from "../objects/int.js";
import { newStr, internStr } from "../objects/str.js";
import { PyTuple, PyTuple_Type, newTuple, isTuple } from "../objects/tuple.js";
import { newDict, dictSetItem, dictGetStr, dictItems, isDict, type PyDict } from "../objects/dict.js";
import { defGetSet, defMethod } from "../objects/descr.js";
import { PyExc_AttributeError, newException, typeError } from "../objects/exceptions.js";
import { PyObject_Repr, iterateToArray } from "../abstract.js";
import { parseArgs } from "../args.js";

export class PyStructSeq extends PyTuple {
  /** Fields past the sequence part (attributes only). */
  declare hidden: PyObject[];
  constructor(type: PyType, items: PyObject[], hidden: PyObject[]) {
    super(type, items);
    this.hidden = hidden;
  }
}
keepConstructFast(PyStructSeq);

export interface StructSeqDesc {
  /** The type's qualified name, e.g. "sys.version_info", "time.struct_time". */
  name: string;
  /** The field names; null for an unnamed field (PyStructSequence_UnnamedField: an item with no attribute). */
  fields: readonly (string | null)[];
  /** How many leading fields are tuple items (default: all). */
  nSequence?: number;
  /** Whether Python code may create instances (struct_time may; sys's types may not). */
  constructible?: boolean;
}

interface StructSeqInfo {
  fields: readonly (string | null)[];
  nSequence: number;
}

const infos = new WeakMap<PyType, StructSeqInfo>();

function info(t: PyType): StructSeqInfo {
  for (const c of t.tp_mro) {
    const i = infos.get(c);
    if (i !== undefined) return i;
  }
  throw new Error(`${t.tp_name} is not a struct sequence type`);
}

/** PyStructSeq_NewType: the type (created at module load, before the VM's start-up fills slots). */
export function newStructSeqType(desc: StructSeqDesc): PyType {
  const dot = desc.name.lastIndexOf(".");
  const t = newStaticType(desc.name, PyTuple_Type, Py_TPFLAGS_TUPLE_SUBCLASS);
  if (dot >= 0) t.tp_module = desc.name.slice(0, dot);
  const nSequence = desc.nSequence ?? desc.fields.length;
  infos.set(t, { fields: desc.fields, nSequence });
  desc.fields.forEach((f, i) => {
    if (f === null) return;
    defGetSet(
      t,
      f,
      (o) => {
        const s = o as PyStructSeq;
        const v = i < nSequence ? s.items[i]! : s.hidden[i - nSequence]!;
        Py_INCREF(v);
        return v;
      },
      () => {
        throw newException(PyExc_AttributeError, "readonly attribute");
      },
    );
  });
  t.tp_dict.set("n_sequence_fields", newInt(nSequence));
  t.tp_dict.set("n_fields", newInt(desc.fields.length));
  const named = desc.fields.filter((f) => f !== null);
  t.tp_dict.set("n_unnamed_fields", newInt(desc.fields.length - named.length));
  t.tp_dict.set("__match_args__", newTuple(desc.fields.slice(0, nSequence).filter((f) => f !== null).map((f) => internStr(f))));
  t.tp_repr = (o) => {
    const s = o as PyStructSeq;
    // structseq_repr names item i by the i-th member (named field): past an unnamed field the
    // names shift (os.stat_result shows its integer times as st_atime=…, as CPython does)
    const parts = s.items.map((v, i) => `${named[i]}=${PyObject_Repr(v).value}`);
    return newStr(`${desc.name}(${parts.join(", ")})`);
  };
  t.tp_dealloc = (o) => {
    const s = o as PyStructSeq;
    for (const v of s.hidden) Py_DECREF(v);
    s.hidden = [];
    const items = s.items;
    for (let i = items.length - 1; i >= 0; i--) Py_DECREF(items[i]!);
  };
  t.tp_new = desc.constructible
    ? (type, args, kw) => {
        // argument clinic names the function structseq (Objects/structseq.c structseq_new)
        const [seq, dict] = parseArgs("structseq", args, kw, ["sequence", "dict"], 1, 0);
        return structSeqNew(type, desc.name, seq!, dict);
      }
    : () => typeError(`cannot create '${desc.name}' instances`);
  defMethod(t, "__reduce__", (self) => {
    const s = self as PyStructSeq;
    const d = newDict();
    s.hidden.forEach((v, i) => dictSetItem(d, internStr(desc.fields[nSequence + i]!), v));
    Py_INCREF(s.ob_type);
    return newTuple([s.ob_type, newTuple([newTuple(s.items.map((v) => (Py_INCREF(v), v))), d])]);
  });
  return t;
}

/** structseq_new: `T(sequence, dict=None)`. */
function structSeqNew(type: PyType, name: string, seq: PyObject, dict: PyObject | null): PyObject {
  const { fields, nSequence } = info(type);
  if (seq.ob_type.tp_iter === null && !isTuple(seq)) typeError("constructor requires a sequence");
  const items = iterateToArray(seq);
  const min = nSequence;
  const max = fields.length;
  const n = items.length;
  if (n < min) {
    typeError(min === max ? `${name}() takes a ${min}-sequence (${n}-sequence given)` : `${name}() takes an at least ${min}-sequence (${n}-sequence given)`);
  }
  if (n > max) {
    typeError(min === max ? `${name}() takes a ${max}-sequence (${n}-sequence given)` : `${name}() takes an at most ${max}-sequence (${n}-sequence given)`);
  }
  if (dict !== null && dict !== None && !isDict(dict)) typeError(`${name}() takes a dict as second arg, if any`);
  const hidden: PyObject[] = [];
  let found = 0;
  for (let i = nSequence; i < max; i++) {
    let v: PyObject | null = i < n ? items[i]! : null;
    if (v === null && dict !== null && dict !== None && isDict(dict)) {
      v = dictGetStr(dict, internStr(fields[i]!));
      if (v !== null) found++;
    }
    v ??= None;
    Py_INCREF(v);
    hidden.push(v);
  }
  if (dict !== null && dict !== None && isDict(dict) && dictSize(dict) > found) typeError(`${name}() got duplicate or unexpected field name(s)`);
  const seqItems = items.slice(0, nSequence);
  for (const v of seqItems) Py_INCREF(v);
  return new PyStructSeq(type, seqItems, hidden);
}

/** PyStructSeq_New + SET_ITEMs: an instance holding `values` (steals the references). */
export function newStructSeq(type: PyType, values: PyObject[]): PyStructSeq {
  const { nSequence } = info(type);
  return new PyStructSeq(type, values.slice(0, nSequence), values.slice(nSequence));
}


function dictSize(d: PyDict): number {
  return dictItems(d).length;
}
