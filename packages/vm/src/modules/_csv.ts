/**
 * The _csv module (Modules/_csv.c, 3.14): `Dialect` (every attribute, CPython's validation and
 * messages, reuse of a Dialect passed with no overrides), `reader` (the parser's state machine,
 * one line of the input iterator at a time, QUOTE_NONNUMERIC/QUOTE_STRINGS turning unquoted
 * fields into floats and QUOTE_NOTNULL/QUOTE_STRINGS empty unquoted ones into None, `line_num`,
 * `field_size_limit`), `writer` (writerow/writerows with each quoting style's rules, escaping,
 * the "single empty field" and "delimiter is a space" cases), the dialect registry
 * (register/get/unregister/list_dialects, `_dialects`), QUOTE_* constants and `Error`.
 */
import { PyObject, PyType, newStaticType, keepConstructFast, Py_INCREF, Py_DECREF, Py_XDECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { internStr, isStr, newStr, type PyStr } from "../objects/str.js";
import { newInt, isInt } from "../objects/int.js";
import { PyFloat_Type } from "../objects/float.js";
import { isComplex } from "../objects/complex.js";
import { newList } from "../objects/list.js";
import { newDict, dictSetItem, dictGetItem, dictPop, dictItems } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defGetSet, defMethod } from "../objects/descr.js";
import { defReadonlyMember } from "../objects/member.js";
import { newException, typeError, PyExc_Exception, PyExc_TypeError, PyExc_ValueError, PyExc_OverflowError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { gcRegisterType } from "../objects/gcstate.js";
import { PyObject_Call, PyObject_Str, PyObject_IsTrue, PyObject_GetIter, PyIter_Next, PyObject_GetOptionalAttr, PyCallable_Check, typeName, asSsize } from "../abstract.js";
import { noKw, checkArgCount, parseArgs } from "../args.js";

export const PyCsvError = newStaticType("_csv.Error", PyExc_Exception);
export const PyDialect_Type = newStaticType("_csv.Dialect");
export const PyReader_Type = newStaticType("_csv.reader");
export const PyWriter_Type = newStaticType("_csv.writer");

const QUOTE_MINIMAL = 0, QUOTE_ALL = 1, QUOTE_NONNUMERIC = 2, QUOTE_NONE = 3, QUOTE_STRINGS = 4, QUOTE_NOTNULL = 5;
const QUOTE_NAMES = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE", "QUOTE_STRINGS", "QUOTE_NOTNULL"];
/** No character (CPython's NOT_SET); EOL is the end of an input line. */
const NOT_SET = -1;
const EOL = -2;

class PyDialect extends PyObject {
  declare doublequote: boolean;
  declare skipinitialspace: boolean;
  declare strict: boolean;
  declare quoting: number;
  declare delimiter: number;
  declare quotechar: number;
  declare escapechar: number;
  declare lineterminator: PyStr | null;
  constructor(type: PyType) {
    super(type);
    this.doublequote = true;
    this.skipinitialspace = false;
    this.strict = false;
    this.quoting = QUOTE_MINIMAL;
    this.delimiter = 44;
    this.quotechar = 34;
    this.escapechar = NOT_SET;
    this.lineterminator = null;
  }
}
keepConstructFast(PyDialect);

/** The module's state: the registry and the field limit (one per import of _csv). */
const state = { dialects: newDict(), fieldLimit: 128 * 1024 };

const csvError = (msg: string) => newException(PyCsvError, msg);
const chr = (c: number) => String.fromCodePoint(c);
const charOrNone = (c: number): PyObject => (c === NOT_SET ? None : newStr(chr(c)));

function getDialectFromRegistry(name: PyObject): PyObject {
  const d = dictGetItem(state.dialects, name);
  if (d === null) throw csvError("unknown dialect");
  Py_INCREF(d);
  return d;
}

function setChar(name: string, src: PyObject | null, dflt: number, orNone: boolean): number {
  if (src === null) return dflt;
  if (orNone && src === None) return NOT_SET;
  const what = `"${name}" must be a unicode character${orNone ? " or None" : ""}`;
  if (!isStr(src)) typeError(`${what}, not ${typeName(src)}`);
  const cps = Array.from((src as PyStr).value);
  if (cps.length !== 1) typeError(`${what}, not a string of length ${cps.length}`);
  return cps[0]!.codePointAt(0)!;
}

function setInt(name: string, src: PyObject | null, dflt: number): number {
  if (src === null) return dflt;
  if (src.ob_type.tp_name !== "int" || !isInt(src)) typeError(`"${name}" must be an integer, not ${typeName(src)}`);
  const v = asSsize(src);
  if (v > 2147483647 || v < -2147483648) throw newException(PyExc_OverflowError, "Python int too large to convert to C int");
  return v;
}

function checkChar(name: string, c: number, lineterminator: string, allowspace: boolean): void {
  if (c === 13 || c === 10 || (c === 32 && !allowspace)) throw newException(PyExc_ValueError, `bad ${name} value`);
  if (c !== NOT_SET && lineterminator.includes(chr(c))) throw newException(PyExc_ValueError, `bad ${name} or lineterminator value`);
}

function checkChars(name1: string, name2: string, c1: number, c2: number): void {
  if (c1 === c2 && c1 !== NOT_SET) throw newException(PyExc_ValueError, `bad ${name1} or ${name2} value`);
}

const DIALECT_KWS = ["dialect", "delimiter", "doublequote", "escapechar", "lineterminator", "quotechar", "quoting", "skipinitialspace", "strict"];

/** dialect_new: the `(dialect, **fmtparams)` merge and its validation. */
function dialectNew(type: PyType, args: PyObject[], kwnames: string[] | null): PyObject {
  const nkw = kwnames === null ? 0 : kwnames.length;
  const npos = args.length - nkw;
  if (npos + nkw > DIALECT_KWS.length) typeError(`function takes at most ${DIALECT_KWS.length} arguments (${npos + nkw} given)`);
  const given: (PyObject | null)[] = new Array(DIALECT_KWS.length).fill(null);
  for (let i = 0; i < npos; i++) given[i] = args[i]!;
  for (let k = 0; k < nkw; k++) {
    const j = DIALECT_KWS.indexOf(kwnames![k]!);
    if (j < 0) typeError(`this function got an unexpected keyword argument '${kwnames![k]}'`);
    if (given[j] !== null) typeError(`argument for function given by name ('${kwnames![k]}') and position (${j + 1})`);
    given[j] = args[npos + k]!;
  }
  let dialect = given[0];
  const owned: PyObject[] = [];
  try {
    if (dialect !== null) {
      if (isStr(dialect)) dialect = getDialectFromRegistry(dialect);
      else Py_INCREF(dialect);
      owned.push(dialect);
      if (dialect.ob_type.isSubtype(PyDialect_Type) && given.slice(1).every((v) => v === null)) {
        Py_INCREF(dialect);
        return dialect;
      }
    }
    const v = given.slice();
    if (dialect !== null) {
      for (let i = 1; i < DIALECT_KWS.length; i++) {
        if (v[i] !== null) continue;
        let a: PyObject | null = null;
        try {
          a = PyObject_GetOptionalAttr(dialect, internStr(DIALECT_KWS[i]!));
        } catch (e) {
          a = null; // CPython clears any error of the attribute lookup
          void e;
        }
        if (a !== null) {
          owned.push(a);
          v[i] = a;
        }
      }
    }
    const [, delimiter, doublequote, escapechar, lineterminator, quotechar, quoting, skipinitialspace, strict] = v;
    const self = type.tp_alloc(type) as PyDialect;
    try {
      self.delimiter = setChar("delimiter", delimiter!, 44, false);
      self.doublequote = doublequote === null ? true : PyObject_IsTrue(doublequote!);
      self.escapechar = setChar("escapechar", escapechar!, NOT_SET, true);
      if (lineterminator === null) self.lineterminator = newStr("\r\n");
      else {
        if (!isStr(lineterminator!)) typeError(`"lineterminator" must be a string, not ${typeName(lineterminator!)}`);
        Py_INCREF(lineterminator!);
        self.lineterminator = lineterminator as PyStr;
      }
      self.quotechar = setChar("quotechar", quotechar!, 34, true);
      self.quoting = setInt("quoting", quoting!, QUOTE_MINIMAL);
      self.skipinitialspace = skipinitialspace === null ? false : PyObject_IsTrue(skipinitialspace!);
      self.strict = strict === null ? false : PyObject_IsTrue(strict!);
      if (self.quoting < 0 || self.quoting >= QUOTE_NAMES.length) typeError(`bad "quoting" value`);
      if (self.delimiter === NOT_SET) typeError(`"delimiter" must be a 1-character string`);
      if (quotechar === None && quoting === null) self.quoting = QUOTE_NONE;
      if (self.quoting !== QUOTE_NONE && self.quotechar === NOT_SET) typeError("quotechar must be set if quoting enabled");
      const lt = self.lineterminator!.value;
      checkChar("delimiter", self.delimiter, lt, true);
      checkChar("escapechar", self.escapechar, lt, !self.skipinitialspace);
      checkChar("quotechar", self.quotechar, lt, !self.skipinitialspace);
      checkChars("delimiter", "escapechar", self.delimiter, self.escapechar);
      checkChars("delimiter", "quotechar", self.delimiter, self.quotechar);
      checkChars("escapechar", "quotechar", self.escapechar, self.quotechar);
    } catch (e) {
      Py_DECREF(self);
      throw e;
    }
    return self;
  } finally {
    for (const o of owned) Py_DECREF(o);
  }
}

/** _call_dialect: Dialect(dialect_inst, **kwargs), the keyword values the tail of `args`. */
function callDialect(inst: PyObject | null, kwArgs: PyObject[], kwnames: string[] | null): PyDialect {
  return dialectNew(PyDialect_Type, inst === null ? kwArgs : [inst, ...kwArgs], kwnames) as PyDialect;
}

/** PyArg_UnpackTuple(args, "", 1, 2, ...) on the positional part of a METH_VARARGS|METH_KEYWORDS call. */
function unpack(fname: string, args: PyObject[], kwnames: string[] | null): [PyObject, PyObject | null, PyObject[]] {
  const nkw = kwnames === null ? 0 : kwnames.length;
  const npos = args.length - nkw;
  if (npos < 1) typeError(`${fname} expected at least 1 argument, got ${npos}`);
  if (npos > 2) typeError(`${fname} expected at most 2 arguments, got ${npos}`);
  return [args[0]!, npos === 2 ? args[1]! : null, args.slice(npos)];
}

// ---------------------------------------------------------------- reader

const enum ParserState {
  START_RECORD, START_FIELD, ESCAPED_CHAR, IN_FIELD, IN_QUOTED_FIELD, ESCAPE_IN_QUOTED_FIELD, QUOTE_IN_QUOTED_FIELD, EAT_CRNL, AFTER_ESCAPED_CRNL,
}

class PyReader extends PyObject {
  declare inputIter: PyObject | null;
  declare dialect: PyDialect | null;
  declare fields: PyObject[] | null;
  declare state: ParserState;
  declare field: string[];
  declare unquotedField: boolean;
  declare lineNum: number;
  /** Counts the calls of __next__, so that one made from inside the input iterator is seen. */
  declare generation: number;
  constructor(type: PyType) {
    super(type);
    this.generation = 0;
    this.inputIter = null;
    this.dialect = null;
    this.fields = null;
    this.state = ParserState.START_RECORD;
    this.field = [];
    this.unquotedField = false;
    this.lineNum = 0;
  }
}
keepConstructFast(PyReader);

function parseSaveField(r: PyReader): void {
  const quoting = r.dialect!.quoting;
  let field: PyObject;
  if (r.unquotedField && r.field.length === 0 && (quoting === QUOTE_NOTNULL || quoting === QUOTE_STRINGS)) {
    field = None;
  } else {
    field = newStr(r.field.join(""));
    if (r.unquotedField && r.field.length !== 0 && (quoting === QUOTE_NONNUMERIC || quoting === QUOTE_STRINGS)) {
      try {
        const f = PyObject_Call(PyFloat_Type, [field]);
        Py_DECREF(field);
        field = f;
      } catch (e) {
        Py_DECREF(field);
        throw e;
      }
    }
    r.field = [];
  }
  r.fields!.push(field);
}

function parseAddChar(r: PyReader, c: number): void {
  if (r.field.length >= state.fieldLimit) throw csvError(`field larger than field limit (${state.fieldLimit})`);
  r.field.push(chr(c));
}

function parseProcessChar(r: PyReader, c: number): void {
  const d = r.dialect!;
  switch (r.state) {
    case ParserState.START_RECORD:
      if (c === EOL) break;
      if (c === 10 || c === 13) {
        r.state = ParserState.EAT_CRNL;
        break;
      }
      r.state = ParserState.START_FIELD;
      parseProcessChar(r, c); // a normal character: handled as START_FIELD
      break;
    case ParserState.START_FIELD:
      r.unquotedField = true;
      if (c === 10 || c === 13 || c === EOL) {
        parseSaveField(r);
        r.state = c === EOL ? ParserState.START_RECORD : ParserState.EAT_CRNL;
      } else if (c === d.quotechar && d.quoting !== QUOTE_NONE) {
        r.unquotedField = false;
        r.state = ParserState.IN_QUOTED_FIELD;
      } else if (c === d.escapechar) r.state = ParserState.ESCAPED_CHAR;
      else if (c === 32 && d.skipinitialspace) {
        // ignore spaces at the start of a field
      } else if (c === d.delimiter) parseSaveField(r);
      else {
        parseAddChar(r, c);
        r.state = ParserState.IN_FIELD;
      }
      break;
    case ParserState.ESCAPED_CHAR:
      if (c === 10 || c === 13) {
        parseAddChar(r, c);
        r.state = ParserState.AFTER_ESCAPED_CRNL;
        break;
      }
      parseAddChar(r, c === EOL ? 10 : c);
      r.state = ParserState.IN_FIELD;
      break;
    case ParserState.AFTER_ESCAPED_CRNL:
      if (c === EOL) break;
      r.state = ParserState.IN_FIELD;
      parseProcessChar(r, c); // handled as IN_FIELD
      break;
    case ParserState.IN_FIELD:
      if (c === 10 || c === 13 || c === EOL) {
        parseSaveField(r);
        r.state = c === EOL ? ParserState.START_RECORD : ParserState.EAT_CRNL;
      } else if (c === d.escapechar) r.state = ParserState.ESCAPED_CHAR;
      else if (c === d.delimiter) {
        parseSaveField(r);
        r.state = ParserState.START_FIELD;
      } else parseAddChar(r, c);
      break;
    case ParserState.IN_QUOTED_FIELD:
      if (c === EOL) {
        // a newline inside quotes continues the field on the next line
      } else if (c === d.escapechar) r.state = ParserState.ESCAPE_IN_QUOTED_FIELD;
      else if (c === d.quotechar && d.quoting !== QUOTE_NONE) {
        r.state = d.doublequote ? ParserState.QUOTE_IN_QUOTED_FIELD : ParserState.IN_FIELD;
      } else parseAddChar(r, c);
      break;
    case ParserState.ESCAPE_IN_QUOTED_FIELD:
      parseAddChar(r, c === EOL ? 10 : c);
      r.state = ParserState.IN_QUOTED_FIELD;
      break;
    case ParserState.QUOTE_IN_QUOTED_FIELD:
      if (d.quoting !== QUOTE_NONE && c === d.quotechar) {
        parseAddChar(r, c);
        r.state = ParserState.IN_QUOTED_FIELD;
      } else if (c === d.delimiter) {
        parseSaveField(r);
        r.state = ParserState.START_FIELD;
      } else if (c === 10 || c === 13 || c === EOL) {
        parseSaveField(r);
        r.state = c === EOL ? ParserState.START_RECORD : ParserState.EAT_CRNL;
      } else if (!d.strict) {
        parseAddChar(r, c);
        r.state = ParserState.IN_FIELD;
      } else throw csvError(`'${chr(d.delimiter)}' expected after '${chr(d.quotechar)}'`);
      break;
    case ParserState.EAT_CRNL:
      if (c === 10 || c === 13) {
        // more line-end characters
      } else if (c === EOL) r.state = ParserState.START_RECORD;
      else throw csvError("new-line character seen in unquoted field - do you need to open the file with newline=''?");
      break;
  }
}

function parseReset(r: PyReader): void {
  if (r.fields !== null) for (const f of r.fields) Py_DECREF(f);
  r.fields = [];
  r.field = [];
  r.state = ParserState.START_RECORD;
  r.unquotedField = false;
}

function readerNext(o: PyObject): PyObject | null {
  const r = o as PyReader;
  parseReset(r);
  const generation = ++r.generation;
  do {
    const line = PyIter_Next(r.inputIter!);
    if (r.generation !== generation) {
      Py_XDECREF(line);
      throw csvError("iterator has already advanced the reader");
    }
    if (line === null) {
      if (r.field.length !== 0 || r.state === ParserState.IN_QUOTED_FIELD) {
        if (r.dialect!.strict) throw csvError("unexpected end of data");
        parseSaveField(r);
        break;
      }
      return null;
    }
    if (!isStr(line)) {
      const name = typeName(line);
      Py_DECREF(line);
      throw csvError(`iterator should return strings, not ${name} (the file should be opened in text mode)`);
    }
    r.lineNum++;
    const s = (line as PyStr).value;
    try {
      for (const ch of s) parseProcessChar(r, ch.codePointAt(0)!);
    } finally {
      Py_DECREF(line);
    }
    parseProcessChar(r, EOL);
  } while (r.state !== ParserState.START_RECORD);
  const fields = r.fields!;
  r.fields = null;
  return newList(fields);
}

// ---------------------------------------------------------------- writer

class PyWriter extends PyObject {
  declare write: PyObject | null;
  declare dialect: PyDialect | null;
  constructor(type: PyType) {
    super(type);
    this.write = null;
    this.dialect = null;
  }
}
keepConstructFast(PyWriter);

/** join_append_data: the field (null: None) added to `rec`; `quoted` may become true. */
function joinAppendData(d: PyDialect, rec: string[], numFields: number, field: string | null, quoted: boolean): [string[], boolean] {
  const out: string[] = [];
  const lt = d.lineterminator!.value;
  if (field !== null) {
    for (const ch of field) {
      const c = ch.codePointAt(0)!;
      let wantEscape = false;
      if (c === d.delimiter || c === d.escapechar || c === d.quotechar || c === 10 || c === 13 || lt.includes(ch)) {
        if (d.quoting === QUOTE_NONE) wantEscape = true;
        else {
          if (c === d.quotechar) {
            if (d.doublequote) out.push(ch);
            else wantEscape = true;
          } else if (c === d.escapechar) wantEscape = true;
          if (!wantEscape) quoted = true;
        }
        if (wantEscape) {
          if (d.escapechar === NOT_SET) throw csvError("need to escape, but no escapechar set");
          out.push(chr(d.escapechar));
        }
      }
      out.push(ch);
    }
  }
  if (numFields > 0) rec.push(chr(d.delimiter));
  if (quoted) rec.push(chr(d.quotechar));
  for (const x of out) rec.push(x);
  if (quoted) rec.push(chr(d.quotechar));
  return [rec, quoted];
}

function joinAppend(d: PyDialect, rec: string[], numFields: number, field: string | null, quoted: boolean): void {
  if ((field === null || field.length === 0) && d.delimiter === 32 && d.skipinitialspace) {
    if (d.quoting === QUOTE_NONE || (field === null && (d.quoting === QUOTE_STRINGS || d.quoting === QUOTE_NOTNULL))) {
      throw csvError("empty field must be quoted if delimiter is a space and skipinitialspace is true");
    }
    quoted = true;
  }
  joinAppendData(d, rec, numFields, field, quoted);
}

/** PyNumber_Check: int, float, complex or anything with __index__/__int__/__float__. */
function numberCheck(o: PyObject): boolean {
  const t = o.ob_type;
  return t.nb_index !== null || t.nb_int !== null || t.nb_float !== null || isComplex(o);
}

function writerow(w: PyWriter, seq: PyObject): PyObject {
  const d = w.dialect!;
  let iter: PyObject;
  try {
    iter = PyObject_GetIter(seq);
  } catch (e) {
    if (e instanceof PyObject && e.ob_type.isSubtype(PyExc_TypeError)) throw csvError(`iterable expected, not ${typeName(seq)}`);
    throw e;
  }
  const rec: string[] = [];
  let numFields = 0;
  let nullField = false;
  try {
    for (;;) {
      const field = PyIter_Next(iter);
      if (field === null) break;
      let quoted: boolean;
      switch (d.quoting) {
        case QUOTE_NONNUMERIC: quoted = !numberCheck(field); break;
        case QUOTE_ALL: quoted = true; break;
        case QUOTE_STRINGS: quoted = isStr(field); break;
        case QUOTE_NOTNULL: quoted = field !== None; break;
        default: quoted = false;
      }
      nullField = field === None;
      let text: string | null;
      try {
        if (isStr(field)) text = (field as PyStr).value;
        else if (nullField) text = null;
        else {
          const s = PyObject_Str(field);
          text = s.value;
          Py_DECREF(s);
        }
      } finally {
        Py_DECREF(field);
      }
      joinAppend(d, rec, numFields, text, quoted);
      numFields++;
    }
  } finally {
    Py_DECREF(iter);
  }
  if (numFields > 0 && rec.length === 0) {
    if (d.quoting === QUOTE_NONE || (nullField && (d.quoting === QUOTE_STRINGS || d.quoting === QUOTE_NOTNULL))) {
      throw csvError("single empty field record must be quoted");
    }
    numFields--;
    joinAppend(d, rec, numFields, null, true);
  }
  rec.push(d.lineterminator!.value);
  const line = newStr(rec.join(""));
  try {
    return PyObject_Call(w.write!, [line]);
  } finally {
    Py_DECREF(line);
  }
}

// ---------------------------------------------------------------- types and module

let ready = false;
function initTypes(): void {
  if (ready) return;
  ready = true;
  const D = PyDialect_Type;
  D.tp_alloc = (t) => new PyDialect(t);
  D.tp_new = dialectNew;
  D.tp_dealloc = (o) => {
    const d = o as PyDialect;
    const lt = d.lineterminator;
    d.lineterminator = null;
    Py_XDECREF(lt);
  };
  D.tp_dict.set("__doc__", internStr("CSV dialect\n\nThe Dialect type records CSV parsing and generation options.\n"));
  D.tp_dict.set("__module__", internStr("_csv"));
  const dialectOf = (o: PyObject) => o as PyDialect;
  defGetSet(D, "delimiter", (o) => charOrNone(dialectOf(o).delimiter));
  defGetSet(D, "escapechar", (o) => charOrNone(dialectOf(o).escapechar));
  defGetSet(D, "lineterminator", (o) => {
    const lt = dialectOf(o).lineterminator;
    if (lt === null) return None;
    Py_INCREF(lt);
    return lt;
  });
  defGetSet(D, "quotechar", (o) => charOrNone(dialectOf(o).quotechar));
  defGetSet(D, "quoting", (o) => newInt(dialectOf(o).quoting));
  defReadonlyMember(D, "skipinitialspace", (o) => (dialectOf(o).skipinitialspace ? True : False));
  defReadonlyMember(D, "doublequote", (o) => (dialectOf(o).doublequote ? True : False));
  defReadonlyMember(D, "strict", (o) => (dialectOf(o).strict ? True : False));
  const reduce = (o: PyObject): PyObject => typeError(`cannot pickle '${o.ob_type.tp_name.slice(o.ob_type.tp_name.lastIndexOf(".") + 1)}' instances`);
  defMethod(D, "__reduce__", (o) => reduce(o));
  defMethod(D, "__reduce_ex__", (o) => reduce(o));
  addSlotWrappers(D);

  const R = PyReader_Type;
  R.tp_iter = (o) => (Py_INCREF(o), o);
  R.tp_iternext = readerNext;
  R.tp_dealloc = (o) => {
    const r = o as PyReader;
    const it = r.inputIter, d = r.dialect, f = r.fields;
    r.inputIter = null;
    r.dialect = null;
    r.fields = null;
    Py_XDECREF(it);
    Py_XDECREF(d);
    if (f !== null) for (const x of f) Py_DECREF(x);
  };
  gcRegisterType(R, (o, visit) => {
    const r = o as PyReader;
    if (r.dialect !== null) visit(r.dialect);
    if (r.inputIter !== null) visit(r.inputIter);
    if (r.fields !== null) for (const x of r.fields) visit(x);
  });
  R.tp_dict.set("__doc__", internStr("CSV reader\n\nReader objects are responsible for reading and parsing tabular data\nin CSV format.\n"));
  R.tp_dict.set("__module__", internStr("_csv"));
  defReadonlyMember(R, "dialect", (o) => {
    const d = (o as PyReader).dialect ?? None;
    Py_INCREF(d);
    return d;
  });
  defReadonlyMember(R, "line_num", (o) => newInt((o as PyReader).lineNum));
  addSlotWrappers(R);

  const W = PyWriter_Type;
  W.tp_dealloc = (o) => {
    const w = o as PyWriter;
    const f = w.write, d = w.dialect;
    w.write = null;
    w.dialect = null;
    Py_XDECREF(f);
    Py_XDECREF(d);
  };
  gcRegisterType(W, (o, visit) => {
    const w = o as PyWriter;
    if (w.dialect !== null) visit(w.dialect);
    if (w.write !== null) visit(w.write);
  });
  W.tp_dict.set("__doc__", internStr("CSV writer\n\nWriter objects are responsible for generating tabular data\nin CSV format from sequence input.\n"));
  W.tp_dict.set("__module__", internStr("_csv"));
  defMethod(W, "writerow", (o, args, kw) => {
    noKw("writer.writerow", kw);
    checkArgCount("writer.writerow", args, 1, 1);
    return writerow(o as PyWriter, args[0]!);
  });
  defMethod(W, "writerows", (o, args, kw) => {
    noKw("writer.writerows", kw);
    checkArgCount("writer.writerows", args, 1, 1);
    const it = PyObject_GetIter(args[0]!);
    try {
      for (;;) {
        const row = PyIter_Next(it);
        if (row === null) break;
        try {
          Py_DECREF(writerow(o as PyWriter, row));
        } finally {
          Py_DECREF(row);
        }
      }
    } finally {
      Py_DECREF(it);
    }
    return None;
  });
  defReadonlyMember(W, "dialect", (o) => {
    const d = (o as PyWriter).dialect ?? None;
    Py_INCREF(d);
    return d;
  });
  addSlotWrappers(W);
  PyCsvError.tp_dict.set("__module__", internStr("_csv"));
}

export function makeCsv(): PyModule {
  initTypes();
  Py_DECREF(state.dialects);
  state.dialects = newDict();
  state.fieldLimit = 128 * 1024;
  const mod = newModule("_csv");
  const d = mod.dict!;
  const set = (name: string, v: PyObject) => {
    dictSetItem(d, internStr(name), v);
    Py_DECREF(v);
  };
  set("__doc__", newStr("CSV parsing and writing.\n"));
  dictSetItem(d, internStr("Dialect"), PyDialect_Type);
  dictSetItem(d, internStr("Reader"), PyReader_Type);
  dictSetItem(d, internStr("Writer"), PyWriter_Type);
  dictSetItem(d, internStr("Error"), PyCsvError);
  dictSetItem(d, internStr("_dialects"), state.dialects);
  QUOTE_NAMES.forEach((n, i) => set(n, newInt(i)));
  const def = (name: string, fn: (args: PyObject[], kw: string[] | null) => PyObject) => set(name, newCFunction(name, (_s, args, kw) => fn(args, kw), mod));
  def("reader", (args, kw) => {
    const [iterable, dialect, kwArgs] = unpack("reader", args, kw);
    const r = new PyReader(PyReader_Type);
    try {
      r.inputIter = PyObject_GetIter(iterable);
      r.dialect = callDialect(dialect, kwArgs, kw);
    } catch (e) {
      Py_DECREF(r);
      throw e;
    }
    return r;
  });
  def("writer", (args, kw) => {
    const [file, dialect, kwArgs] = unpack("writer", args, kw);
    const w = new PyWriter(PyWriter_Type);
    try {
      w.write = PyObject_GetOptionalAttr(file, internStr("write"));
      if (w.write === null || !PyCallable_Check(w.write)) typeError(`argument 1 must have a "write" method`);
      w.dialect = callDialect(dialect, kwArgs, kw);
    } catch (e) {
      Py_DECREF(w);
      throw e;
    }
    return w;
  });
  def("register_dialect", (args, kw) => {
    const [name, dialect, kwArgs] = unpack("register_dialect", args, kw);
    if (!isStr(name)) typeError("dialect name must be a string");
    const dia = callDialect(dialect, kwArgs, kw);
    dictSetItem(state.dialects, name, dia);
    Py_DECREF(dia);
    return None;
  });
  def("list_dialects", (args, kw) => {
    noKw("_csv.list_dialects", kw);
    checkArgCount("_csv.list_dialects", args, 0, 0);
    return newList(dictItems(state.dialects).map(([k]) => (Py_INCREF(k), k)));
  });
  def("unregister_dialect", (args, kw) => {
    const [name] = parseArgs("unregister_dialect", args, kw, ["name"], 1);
    const v = dictPop(state.dialects, name!);
    if (v === null) throw csvError("unknown dialect");
    Py_DECREF(v);
    return None;
  });
  def("get_dialect", (args, kw) => {
    const [name] = parseArgs("get_dialect", args, kw, ["name"], 1);
    return getDialectFromRegistry(name!);
  });
  def("field_size_limit", (args, kw) => {
    const [limit] = parseArgs("field_size_limit", args, kw, ["new_limit"], 0);
    const old = state.fieldLimit;
    if (limit !== null) {
      if (limit.ob_type.tp_name !== "int" || !isInt(limit)) typeError("limit must be an integer");
      state.fieldLimit = asSsize(limit);
    }
    return newInt(old);
  });
  return mod;
}
