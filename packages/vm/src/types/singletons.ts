/**
 * Constructors and pickling hooks of the singleton types (Objects/object.c: none_new,
 * notimplemented_new, sliceobject.c: ellipsis_new): calling the type returns the singleton.
 */
import { Py_INCREF, type PyObject, type PyType } from "../objects/object.js";
import { None, NotImplemented, Ellipsis, PyNone_Type, PyNotImplemented_Type, PyEllipsis_Type } from "../objects/none.js";
import { defMethod } from "../objects/descr.js";
import { internStr } from "../objects/str.js";
import { typeError } from "../objects/exceptions.js";

export function initSingletons(): void {
  const pairs: [PyType, PyObject][] = [[PyNone_Type, None], [PyNotImplemented_Type, NotImplemented], [PyEllipsis_Type, Ellipsis]];
  for (const [type, value] of pairs) {
    type.tp_new = (_t, args) => {
      if (args.length > 0) typeError(`${type === PyEllipsis_Type ? "EllipsisType" : type.tp_name} takes no arguments`);
      Py_INCREF(value);
      return value;
    };
  }
  // notimplemented_bool (3.14: an error, no longer a DeprecationWarning)
  PyNotImplemented_Type.nb_bool = () => typeError("NotImplemented should not be used in a boolean context");
  // NotImplemented.__reduce__() and Ellipsis.__reduce__() name the builtin
  defMethod(PyNotImplemented_Type, "__reduce__", () => internStr("NotImplemented"));
  defMethod(PyEllipsis_Type, "__reduce__", () => internStr("Ellipsis"));
}
