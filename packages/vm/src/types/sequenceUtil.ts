/** Shared helpers for sequences: index normalisation with CPython's IndexError messages. */
import type { PyObject } from "../objects/object.js";
import { PyExc_IndexError, newException, typeError } from "../objects/exceptions.js";
import { subscriptIndex, typeName } from "../abstract.js";

/** Normalises a subscript to [0, len) or raises IndexError("<what> index out of range"). */
export function seqIndex(key: PyObject, len: number, what: string, range = what): number {
  if (key.ob_type.nb_index === null) typeError(`${what} indices must be integers or slices, not ${typeName(key)}`);
  let i = subscriptIndex(key);
  if (i < 0) i += len;
  if (i < 0 || i >= len) throw newException(PyExc_IndexError, `${range} index out of range`);
  return i;
}

