/** BaseException behaviour: construction, str/repr, chaining attributes (Objects/exceptions.c). */
import { PyObject, Py_INCREF, Py_XDECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newStr, isStr } from "../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import {
  PyBaseExceptionObject, PyExc_BaseException, PyExc_KeyError, PyExc_StopIteration, PyExc_SystemExit, PyExc_TypeError,
  PyExc_AttributeError, PyExc_NameError, isException, typeError,
} from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyTraceBack_Type } from "../objects/traceback.js";
import { defMethod, defGetSet } from "../objects/descr.js";
import { initExceptionAttrs, reduceWith } from "./exceptionAttrs.js";
import { initExceptionGroups } from "./exceptionGroup.js";
import { PyObject_Str, PyObject_Repr, PyObject_SetAttr, iterateToArray, typeName } from "../abstract.js";
import { isDict, dictItems } from "../objects/dict.js";
import { checkedMethod, defMethodO, badArgument } from "../args.js";
import { dictDescr } from "./classes.js";

function E(o: PyObject): PyBaseExceptionObject {
  return o as PyBaseExceptionObject;
}

function ref(o: PyObject): PyObject {
  Py_INCREF(o);
  return o;
}

function argsFrom(args: PyObject[], kw: string[] | null): PyObject[] {
  const nkw = kw ? kw.length : 0;
  return args.slice(0, args.length - nkw).map((a) => (Py_INCREF(a), a));
}

export function initExceptions(): void {
  const B = PyExc_BaseException;
  B.tp_new = (t, args, kw) => {
    const e = t.tp_alloc(t) as PyBaseExceptionObject;
    e.args = newTuple(argsFrom(args, kw));
    return e;
  };
  B.tp_init = (self, args, kw) => {
    if (kw && kw.length) typeError(`${self.ob_type.tp_name}() takes no keyword arguments`);
    const e = E(self);
    const old = e.args;
    e.args = newTuple(argsFrom(args, kw));
    Py_XDECREF(old);
  };
  B.tp_str = (o) => {
    const a = E(o).args.items;
    if (a.length === 0) return newStr("");
    if (a.length === 1) return PyObject_Str(a[0]!);
    return PyObject_Str(E(o).args);
  };
  B.tp_repr = (o) => {
    const a = E(o).args.items;
    const name = o.ob_type.tp_qualname;
    if (a.length === 1) return newStr(`${name}(${PyObject_Repr(a[0]!).value})`);
    return newStr(`${name}${a.length === 0 ? "()" : PyObject_Repr(E(o).args).value}`);
  };
  B.tp_hasdict = true;
  addSlotWrappers(B);
  defGetSet(B, "args", (o) => (Py_INCREF(E(o).args), E(o).args), (o, v) => {
    const e = E(o);
    const old = e.args;
    e.args = newTuple(iterateToArray(v!));
    Py_XDECREF(old);
  });
  const opt = (v: PyObject | null): PyObject => (v === null ? None : (Py_INCREF(v), v));
  // BaseException_set_tb / with_traceback: a traceback or None, references kept
  const setTraceback = (o: PyObject, v: PyObject): void => {
    if (v !== None && v.ob_type !== PyTraceBack_Type) typeError("__traceback__ must be a traceback or None");
    const e = E(o), old = e.traceback;
    e.traceback = v === None ? null : (Py_INCREF(v), v);
    Py_XDECREF(old);
  };
  defGetSet(B, "__traceback__", (o) => opt(E(o).traceback), (o, v) => {
    if (v === null) typeError("__traceback__ may not be deleted");
    setTraceback(o, v);
  });
  defGetSet(B, "__cause__", (o) => opt(E(o).cause), (o, v) => {
    if (v !== null && v !== None && !isException(v)) typeError("exception cause must be None or derive from BaseException");
    if (v !== null && v !== None) Py_INCREF(v);
    Py_XDECREF(E(o).cause);
    E(o).cause = v === None ? null : v;
    E(o).suppressContext = true;
  });
  defGetSet(B, "__context__", (o) => opt(E(o).context), (o, v) => {
    if (v !== null && v !== None && !isException(v)) typeError("exception context must be None or derive from BaseException");
    if (v !== null && v !== None) Py_INCREF(v);
    Py_XDECREF(E(o).context);
    E(o).context = v === None ? null : v;
  });
  // a T_BOOL member
  defGetSet(B, "__suppress_context__", (o) => (E(o).suppressContext ? trueObj : falseObj), (o, v) => {
    if (v === null) typeError("can't delete numeric/char attribute");
    if (v !== trueObj && v !== falseObj) typeError("attribute value type must be bool");
    E(o).suppressContext = v === trueObj;
  });
  defMethodO(B, "with_traceback", (self, tb) => {
    setTraceback(self, tb);
    Py_INCREF(self);
    return self;
  });
  defMethodO(B, "add_note", (self, note) => {
    if (!isStr(note)) badArgument("add_note", "argument", "str", note);
    notesHook(self, note);
    return None;
  });
  // the instance dict (PyObject_GenericGetDict / PyObject_GenericSetDict)
  B.tp_dict.set("__dict__", dictDescr(B, false));
  // BaseException_reduce: (type, args), and the instance dict once there is one
  defMethod(B, "__reduce__", checkedMethod("BaseException.__reduce__", "noargs", (self) => reduceWith(self, self.dict)));
  // BaseException_setstate: each item of a dict state becomes an attribute
  defMethod(B, "__setstate__", checkedMethod("BaseException.__setstate__", "o", (self, args) => {
    const state = args[0]!;
    if (state !== None) {
      if (!isDict(state)) typeError("state is not a dictionary");
      for (const [k, v] of dictItems(state)) {
        if (!isStr(k)) typeError(`attribute name must be string, not '${typeName(k)}'`);
        PyObject_SetAttr(self, k, v);
      }
    }
    return ref(None);
  }));
  PyExc_KeyError.tp_str = (o) => {
    const a = E(o).args.items;
    if (a.length === 1) return PyObject_Repr(a[0]!);
    return B.tp_str!(o);
  };
  addSlotWrappers(PyExc_KeyError);
  initExceptionAttrs();
  initExceptionGroups();
  void isTuple;
  void PyExc_TypeError;
  void (null as unknown as PyTuple);
}

let trueObj: PyObject = None;
let falseObj: PyObject = None;
let notesHook: (e: PyObject, note: PyObject) => void = () => {};
export function bindExceptionHooks(t: PyObject, f: PyObject, notes: typeof notesHook): void {
  trueObj = t;
  falseObj = f;
  notesHook = notes;
}
