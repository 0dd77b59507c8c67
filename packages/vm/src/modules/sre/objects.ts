/**
 * The objects of _sre (Modules/_sre/sre.h): re.Pattern, re.Match, _sre.SRE_Scanner and
 * _sre.SRE_Template, with what each owns and releases.
 */
import { PyObject, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast } from "../../objects/object.js";
import { clearWeakrefs } from "../../objects/weaklist.js";
import type { SreState } from "./engine.js";
import { PyByteArray } from "../../objects/bytearray.js";

export const PyPattern_Type = newStaticType("re.Pattern", undefined, 0);
export const PyMatch_Type = newStaticType("re.Match", undefined, 0);
export const PyScanner_Type = newStaticType("_sre.SRE_Scanner", undefined, 0);
export const PyTemplate_Type = newStaticType("_sre.SRE_Template", undefined, 0);
PyPattern_Type.tp_module = "re";
PyMatch_Type.tp_module = "re";
PyScanner_Type.tp_module = "_sre";
PyTemplate_Type.tp_module = "_sre";
// pattern_members has __weaklistoffset__: patterns can be weakly referenced
PyPattern_Type.tp_weaklist = true;

export class PyPattern extends PyObject {
  declare code: Uint32Array;
  declare groups: number;
  /** A dict of group names to numbers, or null when there are none. */
  declare groupindex: PyObject | null;
  declare indexgroup: PyObject | null;
  declare pattern: PyObject;
  declare flags: number;
  /** 1 bytes, 0 str, -1 no pattern (None). */
  declare isbytes: number;
  constructor(code: Uint32Array, pattern: PyObject, flags: number, groups: number, isbytes: number) {
    super(PyPattern_Type);
    this.code = code;
    this.pattern = pattern;
    this.flags = flags;
    this.groups = groups;
    this.isbytes = isbytes;
    this.groupindex = null;
    this.indexgroup = null;
  }
}

export class PyMatch extends PyObject {
  declare pattern: PyPattern;
  declare string: PyObject;
  declare regs: PyObject | null;
  /** groups+1 pairs of positions, -1 for a group that did not take part. */
  declare mark: number[];
  declare groups: number;
  declare pos: number;
  declare endpos: number;
  declare lastindex: number;
  constructor(pattern: PyPattern, string: PyObject, mark: number[], pos: number, endpos: number, lastindex: number) {
    super(PyMatch_Type);
    this.pattern = pattern;
    this.string = string;
    this.regs = null;
    this.mark = mark;
    this.groups = pattern.groups + 1;
    this.pos = pos;
    this.endpos = endpos;
    this.lastindex = lastindex;
  }
}

export class PyScanner extends PyObject {
  declare pattern: PyPattern;
  declare string: PyObject;
  declare state: SreState;
  declare isbytes: boolean;
  declare executing: boolean;
  constructor(pattern: PyPattern, string: PyObject, state: SreState, isbytes: boolean) {
    super(PyScanner_Type);
    this.pattern = pattern;
    this.string = string;
    this.state = state;
    this.isbytes = isbytes;
    this.executing = false;
  }
}

export interface TemplateItem {
  index: number;
  literal: PyObject | null;
}

export class PyTemplateObj extends PyObject {
  declare literal: PyObject;
  declare items: TemplateItem[];
  declare chunks: number;
  constructor(literal: PyObject, items: TemplateItem[], chunks: number) {
    super(PyTemplate_Type);
    this.literal = literal;
    this.items = items;
    this.chunks = chunks;
  }
}

PyPattern_Type.tp_dealloc = (o) => {
  const p = o as PyPattern;
  clearWeakrefs(o);
  Py_XDECREF(p.groupindex);
  Py_XDECREF(p.indexgroup);
  Py_DECREF(p.pattern);
};
PyMatch_Type.tp_dealloc = (o) => {
  const m = o as PyMatch;
  Py_DECREF(m.string);
  Py_XDECREF(m.regs);
  Py_DECREF(m.pattern);
};
PyScanner_Type.tp_dealloc = (o) => {
  const s = o as PyScanner;
  // state_fini: the buffer the scanner's state held is released
  if (s.string instanceof PyByteArray) s.string.exports--;
  Py_DECREF(s.string);
  Py_DECREF(s.pattern);
};
PyTemplate_Type.tp_dealloc = (o) => {
  const t = o as PyTemplateObj;
  Py_DECREF(t.literal);
  for (const it of t.items) Py_XDECREF(it.literal);
};

keepConstructFast(PyPattern, PyMatch, PyScanner, PyTemplateObj);
