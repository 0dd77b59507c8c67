/**
 * The _tokenize module (Python/Python-tokenize.c, 3.14): `TokenizerIter(readline, *,
 * extra_tokens, encoding=None)` over packages/lexer's TokenStream, yielding the
 * `(type, string, start, end, line)` tuples tokenize.py's `_generate_tokens_from_c_tokenizer`
 * makes TokenInfo of. The source is read through `readline` (str lines, or bytes decoded with
 * `encoding`) until it returns an empty line or raises StopIteration, at the first `__next__`;
 * the lexer's SyntaxErrors are raised as the C tokenizer raises them.
 */
import { TokenStream, PySyntaxError, lookupCodec } from "@pyts/lexer";
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { gcTrack, gcRegisterType } from "../objects/gcstate.js";
import { None } from "../objects/none.js";
import { newInt } from "../objects/int.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newTuple } from "../objects/tuple.js";
import { isBytes } from "../objects/bytes.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { PyExc_StopIteration, PyBaseExceptionObject, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyObject_Call, PyObject_IsTrue, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";
import { toPythonSyntaxError } from "./bltinCompile.js";

export const PyTokenizerIter_Type = newStaticType("_tokenize.TokenizerIter");

class TokenizerIterObject extends PyObject {
  declare readline: PyObject | null;
  declare extra: boolean;
  declare encoding: string | null;
  declare stream: TokenStream | null;
  declare done: boolean;
  constructor(type: PyType, readline: PyObject, extra: boolean, encoding: string | null) {
    super(type);
    this.readline = readline;
    this.extra = extra;
    this.encoding = encoding;
    this.stream = null;
    this.done = false;
    gcTrack(this);
  }
}

keepConstructFast(TokenizerIterObject);

/** Every line `readline` gives, joined: stops at an empty line or StopIteration. */
function readAll(it: TokenizerIterObject): string {
  const parts: string[] = [];
  const codec = it.encoding !== null ? lookupCodec(it.encoding) : null;
  for (;;) {
    let line: PyObject;
    try {
      line = PyObject_Call(it.readline!, [], null);
    } catch (e) {
      if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_StopIteration)) {
        Py_DECREF(e);
        break;
      }
      throw e;
    }
    try {
      if (it.encoding !== null) {
        if (!isBytes(line)) typeError(`readline() returned a non-bytes object`);
        const bytes = (line as unknown as { value: Uint8Array }).value;
        if (bytes.length === 0) break;
        parts.push((codec !== null ? codec.decode(bytes, false) : null) ?? new TextDecoder().decode(bytes));
      } else {
        if (!isStr(line)) typeError(`readline() returned a non-string object`);
        const s = (line as PyStr).value;
        if (s.length === 0) break;
        parts.push(s);
      }
    } finally {
      Py_DECREF(line);
    }
  }
  return parts.join("");
}

function tokNext(o: PyObject): PyObject | null {
  const it = o as TokenizerIterObject;
  if (it.done) return null;
  try {
    if (it.stream === null) it.stream = new TokenStream(readAll(it), { extraTokens: it.extra });
    const t = it.stream.next();
    if (t === null) {
      it.done = true;
      return null;
    }
    const type = it.extra ? t.type : t.exactType;
    return newTuple([newInt(type), newStr(t.string), newTuple([newInt(t.start[0]), newInt(t.start[1])]), newTuple([newInt(t.end[0]), newInt(t.end[1])]), newStr(t.line)]);
  } catch (e) {
    it.done = true;
    if (e instanceof PySyntaxError) throw toPythonSyntaxError(e, "exec");
    throw e;
  }
}

let ready = false;
function initTypes(): void {
  if (ready) return;
  ready = true;
  const T = PyTokenizerIter_Type;
  T.tp_new = (t, args, kw) => {
    const [readline, extra, encoding] = parseArgs("tokenizeriter", args, kw, ["readline", "extra_tokens", "encoding"], 2, 1, 1);
    let enc: string | null = null;
    if (encoding !== null && encoding !== None) {
      if (!isStr(encoding)) typeError(`tokenizeriter() argument 'encoding' must be str, not ${typeName(encoding)}`);
      enc = (encoding as PyStr).value;
    }
    Py_INCREF(readline!);
    return new TokenizerIterObject(t, readline!, PyObject_IsTrue(extra!), enc);
  };
  T.tp_iter = (o) => (Py_INCREF(o), o);
  T.tp_iternext = tokNext;
  T.tp_dealloc = (o) => {
    const it = o as TokenizerIterObject;
    const r = it.readline;
    it.readline = null;
    Py_XDECREF(r);
  };
  gcRegisterType(T, (o, visit) => {
    const r = (o as TokenizerIterObject).readline;
    if (r !== null) visit(r);
  });
  T.tp_dict.set("__module__", internStr("_tokenize"));
  addSlotWrappers(T);
}

export function makeTokenize(): PyModule {
  initTypes();
  const mod = newModule("_tokenize");
  dictSetItem(mod.dict!, internStr("TokenizerIter"), PyTokenizerIter_Type);
  return mod;
}
