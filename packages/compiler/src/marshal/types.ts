/** Marshal's type codes (Python/marshal.c, version 5) and the values it can hold beyond constants. */
import type { PyConst } from "../codeObject.js";

const c = (ch: string) => ch.charCodeAt(0);

export const TYPE = {
  NULL: c("0"),
  NONE: c("N"),
  FALSE: c("F"),
  TRUE: c("T"),
  STOPITER: c("S"),
  ELLIPSIS: c("."),
  INT: c("i"),
  /** Not written any more; read for backward compatibility. */
  INT64: c("I"),
  FLOAT: c("f"),
  BINARY_FLOAT: c("g"),
  COMPLEX: c("x"),
  BINARY_COMPLEX: c("y"),
  LONG: c("l"),
  STRING: c("s"),
  INTERNED: c("t"),
  REF: c("r"),
  TUPLE: c("("),
  LIST: c("["),
  DICT: c("{"),
  CODE: c("c"),
  UNICODE: c("u"),
  UNKNOWN: c("?"),
  SET: c("<"),
  FROZENSET: c(">"),
  ASCII: c("a"),
  ASCII_INTERNED: c("A"),
  SMALL_TUPLE: c(")"),
  SHORT_ASCII: c("z"),
  SHORT_ASCII_INTERNED: c("Z"),
  SLICE: c(":"),
} as const;

/** With a type code: add the object to the reference list. */
export const FLAG_REF = 0x80;

export interface PyList { readonly type: "list"; readonly items: MarshalValue[] }
/** A dict, as its (key, value) pairs in marshal order. */
export interface PyDict { readonly type: "dict"; readonly entries: [MarshalValue, MarshalValue][] }
export interface PySet { readonly type: "set"; readonly items: MarshalValue[] }
export interface PyStopIteration { readonly type: "StopIteration" }

/**
 * Anything `marshal.loads` can return. Containers read from arbitrary marshal data may hold lists,
 * dicts or sets even where `PyConst` types say otherwise (a tuple of lists); code objects never do.
 */
export type MarshalValue = PyConst | PyList | PyDict | PySet | PyStopIteration;
