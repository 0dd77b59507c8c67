/**
 * The builtin exception hierarchy of CPython 3.14 (Objects/exceptions.c). An exception instance
 * is a `PyBaseExceptionObject`; TypeScript code raises one by throwing it (`throw newException(…)`),
 * and the eval loop catches it, records the traceback and unwinds through the exception table.
 */
import { builtinDoc } from "../docstrings.js";
import { PyObject, PyType, newStaticType, Py_TPFLAGS_BASE_EXC_SUBCLASS, Py_TPFLAGS_BASETYPE, Py_XDECREF, keepConstructFast } from "./object.js";
import { PyTuple, EmptyTuple, newTuple } from "./tuple.js";
import { newStr } from "./str.js";
import { gcTrack } from "./gcstate.js";

export class PyBaseExceptionObject extends PyObject {
  declare args: PyTuple;
  declare traceback: PyObject | null;
  declare cause: PyObject | null;
  declare context: PyObject | null;
  declare suppressContext: boolean;
  /** Per-class members (OSError.errno, SyntaxError.msg, StopIteration.value…), set by their __init__. */
  declare fields: Map<string, PyObject> | null;
  constructor(type: PyType) {
    super(type);
    this.args = EmptyTuple;
    this.traceback = null;
    this.cause = null;
    this.context = null;
    this.suppressContext = false;
    this.fields = null;
    gcTrack(this);
  }
}

/** A builtin exception type; its tp_doc is its docstring from docstrings.generated.ts. */
function excType(name: string, base: PyType | null): PyType {
  const t = base ? newStaticType(name, base, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BASE_EXC_SUBCLASS) : newStaticType(name, undefined, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BASE_EXC_SUBCLASS);
  t.tp_hasdict = true;
  t.tp_doc = builtinDoc(name);
  t.tp_alloc = (tp) => new PyBaseExceptionObject(tp);
  return t;
}

export const PyExc_BaseException = excType("BaseException", null);
PyExc_BaseException.tp_dealloc = (o) => {
  const e = o as PyBaseExceptionObject;
  Py_XDECREF(e.args);
  Py_XDECREF(e.traceback);
  Py_XDECREF(e.cause);
  Py_XDECREF(e.context);
  Py_XDECREF(e.dict);
  if (e.fields !== null) for (const v of e.fields.values()) Py_XDECREF(v);
};
export const PyExc_BaseExceptionGroup = excType("BaseExceptionGroup", PyExc_BaseException);
export const PyExc_GeneratorExit = excType("GeneratorExit", PyExc_BaseException);
export const PyExc_KeyboardInterrupt = excType("KeyboardInterrupt", PyExc_BaseException);
export const PyExc_SystemExit = excType("SystemExit", PyExc_BaseException);
export const PyExc_Exception = excType("Exception", PyExc_BaseException);
export const PyExc_ArithmeticError = excType("ArithmeticError", PyExc_Exception);
export const PyExc_FloatingPointError = excType("FloatingPointError", PyExc_ArithmeticError);
export const PyExc_OverflowError = excType("OverflowError", PyExc_ArithmeticError);
export const PyExc_ZeroDivisionError = excType("ZeroDivisionError", PyExc_ArithmeticError);
export const PyExc_AssertionError = excType("AssertionError", PyExc_Exception);
export const PyExc_AttributeError = excType("AttributeError", PyExc_Exception);
export const PyExc_BufferError = excType("BufferError", PyExc_Exception);
export const PyExc_EOFError = excType("EOFError", PyExc_Exception);
export const PyExc_ExceptionGroup = excType("ExceptionGroup", PyExc_BaseExceptionGroup);
PyExc_ExceptionGroup.tp_bases = [PyExc_BaseExceptionGroup, PyExc_Exception];
PyExc_ExceptionGroup.tp_mro = [PyExc_ExceptionGroup, PyExc_BaseExceptionGroup, PyExc_Exception, PyExc_BaseException, PyExc_BaseException.tp_base!];
export const PyExc_ImportError = excType("ImportError", PyExc_Exception);
export const PyExc_ModuleNotFoundError = excType("ModuleNotFoundError", PyExc_ImportError);
export const PyExc_LookupError = excType("LookupError", PyExc_Exception);
export const PyExc_IndexError = excType("IndexError", PyExc_LookupError);
export const PyExc_KeyError = excType("KeyError", PyExc_LookupError);
export const PyExc_MemoryError = excType("MemoryError", PyExc_Exception);
export const PyExc_NameError = excType("NameError", PyExc_Exception);
export const PyExc_UnboundLocalError = excType("UnboundLocalError", PyExc_NameError);
export const PyExc_OSError = excType("OSError", PyExc_Exception);
export const PyExc_BlockingIOError = excType("BlockingIOError", PyExc_OSError);
export const PyExc_ChildProcessError = excType("ChildProcessError", PyExc_OSError);
export const PyExc_ConnectionError = excType("ConnectionError", PyExc_OSError);
export const PyExc_BrokenPipeError = excType("BrokenPipeError", PyExc_ConnectionError);
export const PyExc_ConnectionAbortedError = excType("ConnectionAbortedError", PyExc_ConnectionError);
export const PyExc_ConnectionRefusedError = excType("ConnectionRefusedError", PyExc_ConnectionError);
export const PyExc_ConnectionResetError = excType("ConnectionResetError", PyExc_ConnectionError);
export const PyExc_FileExistsError = excType("FileExistsError", PyExc_OSError);
export const PyExc_FileNotFoundError = excType("FileNotFoundError", PyExc_OSError);
export const PyExc_InterruptedError = excType("InterruptedError", PyExc_OSError);
export const PyExc_IsADirectoryError = excType("IsADirectoryError", PyExc_OSError);
export const PyExc_NotADirectoryError = excType("NotADirectoryError", PyExc_OSError);
export const PyExc_PermissionError = excType("PermissionError", PyExc_OSError);
export const PyExc_ProcessLookupError = excType("ProcessLookupError", PyExc_OSError);
export const PyExc_TimeoutError = excType("TimeoutError", PyExc_OSError);
export const PyExc_ReferenceError = excType("ReferenceError", PyExc_Exception);
export const PyExc_RuntimeError = excType("RuntimeError", PyExc_Exception);
export const PyExc_NotImplementedError = excType("NotImplementedError", PyExc_RuntimeError);
export const PyExc_PythonFinalizationError = excType("PythonFinalizationError", PyExc_RuntimeError);
export const PyExc_RecursionError = excType("RecursionError", PyExc_RuntimeError);
export const PyExc_StopAsyncIteration = excType("StopAsyncIteration", PyExc_Exception);
export const PyExc_StopIteration = excType("StopIteration", PyExc_Exception);
export const PyExc_SyntaxError = excType("SyntaxError", PyExc_Exception);
export const PyExc_IndentationError = excType("IndentationError", PyExc_SyntaxError);
export const PyExc_TabError = excType("TabError", PyExc_IndentationError);
export const PyExc_IncompleteInputError = excType("_IncompleteInputError", PyExc_SyntaxError);
export const PyExc_SystemError = excType("SystemError", PyExc_Exception);
export const PyExc_TypeError = excType("TypeError", PyExc_Exception);
export const PyExc_ValueError = excType("ValueError", PyExc_Exception);
export const PyExc_UnicodeError = excType("UnicodeError", PyExc_ValueError);
export const PyExc_UnicodeDecodeError = excType("UnicodeDecodeError", PyExc_UnicodeError);
export const PyExc_UnicodeEncodeError = excType("UnicodeEncodeError", PyExc_UnicodeError);
export const PyExc_UnicodeTranslateError = excType("UnicodeTranslateError", PyExc_UnicodeError);
export const PyExc_Warning = excType("Warning", PyExc_Exception);
export const PyExc_BytesWarning = excType("BytesWarning", PyExc_Warning);
export const PyExc_DeprecationWarning = excType("DeprecationWarning", PyExc_Warning);
export const PyExc_EncodingWarning = excType("EncodingWarning", PyExc_Warning);
export const PyExc_FutureWarning = excType("FutureWarning", PyExc_Warning);
export const PyExc_ImportWarning = excType("ImportWarning", PyExc_Warning);
export const PyExc_PendingDeprecationWarning = excType("PendingDeprecationWarning", PyExc_Warning);
export const PyExc_ResourceWarning = excType("ResourceWarning", PyExc_Warning);
export const PyExc_RuntimeWarning = excType("RuntimeWarning", PyExc_Warning);
export const PyExc_SyntaxWarning = excType("SyntaxWarning", PyExc_Warning);
export const PyExc_UnicodeWarning = excType("UnicodeWarning", PyExc_Warning);
export const PyExc_UserWarning = excType("UserWarning", PyExc_Warning);

/** Every builtin exception type, for the builtins module. */
export const builtinExceptionTypes: PyType[] = [
  PyExc_BaseException, PyExc_BaseExceptionGroup, PyExc_GeneratorExit, PyExc_KeyboardInterrupt, PyExc_SystemExit,
  PyExc_Exception, PyExc_ArithmeticError, PyExc_FloatingPointError, PyExc_OverflowError, PyExc_ZeroDivisionError,
  PyExc_AssertionError, PyExc_AttributeError, PyExc_BufferError, PyExc_EOFError, PyExc_ExceptionGroup,
  PyExc_ImportError, PyExc_ModuleNotFoundError, PyExc_LookupError, PyExc_IndexError, PyExc_KeyError,
  PyExc_MemoryError, PyExc_NameError, PyExc_UnboundLocalError, PyExc_OSError, PyExc_BlockingIOError,
  PyExc_ChildProcessError, PyExc_ConnectionError, PyExc_BrokenPipeError, PyExc_ConnectionAbortedError,
  PyExc_ConnectionRefusedError, PyExc_ConnectionResetError, PyExc_FileExistsError, PyExc_FileNotFoundError,
  PyExc_InterruptedError, PyExc_IsADirectoryError, PyExc_NotADirectoryError, PyExc_PermissionError,
  PyExc_ProcessLookupError, PyExc_TimeoutError, PyExc_ReferenceError, PyExc_RuntimeError,
  PyExc_NotImplementedError, PyExc_PythonFinalizationError, PyExc_RecursionError, PyExc_StopAsyncIteration,
  PyExc_StopIteration, PyExc_SyntaxError, PyExc_IndentationError, PyExc_TabError, PyExc_IncompleteInputError, PyExc_SystemError,
  PyExc_TypeError, PyExc_ValueError, PyExc_UnicodeError, PyExc_UnicodeDecodeError, PyExc_UnicodeEncodeError,
  PyExc_UnicodeTranslateError, PyExc_Warning, PyExc_BytesWarning, PyExc_DeprecationWarning,
  PyExc_EncodingWarning, PyExc_FutureWarning, PyExc_ImportWarning, PyExc_PendingDeprecationWarning,
  PyExc_ResourceWarning, PyExc_RuntimeWarning, PyExc_SyntaxWarning, PyExc_UnicodeWarning, PyExc_UserWarning,
];

/**
 * The builtin exception types whose C struct leaves tp_new 0 (Objects/exceptions.c's
 * ComplexExtendsException / MiddlingExtendsException without a new function, and the heap type
 * ExceptionGroup): they have no `__new__` of their own; every other one has (add_tp_new_wrapper).
 */
export const exceptionTypesInheritingNew: ReadonlySet<PyType> = new Set([
  PyExc_AttributeError, PyExc_ImportError, PyExc_ModuleNotFoundError, PyExc_SyntaxError, PyExc_IndentationError,
  PyExc_TabError, PyExc_IncompleteInputError, PyExc_KeyError, PyExc_NameError, PyExc_UnboundLocalError,
  PyExc_StopIteration, PyExc_SystemExit, PyExc_ExceptionGroup, PyExc_BlockingIOError, PyExc_ChildProcessError,
  PyExc_ConnectionError, PyExc_BrokenPipeError, PyExc_ConnectionAbortedError, PyExc_ConnectionRefusedError,
  PyExc_ConnectionResetError, PyExc_FileExistsError, PyExc_FileNotFoundError, PyExc_InterruptedError,
  PyExc_IsADirectoryError, PyExc_NotADirectoryError, PyExc_PermissionError, PyExc_ProcessLookupError, PyExc_TimeoutError,
]);

export function isException(o: PyObject): o is PyBaseExceptionObject {
  return (o.ob_type.tp_flags & Py_TPFLAGS_BASE_EXC_SUBCLASS) !== 0;
}

export function isExceptionType(o: PyObject): o is PyType {
  return o instanceof PyType && (o.tp_flags & Py_TPFLAGS_BASE_EXC_SUBCLASS) !== 0;
}

/** A new exception of builtin type `type` with `args` (stolen). */
export function newExceptionArgs(type: PyType, args: PyObject[]): PyBaseExceptionObject {
  const e = type.tp_alloc(type) as PyBaseExceptionObject;
  e.args = newTuple(args);
  return e;
}

/** PYTS_DEBUG=1 prints a JS stack for every exception raised from TypeScript (debugging aid). */
const DEBUG_RAISE = typeof process !== "undefined" && !!process.env.PYTS_DEBUG;

/** A new exception with one str argument (the usual `raise TypeError("…")` shape). */
export function newException(type: PyType, msg: string): PyBaseExceptionObject {
  if (DEBUG_RAISE) console.error(msg, new Error().stack);
  return newExceptionArgs(type, [newStr(msg)]);
}

export function raise(type: PyType, msg: string): never {
  throw newException(type, msg);
}

export function typeError(msg: string): never {
  throw newException(PyExc_TypeError, msg);
}

export function valueError(msg: string): never {
  throw newException(PyExc_ValueError, msg);
}

keepConstructFast(PyBaseExceptionObject);
