/**
 * The names site.py adds to builtins (Lib/_sitebuiltins.py, Lib/site.py setquit/setcopyright/
 * sethelper): exit and quit (Quitter), copyright, credits and license (_Printer), help (_Helper).
 * CPython defines these classes in Python; here they are static types with an instance dict
 * holding the same attributes.
 */
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { PyStr, newStr, internStr, isStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { newList } from "../objects/list.js";
import { PyDict, newDict, dictSetItem, dictGetStr } from "../objects/dict.js";
import { PyExc_SystemExit, PyExc_ModuleNotFoundError, newException, newExceptionArgs, typeError } from "../objects/exceptions.js";
import { PyObject_Call, PyObject_GetAttr, PyObject_GetOptionalAttr, PyObject_RichCompareBool, Py_EQ } from "../abstract.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { parseArgs } from "../args.js";
import { importState } from "./importer.js";

export const COPYRIGHT = [
  "Copyright (c) 2001 Python Software Foundation.", "All Rights Reserved.", "",
  "Copyright (c) 2000 BeOpen.com.", "All Rights Reserved.", "",
  "Copyright (c) 1995-2001 Corporation for National Research Initiatives.", "All Rights Reserved.", "",
  "Copyright (c) 1991-1995 Stichting Mathematisch Centrum, Amsterdam.", "All Rights Reserved.",
].join("\n");

const CREDITS = "Thanks to CWI, CNRI, BeOpen, Zope Corporation, the Python Software\n"
  + "Foundation, and a cast of thousands for supporting Python\n"
  + "development.  See www.python.org for more information.";

const LICENSE = "See https://www.python.org/psf/license/";

const MAXLINES = 23;

export const PyQuitter_Type = newStaticType("Quitter");
export const PyPrinter_Type = newStaticType("_Printer");
export const PyHelper_Type = newStaticType("_Helper");

function attrStr(o: PyObject, name: string): string {
  const v = PyObject_GetAttr(o, internStr(name));
  const s = isStr(v) ? (v as PyStr).value : "";
  Py_DECREF(v);
  return s;
}

function builtin(name: string): PyObject {
  return dictGetStr(importState.builtins.dict!, internStr(name))!;
}

/** `import name` as _sitebuiltins' code does it: through builtins.__import__ (new reference). */
function importByName(name: string): PyObject {
  const imp = dictGetStr(importState.builtins.dict!, internStr("__import__"));
  if (imp === null) throw newException(PyExc_ModuleNotFoundError, `No module named '${name}'`);
  return PyObject_Call(imp, [newStr(name)], null);
}

function newInstance(type: PyType, attrs: [string, PyObject][]): PyObject {
  const o = new PyObject(type);
  const d: PyDict = newDict();
  for (const [k, v] of attrs) {
    dictSetItem(d, internStr(k), v);
    Py_DECREF(v);
  }
  o.dict = d;
  return o;
}

/** _Printer.__setup: the text's lines (the data, as no license file is searched for). */
function printerLines(self: PyObject): string[] {
  return attrStr(self, "_Printer__data").split("\n");
}

function initTypes(): void {
  for (const t of [PyQuitter_Type, PyPrinter_Type, PyHelper_Type]) {
    t.tp_hasdict = true;
    t.tp_module = "_sitebuiltins";
  }
  PyQuitter_Type.tp_repr = (self) => newStr(`Use ${attrStr(self, "name")}() or ${attrStr(self, "eof")} to exit`);
  PyQuitter_Type.tp_call = (_self, args, kw) => {
    const npos = args.length - (kw ? kw.length : 0);
    if (npos > 1) typeError(`Quitter.__call__() takes from 1 to 2 positional arguments but ${npos + 1} were given`);
    const [code] = parseArgs("Quitter.__call__", args, kw, ["code"], 0);
    // "Shells like IDLE catch the SystemExit, but listen when their stdin wrapper is closed."
    try {
      const sys = importByName("sys");
      const stdin = PyObject_GetOptionalAttr(sys, internStr("stdin"));
      Py_DECREF(sys);
      if (stdin !== null) {
        const close = PyObject_GetAttr(stdin, internStr("close"));
        Py_DECREF(stdin);
        Py_DECREF(PyObject_Call(close, [], null));
        Py_DECREF(close);
      }
    } catch {
      // a bare except: pass
    }
    const c = code ?? None;
    Py_INCREF(c);
    throw newExceptionArgs(PyExc_SystemExit, [c]);
  };
  PyPrinter_Type.tp_doc = "interactive prompt objects for printing the license text, a list of\ncontributors and the copyright notice.";
  PyPrinter_Type.tp_dict.set("MAXLINES", newInt(MAXLINES));
  PyPrinter_Type.tp_repr = (self) => {
    const lines = printerLines(self);
    if (lines.length <= MAXLINES) return newStr(lines.join("\n"));
    const name = attrStr(self, "_Printer__name");
    return newStr(`Type ${name}() to see the full ${name} text`);
  };
  PyPrinter_Type.tp_call = (self, args, kw) => {
    if (args.length - (kw ? kw.length : 0) > 0 || (kw && kw.length)) {
      typeError(`_Printer.__call__() takes 1 positional argument but ${args.length + 1} were given`);
    }
    const lines = printerLines(self);
    const print = builtin("print"), input = builtin("input");
    const prompt = newStr("Hit Return for more, or q (and Return) to quit: ");
    const q = newStr("q"), empty = newStr("");
    let lineno = 0;
    for (;;) {
      let i = lineno;
      for (; i < lineno + MAXLINES && i < lines.length; i++) Py_DECREF(PyObject_Call(print, [newStr(lines[i]!)], null));
      if (i < lineno + MAXLINES) break;
      lineno += MAXLINES;
      let key: PyObject | null = null;
      while (key === null) {
        key = PyObject_Call(input, [prompt], null);
        if (!PyObject_RichCompareBool(key, empty, Py_EQ) && !PyObject_RichCompareBool(key, q, Py_EQ)) {
          Py_DECREF(key);
          key = null;
        }
      }
      const quit = PyObject_RichCompareBool(key, q, Py_EQ);
      Py_DECREF(key);
      if (quit) break;
    }
    return None;
  };
  PyHelper_Type.tp_doc = "Define the builtin 'help'.\n\nThis is a wrapper around pydoc.help that provides a helpful message\n"
    + "when 'help' is typed at the Python interactive prompt.\n\nCalling help() at the Python prompt starts an interactive help session.\n"
    + "Calling help(thing) prints help for the python object 'thing'.\n";
  PyHelper_Type.tp_repr = () => newStr("Type help() for interactive help, or help(object) for help about object.");
  PyHelper_Type.tp_call = (_self, args, kw) => {
    const pydoc = importByName("pydoc");
    try {
      const help = PyObject_GetAttr(pydoc, internStr("help"));
      try {
        return PyObject_Call(help, args, kw);
      } finally {
        Py_DECREF(help);
      }
    } finally {
      Py_DECREF(pydoc);
    }
  };
  for (const t of [PyQuitter_Type, PyPrinter_Type, PyHelper_Type]) addSlotWrappers(t);
}

let ready = false;

/** site.setquit, setcopyright and sethelper: adds the six names to the builtins dict. */
export function addSiteBuiltins(d: PyDict): void {
  if (!ready) {
    initTypes();
    ready = true;
  }
  const eof = "Ctrl-D (i.e. EOF)";
  const put = (name: string, o: PyObject) => {
    dictSetItem(d, internStr(name), o);
    Py_DECREF(o);
  };
  for (const name of ["quit", "exit"]) put(name, newInstance(PyQuitter_Type, [["name", newStr(name)], ["eof", newStr(eof)]]));
  const printer = (name: string, data: string) => newInstance(PyPrinter_Type, [
    ["_Printer__name", newStr(name)], ["_Printer__data", newStr(data)], ["_Printer__lines", (Py_INCREF(None), None)],
    ["_Printer__filenames", newList([])],
  ]);
  put("copyright", printer("copyright", COPYRIGHT));
  put("credits", printer("credits", CREDITS));
  put("license", printer("license", LICENSE));
  put("help", newInstance(PyHelper_Type, []));
}
