/** `bytes % args` and `bytearray % args` (Objects/bytesobject.c _PyBytes_FormatEx) over the shared printf engine. */
import { PyObject, Py_DECREF } from "./objects/object.js";
import { isStr, type PyStr } from "./objects/str.js";
import { isInt } from "./objects/int.js";
import { isTuple } from "./objects/tuple.js";
import { newBytes, isBytes, type PyBytes } from "./objects/bytes.js";
import { PyExc_ValueError, PyExc_OverflowError, newException, typeError } from "./objects/exceptions.js";
import { typeName, PyNumber_Index, PyObject_Call } from "./abstract.js";
import { percentFormatText, type PercentTarget } from "./percent.js";
import { bufferBytes } from "./types/buffer.js";
import { latin1, fromLatin1 } from "./types/bytesMethods.js";
import { PyByteArray_Type } from "./objects/bytearray.js";

let asciiHook: (o: PyObject) => PyObject = () => {
  throw new Error("ascii hook not bound");
};
export function bindBytesPercentAscii(f: (o: PyObject) => PyObject): void {
  asciiHook = f;
}

const bytesTarget: PercentTarget = {
  isMappingArg: (args) => args.ob_type.mp_subscript !== null && !isTuple(args) && !isBytes(args) && !isStr(args) && !args.ob_type.isSubtype(PyByteArray_Type),
  key: (text) => newBytes(fromLatin1(text)),
  what: "bytes",
  floatError: (v) => `float argument required, not ${typeName(v)}`,
  convert(ch, v) {
    switch (ch) {
      case "s":
      case "b": {
        const b = bufferBytes(v);
        if (b !== null) return latin1(b);
        const m = v.ob_type.lookup("__bytes__");
        if (m !== null) {
          const r = PyObject_Call(m, [v], null);
          if (!isBytes(r)) typeError(`__bytes__ returned non-bytes (type ${typeName(r)})`);
          const s = latin1((r as PyBytes).value);
          Py_DECREF(r);
          return s;
        }
        typeError(`%b requires a bytes-like object, or an object that implements __bytes__, not '${typeName(v)}'`);
      }
      // falls through (unreachable)
      case "r":
      case "a":
        return (asciiHook(v) as PyStr).value;
      case "c": {
        if (isBytes(v) || v.ob_type.isSubtype(PyByteArray_Type)) {
          const b = bufferBytes(v)!;
          if (b.length === 1) return String.fromCharCode(b[0]!);
          typeError(`%c requires an integer in range(256) or a single byte, not a ${typeName(v)} object of length ${b.length}`);
        } else if (isInt(v) || v.ob_type.nb_index !== null) {
          const r = PyNumber_Index(v);
          const x = r.value;
          Py_DECREF(r);
          if (x < 0 || x > 255) throw newException(PyExc_OverflowError, "%c arg not in range(256)");
          return String.fromCharCode(Number(x));
        }
        typeError(`%c requires an integer in range(256) or a single byte, not ${typeName(v)}`);
      }
    }
    return null;
  },
};

/** fmt % args for a bytes-like format; `mk` makes the result (bytes or bytearray). */
export function percentFormatBytes(fmt: Uint8Array, args: PyObject, mk: (v: Uint8Array) => PyObject): PyObject {
  const text = percentFormatText(latin1(fmt), args, bytesTarget, (ch, index) => {
    const c = ch.charCodeAt(0);
    throw newException(PyExc_ValueError, `unsupported format character '${c >= 32 && c <= 126 ? ch : "?"}' (0x${c.toString(16)}) at index ${index}`);
  });
  return mk(fromLatin1(text));
}
