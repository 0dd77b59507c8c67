/**
 * compile(), eval() and exec() (Python/bltinmodule.c), backed by the pyts parser and compiler.
 * Sources are str, bytes or code objects; SyntaxErrors from any stage become Python SyntaxError
 * (IndentationError, TabError) instances with CPython's msg/filename/lineno/offset/text fields.
 */
import { compile as compileSource, type CompileMode, CO_FAST_FREE } from "@pyts/compiler";
import { PySyntaxError } from "@pyts/lexer";
import { parse as parseSource, preprocess as preprocessTree } from "@pyts/parser";
import { astToPy, pyToAst, isAstObject, PyCF_ONLY_AST, PyCF_OPTIMIZED_AST, PyCF_TYPE_COMMENTS } from "./_ast.js";
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt } from "../objects/int.js";
import { PyStr, isStr, newStr, internStr } from "../objects/str.js";
import { newTuple, PyTuple, PyTuple_Type } from "../objects/tuple.js";
import { PyDict, isDict, dictGetStr, dictSetItem } from "../objects/dict.js";
import { PyModule } from "../objects/module.js";
import { PyCode, PyCode_Type, newCode } from "../objects/code.js";
import { PyFrame } from "../objects/frame.js";
import { isBytes } from "../objects/bytes.js";
import { builtinExceptionTypes, newException, typeError, PyExc_ValueError, PyExc_SyntaxError } from "../objects/exceptions.js";
import { PyObject_Call, PyObject_IsTrue, asIndex, typeName } from "../abstract.js";
import { evalFrame, pushFrame } from "../eval/ceval.js";
import { makeFrame } from "../eval/call.js";
import { PyFunction, PyCell_Type } from "../objects/function.js";
import { tstate } from "../eval/threadState.js";
import { warnExplicit } from "../eval/warnings.js";

/** A PySyntaxError from the lexer, parser, symtable or compiler as a Python exception. */
export function toPythonSyntaxError(e: PySyntaxError, mode: CompileMode): PyObject {
  const type = builtinExceptionTypes.find((t) => t.tp_name === e.type) ?? PyExc_SyntaxError;
  const num = (n: number | null | undefined): PyObject => (n === null || n === undefined ? None : newInt(n));
  const filename = (e as { filename: string | null }).filename;
  // compile() of a string in exec/single mode reads it with a newline appended, so a parser
  // error's `text` (the whole source line) ends with one; the tokenizer's literal errors do not.
  let text = e.text;
  if (text !== null && mode !== "eval" && !text.endsWith("\n") && !/^(unterminated |leading zeros |invalid \w+ literal)/.test(e.msg)) text += "\n";
  const info = newTuple([filename === null ? None : newStr(filename), num(e.lineno), num(e.offset), text === null ? None : newStr(text), num(e.end_lineno), num(e.end_offset)]);
  const msg = newStr(e.msg);
  try {
    return PyObject_Call(type, [msg, info], null);
  } finally {
    Py_DECREF(msg);
    Py_DECREF(info);
  }
}

/** The source text of compile()/eval()/exec()'s first argument. */
function sourceText(fname: string, src: PyObject, what: string): string | Uint8Array {
  if (isStr(src)) return (src as PyStr).value;
  if (isBytes(src)) return (src as unknown as { value: Uint8Array }).value;
  typeError(`${fname}() arg 1 must be a ${what} object`);
}

function compileToCode(source: string | Uint8Array, filename: string, mode: CompileMode): PyCode {
  try {
    // no source lines are registered: tracebacks show none for "<string>" (linecache cannot read it)
    // SyntaxWarnings go through warnings.warn_explicit with no registry: every one is shown
    return newCode(compileSource(source, filename, mode, { warn: (w) => warnExplicit("SyntaxWarning", w.msg, w.filename, w.lineno) }));
  } catch (e) {
    if (e instanceof PySyntaxError) throw toPythonSyntaxError(e, mode);
    throw e;
  }
}

/** compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1, *, _feature_version=-1). */
export function builtinCompile(args: PyObject[], kw: string[] | null): PyObject {
  const names = ["source", "filename", "mode", "flags", "dont_inherit", "optimize", "_feature_version"];
  const nkw = kw ? kw.length : 0;
  const npos = args.length - nkw;
  if (npos > 6) typeError(`compile() takes at most 6 positional arguments (${npos} given)`);
  const vals: (PyObject | null)[] = names.map((_, i) => (i < npos ? args[i]! : null));
  for (let i = 0; i < nkw; i++) {
    const j = names.indexOf(kw![i]!);
    if (j < 0) typeError(`compile() got an unexpected keyword argument '${kw![i]}'`);
    if (vals[j] !== null) typeError(`argument for compile() given by name ('${kw![i]}') and position (${j + 1})`);
    vals[j] = args[npos + i]!;
  }
  for (let i = 0; i < 3; i++) if (vals[i] === null) typeError(`compile() missing required argument '${names[i]}' (pos ${i + 1})`);
  const [src, fn, mode] = vals as PyObject[];
  if (!isStr(fn!) && !isBytes(fn!)) typeError(`expected str, bytes or os.PathLike object, not ${typeName(fn!)}`);
  if (!isStr(mode!)) typeError(`compile() argument 'mode' must be str, not ${typeName(mode!)}`);
  const m = (mode as PyStr).value;
  const flags = vals[3] !== null ? asIndex(vals[3]) : 0;
  const optimize = vals[5] !== null ? asIndex(vals[5]) : -1;
  if (m === "func_type") {
    if ((flags & PyCF_ONLY_AST) === 0) throw newException(PyExc_ValueError, "compile() mode 'func_type' requires flag PyCF_ONLY_AST");
  } else if (m !== "exec" && m !== "eval" && m !== "single") {
    throw newException(PyExc_ValueError, (flags & PyCF_ONLY_AST) !== 0 ? "compile() mode must be 'exec', 'eval', 'single' or 'func_type'" : "compile() mode must be 'exec', 'eval' or 'single'");
  }
  if (vals[4] !== null) PyObject_IsTrue(vals[4]);
  if (src!.ob_type === PyCode_Type) return (Py_INCREF(src!), src!);
  const filename = isStr(fn!) ? (fn as PyStr).value : new TextDecoder().decode((fn as unknown as { value: Uint8Array }).value);
  const optimized = (flags & PyCF_OPTIMIZED_AST) === PyCF_OPTIMIZED_AST;
  if (isAstObject(src!)) {
    // obj2ast (with its validation) then, for PyCF_ONLY_AST, ast2obj again: a new tree
    const tree = pyToAst(src!, m);
    if ((flags & PyCF_ONLY_AST) !== 0) return astToPy(optimized && optimize > 0 ? preprocessTree(tree, optimize) : tree);
    return compileTreeToCode(tree, filename, m as CompileMode, optimize);
  }
  const text = sourceText("compile", src!, "string, bytes or AST");
  if ((flags & PyCF_ONLY_AST) !== 0) {
    try {
      const tree = parseSource(text, { filename, mode: m as CompileMode | "func_type", typeComments: (flags & PyCF_TYPE_COMMENTS) !== 0, optimize: optimized ? optimize : -1 });
      return astToPy(tree);
    } catch (e) {
      if (e instanceof PySyntaxError) throw toPythonSyntaxError(e, m === "func_type" ? "eval" : (m as CompileMode));
      throw e;
    }
  }
  return compileToCode(text, filename, m as CompileMode);
}

function compileTreeToCode(tree: Parameters<typeof compileSource>[0], filename: string, mode: CompileMode, optimize: number): PyCode {
  try {
    return newCode(compileSource(tree, filename, mode, { optimize: optimize < 0 ? 0 : optimize, warn: (w) => warnExplicit("SyntaxWarning", w.msg, w.filename, w.lineno) }));
  } catch (e) {
    if (e instanceof PySyntaxError) throw toPythonSyntaxError(e, mode);
    throw e;
  }
}

/** The globals/locals pair of eval()/exec(): defaults from the calling frame, `__builtins__` filled in. */
function namespaces(fname: string, globals: PyObject | null, locals: PyObject | null): [PyDict, PyObject] {
  if (globals === None) globals = null;
  if (locals === None) locals = null;
  if (globals !== null && !isDict(globals)) {
    if (fname === "exec") typeError(`exec() globals must be a dict, not ${typeName(globals)}`);
    typeError(globals.ob_type.mp_subscript !== null ? "globals must be a real dict; try eval(expr, {}, mapping)" : "globals must be a dict");
  }
  if (locals !== null && locals.ob_type.mp_subscript === null) typeError(fname === "eval" ? "locals must be a mapping" : `locals must be a mapping or None, not ${typeName(locals)}`);
  // the result's locals is a new reference
  const f = tstate.frame!;
  if (globals === null) {
    globals = f.globals;
    if (locals === null) locals = f.locals !== null ? (Py_INCREF(f.locals), f.locals) : localsSnapshot(f);
    else Py_INCREF(locals);
  } else if (locals === null) locals = (Py_INCREF(globals), globals);
  else Py_INCREF(locals);
  const g = globals as PyDict;
  if (dictGetStr(g, internStr("__builtins__")) === null) dictSetItem(g, internStr("__builtins__"), builtinsModule());
  return [g, locals];
}

let localsSnapshot: (f: PyFrame) => PyObject = () => None;
let builtinsModule: () => PyModule = () => null as unknown as PyModule;
export function bindCompileHooks(h: { locals: (f: PyFrame) => PyObject; builtins: () => PyModule }): void {
  localsSnapshot = h.locals;
  builtinsModule = h.builtins;
}

/** PyCode_GetNumFree: how many free variables (closure cells) the code takes. */
function numFree(code: PyCode): number {
  let n = 0;
  for (let i = 0; i < code.nlocalsplus; i++) if ((code.localspluskinds[i]! & CO_FAST_FREE) !== 0) n++;
  return n;
}

/**
 * builtin_exec_impl's closure rules (and eval's): a code object with free variables needs a
 * tuple of exactly that many cells (exec's `closure=`), one without them takes none.
 */
function checkClosure(fname: "eval" | "exec", code: PyCode, closure: PyObject | null): PyTuple | null {
  const nfree = numFree(code);
  if (fname === "eval") {
    if (nfree > 0) typeError("code object passed to eval() may not contain free variables");
    return null;
  }
  if (nfree === 0) {
    if (closure !== null) typeError("cannot use a closure with this code object");
    return null;
  }
  const ok = closure !== null && closure.ob_type === PyTuple_Type && (closure as PyTuple).items.length === nfree && (closure as PyTuple).items.every((c) => c.ob_type === PyCell_Type);
  if (!ok) typeError(`code object requires a closure of exactly length ${nfree}`);
  return closure as PyTuple;
}

function runCodeIn(code: PyCode, globals: PyDict, locals: PyObject, closure: PyTuple | null = null): PyObject {
  const b = dictGetStr(globals, internStr("__builtins__"))!;
  const bdict = b instanceof PyModule ? b.dict! : isDict(b) ? (b as PyDict) : builtinsModule().dict!;
  if (closure !== null) {
    // PyEval_EvalCodeEx with a closure: a function carries the cells COPY_FREE_VARS reads
    const fn = new PyFunction(code, globals, bdict, None);
    Py_INCREF(closure);
    fn.closure = closure;
    const frame = new PyFrame(code, fn, globals, bdict, locals);
    Py_DECREF(fn);
    pushFrame(frame);
    frame.isEntry = true;
    return evalFrame(frame, null);
  }
  if (code.argcount + code.kwonlyargcount > 0) {
    // PyEval_EvalCode calls the code with no arguments: the binding fails as a call would
    const fn = new PyFunction(code, globals, bdict, None);
    try {
      makeFrame(fn, [], 0, 0, null);
    } finally {
      Py_DECREF(fn);
    }
  }
  const frame = new PyFrame(code, null, globals, bdict, locals);
  pushFrame(frame);
  frame.isEntry = true;
  return evalFrame(frame, null);
}

function evalOrExec(fname: "eval" | "exec", args: PyObject[], kw: string[] | null): PyObject {
  const nkw = kw ? kw.length : 0;
  const npos = args.length - nkw;
  if (npos < 1) typeError(`${fname}() takes at least 1 positional argument (0 given)`);
  if (npos > 3) typeError(`${fname}() takes at most 3 positional arguments (${npos} given)`);
  let globals: PyObject | null = npos > 1 ? args[1]! : null;
  let locals: PyObject | null = npos > 2 ? args[2]! : null;
  let closure: PyObject | null = null;
  for (let i = 0; i < nkw; i++) {
    const k = kw![i]!;
    if (k === "globals" && npos < 2) globals = args[npos + i]!;
    else if (k === "locals" && npos < 3) locals = args[npos + i]!;
    else if (k === "closure" && fname === "exec") closure = args[npos + i] === None ? null : args[npos + i]!;
    else typeError(`${fname}() got an unexpected keyword argument '${k}'`);
  }
  const [g, l] = namespaces(fname, globals, locals);
  try {
    const src = args[0]!;
    let code: PyCode;
    let cells: PyTuple | null = null;
    if (src.ob_type === PyCode_Type) {
      code = src as PyCode;
      cells = checkClosure(fname, code, closure);
    } else {
      if (closure !== null) typeError("closure can only be used when source is a code object");
      let text = sourceText(fname, src, fname === "eval" ? "string, bytes or code" : "string, bytes or code");
      // eval() strips leading spaces and tabs (PyRun_String's caller does)
      if (fname === "eval") text = typeof text === "string" ? text.replace(/^[ \t]+/, "") : text.subarray(text.findIndex((c) => c !== 32 && c !== 9) < 0 ? text.length : text.findIndex((c) => c !== 32 && c !== 9));
      code = compileToCode(text, "<string>", fname);
    }
    const r = runCodeIn(code, g, l, cells);
    if (fname === "exec") {
      Py_DECREF(r);
      return None;
    }
    return r;
  } finally {
    Py_DECREF(l);
  }
}

export const builtinEval = (args: PyObject[], kw: string[] | null): PyObject => evalOrExec("eval", args, kw);
export const builtinExec = (args: PyObject[], kw: string[] | null): PyObject => evalOrExec("exec", args, kw);
