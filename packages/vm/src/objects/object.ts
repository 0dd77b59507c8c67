/**
 * The object header and the type object: every Python object is a JS object whose first two
 * fields are `ob_refcnt` and `ob_type` (CPython's `PyObject`), and every type is a `PyType`
 * carrying the `tp_*` / `nb_*` / `sq_*` / `mp_*` slots. Builtin types fill the slots with
 * TypeScript functions; classes made by `class` get slot functions that look up dunders
 * (typeobject.ts), so both go through one mechanism.
 *
 * Reference counts: `ob_refcnt` is a plain number; immortal objects (None, True, small ints…)
 * carry `IMMORTAL_REFCNT`, which INCREF/DECREF leave alone. When a count reaches zero,
 * `tp_dealloc` runs at once (finalizer, then releases of what the object holds).
 */

import "./v8tuning.js";

/**
 * The refcount field value marking an immortal object. It is kept a small integer (a V8 Smi) so
 * every object's `ob_refcnt` field stays an untagged int; `sys.getrefcount` reports
 * `IMMORTAL_REFCNT_REPORTED` (64-bit CPython 3.14's value) for such objects.
 */
export const IMMORTAL_REFCNT = 0x3fffffff;
export const IMMORTAL_REFCNT_REPORTED = 3221225472;

export type Hash = number | bigint;

export class PyObject {
  declare ob_refcnt: number;
  declare ob_type: PyType;
  /** The instance `__dict__` (CPython's tp_dictoffset), null when the type has none. */
  declare dict: import("./dict.js").PyDict | null;
  constructor(type: PyType) {
    this.ob_refcnt = 1;
    this.ob_type = type;
    this.dict = null;
    // an instance of a heap type (a class) owns a reference to it (PyType_GenericAlloc),
    // released by subtype_dealloc (`type` is null only while `type` itself is made)
    if (type !== null && (type.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) type.ob_refcnt++;
  }
}

/**
 * Keeps `new C(...)` optimizable when the code runs through tsx (whose esbuild `keepNames`
 * redefines every class's `name` in a static block): V8 11 then aborts each optimization of an
 * allocation of C ("dependency change") and hot allocation sites stay unoptimized — unless C also
 * serves as a prototype, which a throwaway subclass makes it. Bundled builds are unaffected.
 */
export function keepConstructFast(...classes: (abstract new (...args: never[]) => object)[]): void {
  for (const c of classes) void class extends (c as new (...args: never[]) => object) {};
}

export function Py_INCREF(o: PyObject): void {
  if (o.ob_refcnt < IMMORTAL_REFCNT) o.ob_refcnt++;
}

export function Py_XINCREF(o: PyObject | null): void {
  if (o !== null && o.ob_refcnt < IMMORTAL_REFCNT) o.ob_refcnt++;
}

export function Py_DECREF(o: PyObject): void {
  if (o.ob_refcnt < IMMORTAL_REFCNT && --o.ob_refcnt === 0) o.ob_type.tp_dealloc(o);
}

export function Py_XDECREF(o: PyObject | null | undefined): void {
  if (o != null && o.ob_refcnt < IMMORTAL_REFCNT && --o.ob_refcnt === 0) o.ob_type.tp_dealloc(o);
}

/** Returns `o` with a new reference (Py_NewRef). */
export function Py_NewRef<T extends PyObject>(o: T): T {
  if (o.ob_refcnt < IMMORTAL_REFCNT) o.ob_refcnt++;
  return o;
}

export function makeImmortal<T extends PyObject>(o: T): T {
  o.ob_refcnt = IMMORTAL_REFCNT;
  return o;
}

export type UnaryFunc = (o: PyObject) => PyObject;
export type BinaryFunc = (a: PyObject, b: PyObject) => PyObject;
/** Vectorcall-shaped call: positional args then keyword values; `kwnames` names the tail. Args borrowed, result new. */
export type CallFunc = (callable: PyObject, args: PyObject[], kwnames: string[] | null) => PyObject;
export type NewFunc = (type: PyType, args: PyObject[], kwnames: string[] | null) => PyObject;
export type InitFunc = (self: PyObject, args: PyObject[], kwnames: string[] | null) => void;
export type GetAttrFunc = (o: PyObject, name: import("./str.js").PyStr) => PyObject;
export type SetAttrFunc = (o: PyObject, name: import("./str.js").PyStr, v: PyObject | null) => void;
export type RichCmpFunc = (a: PyObject, b: PyObject, op: number) => PyObject;
export type HashFunc = (o: PyObject) => Hash;
/** Returns the next item (new reference) or null when exhausted (no StopIteration raised). */
export type IterNextFunc = (o: PyObject) => PyObject | null;
export type DescrGetFunc = (descr: PyObject, obj: PyObject | null, type: PyType) => PyObject;
export type DescrSetFunc = (descr: PyObject, obj: PyObject, v: PyObject | null) => void;
export type LenFunc = (o: PyObject) => number;
export type AssSubscriptFunc = (o: PyObject, key: PyObject, v: PyObject | null) => void;
export type ContainsFunc = (o: PyObject, v: PyObject) => boolean;
export type InquiryFunc = (o: PyObject) => boolean;
export type DeallocFunc = (o: PyObject) => void;

/** Number of binary operators in BINARY_OP order (NB_ADD … NB_XOR); in-place ones follow at +13. */
export const NB_BINARY_COUNT = 13;

// Type flags (the subset pyts uses), CPython's values.
export const Py_TPFLAGS_HEAPTYPE = 1 << 9;
export const Py_TPFLAGS_BASETYPE = 1 << 10;
export const Py_TPFLAGS_METHOD_DESCRIPTOR = 1 << 17;
export const Py_TPFLAGS_IS_ABSTRACT = 1 << 20;
export const Py_TPFLAGS_LONG_SUBCLASS = 1 << 24;
export const Py_TPFLAGS_LIST_SUBCLASS = 1 << 25;
export const Py_TPFLAGS_TUPLE_SUBCLASS = 1 << 26;
export const Py_TPFLAGS_BYTES_SUBCLASS = 1 << 27;
export const Py_TPFLAGS_UNICODE_SUBCLASS = 1 << 28;
export const Py_TPFLAGS_DICT_SUBCLASS = 1 << 29;
export const Py_TPFLAGS_BASE_EXC_SUBCLASS = 1 << 30;
export const Py_TPFLAGS_TYPE_SUBCLASS = 2 ** 31;

/** The next type version tag to hand out (tags are never reused). */
let nextVersionTag = 1;
/**
 * Tags below `minValid` are stale: `bumpTypeVersion` invalidates every type's at once (an object,
 * so generated code can read the bound where it checks an inline cache's tag).
 */
export const typeVersions = { minValid: 1 };

/** Invalidates every type's attribute lookups (for changes whose affected types are not known). */
export function bumpTypeVersion(): void {
  typeVersions.minValid = nextVersionTag;
}

/** Types whose MRO a metaclass's mro() chose: it may hold classes they do not derive from. */
let customMroSeen = false;
export function noteCustomMro(): void {
  customMroSeen = true;
}

/**
 * PyType_Modified: `type`'s dict changed, so its lookups and those of its subclasses are stale
 * (their version tags are dropped; a lookup gives them new ones).
 */
export function PyType_Modified(type: PyType): void {
  if (customMroSeen) {
    bumpTypeVersion();
    return;
  }
  // A valid tag implies valid tags all along the MRO (assignVersionTag), so an invalid type's
  // subclasses are already invalid.
  if (type.tp_version_tag < typeVersions.minValid) return;
  type.tp_version_tag = 0;
  const subs = type.tp_subclasses;
  for (let i = 0; i < subs.length; i++) PyType_Modified(subs[i]!);
}

/**
 * A valid version tag for `type` (CPython's assign_version_tag), given along its whole MRO too,
 * so that `PyType_Modified` can stop at types already invalid. A new tag empties the type's
 * lookup cache.
 */
export function assignVersionTag(type: PyType): number {
  const mro = type.tp_mro;
  for (let i = mro.length - 1; i >= 0; i--) {
    const t = mro[i]!;
    if (t !== type && t.tp_version_tag < typeVersions.minValid) {
      t.tp_version_tag = nextVersionTag++;
      t.lookupCache.clear();
    }
  }
  type.lookupCache.clear();
  return (type.tp_version_tag = nextVersionTag++);
}

/** Whether `tag` (a type's tp_version_tag) is current. */
export function versionTagValid(tag: number): boolean {
  return tag >= typeVersions.minValid;
}

export class PyType extends PyObject {
  declare tp_name: string;
  declare tp_flags: number;
  declare tp_base: PyType | null;
  declare tp_bases: PyType[];
  declare tp_mro: PyType[];
  /** The type's namespace (what `__dict__` shows through a mappingproxy), keyed by attribute name. */
  declare tp_dict: Map<string, PyObject>;
  /** Does an instance carry a `__dict__`? */
  declare tp_hasdict: boolean;
  declare tp_doc: string | null;
  declare tp_module: string;
  declare tp_qualname: string;
  /** MRO lookups by name, valid while `tp_version_tag` is (see `assignVersionTag`). */
  declare lookupCache: Map<string, PyObject | null>;
  /**
   * The Python functions that define this class's binary operators, by nb index (undefined:
   * not looked up yet; null: none usable directly), for the version tag `nbDunderTag`
   * (eval/attrCache.ts binaryDunderFunction).
   */
  declare nbDunder: (PyObject | null | undefined)[] | null;
  declare nbDunderTag: number;
  /**
   * Whether an object of this type ever had a weak reference (set when one is made, and on the
   * new class when `__class__` is assigned to such an object): deallocation skips the weak
   * reference list lookup (a WeakMap) for objects of types without.
   */
  declare tp_weakrefd: boolean;
  /**
   * Whether an attribute dict of this type's instances stands for CPython's inline values (1) or
   * is an object of its own (0), once gcstate.ts inlineValuesOwner asked (-1 before): the answer
   * depends only on the instances' layout, which the type fixes.
   */
  declare tp_inline_values: number;
  /** CPython's tp_version_tag: stale when below the valid minimum (0 after PyType_Modified). */
  declare tp_version_tag: number;
  /**
   * The eval loop's CALL_ALLOC_AND_ENTER_INIT cache: the `__init__` function a call of this class
   * runs inline (null: the generic type call), valid while `initCacheTag` is the current version tag.
   */
  declare initCacheTag: number;
  declare initCacheFunc: PyObject | null;
  /** Subclasses registered (for `__subclasses__` and slot updates). */
  declare tp_subclasses: PyType[];
  /**
   * A heap type the cycle collector cleared (type_clear): its dict's values and its __mro__'s
   * references are released; the JS arrays stay readable until the type is freed.
   */
  declare tp_cleared: boolean;
  /** A class whose instances have a weak-reference list (CPython: tp_weaklistoffset != 0). */
  declare tp_weaklist: boolean;

  declare tp_dealloc: DeallocFunc;
  declare tp_repr: UnaryFunc | null;
  declare tp_str: UnaryFunc | null;
  declare tp_hash: HashFunc | null;
  declare tp_richcompare: RichCmpFunc | null;
  declare tp_getattro: GetAttrFunc;
  declare tp_setattro: SetAttrFunc | null;
  declare tp_call: CallFunc | null;
  declare tp_iter: UnaryFunc | null;
  declare tp_iternext: IterNextFunc | null;
  declare tp_descr_get: DescrGetFunc | null;
  declare tp_descr_set: DescrSetFunc | null;
  declare tp_new: NewFunc | null;
  declare tp_init: InitFunc | null;
  /** Runs `__del__` (tp_finalize); null when the type has none. */
  tp_finalize: ((o: PyObject) => void) | null;

  declare nb_binary: (BinaryFunc | null)[];
  declare nb_inplace: (BinaryFunc | null)[];
  declare nb_bool: InquiryFunc | null;
  declare nb_index: UnaryFunc | null;
  declare nb_int: UnaryFunc | null;
  declare nb_float: UnaryFunc | null;
  declare nb_negative: UnaryFunc | null;
  declare nb_positive: UnaryFunc | null;
  declare nb_invert: UnaryFunc | null;
  declare nb_absolute: UnaryFunc | null;
  declare sq_length: LenFunc | null;
  /** Sequence concatenation/repetition (`+`/`*` fallbacks after the nb_* slots). */
  declare sq_concat: BinaryFunc | null;
  sq_repeat: ((o: PyObject, n: number) => PyObject) | null;
  declare sq_contains: ContainsFunc | null;
  declare mp_subscript: BinaryFunc | null;
  declare mp_ass_subscript: AssSubscriptFunc | null;
  /** The JS allocator: makes a bare instance of this type's layout (tp_alloc). */
  tp_alloc: (type: PyType) => PyObject;

  constructor(metatype: PyType | null, name: string, base: PyType | null) {
    super(metatype as PyType);
    this.tp_name = name;
    this.tp_flags = 0;
    this.tp_base = base;
    this.tp_bases = base ? [base] : [];
    this.tp_mro = [];
    this.tp_dict = new Map();
    this.tp_hasdict = false;
    this.tp_doc = null;
    const dot = name.lastIndexOf(".");
    // a builtin type's module is the tp_name's prefix (type_module() for static types)
    this.tp_module = dot >= 0 ? name.slice(0, dot) : "builtins";
    this.tp_qualname = dot >= 0 ? name.slice(dot + 1) : name;
    this.lookupCache = new Map();
    this.nbDunder = null;
    this.nbDunderTag = 0;
    this.tp_weakrefd = false;
    this.tp_inline_values = -1;
    this.tp_version_tag = 0;
    this.initCacheTag = 0;
    this.initCacheFunc = null;
    this.tp_subclasses = [];
    this.tp_cleared = false;
    this.tp_weaklist = false;
    this.tp_dealloc = base ? base.tp_dealloc : defaultDealloc;
    this.tp_repr = base ? base.tp_repr : null;
    this.tp_str = base ? base.tp_str : null;
    this.tp_hash = base ? base.tp_hash : null;
    this.tp_richcompare = base ? base.tp_richcompare : null;
    this.tp_getattro = base ? base.tp_getattro : unsetGetattro;
    this.tp_setattro = base ? base.tp_setattro : null;
    this.tp_call = base ? base.tp_call : null;
    this.tp_iter = base ? base.tp_iter : null;
    this.tp_iternext = base ? base.tp_iternext : null;
    this.tp_descr_get = base ? base.tp_descr_get : null;
    this.tp_descr_set = base ? base.tp_descr_set : null;
    this.tp_new = base ? base.tp_new : null;
    this.tp_init = base ? base.tp_init : null;
    this.tp_finalize = base ? base.tp_finalize : null;
    this.nb_binary = base ? base.nb_binary.slice() : new Array<BinaryFunc | null>(NB_BINARY_COUNT).fill(null);
    this.nb_inplace = base ? base.nb_inplace.slice() : new Array<BinaryFunc | null>(NB_BINARY_COUNT).fill(null);
    this.nb_bool = base ? base.nb_bool : null;
    this.nb_index = base ? base.nb_index : null;
    this.nb_int = base ? base.nb_int : null;
    this.nb_float = base ? base.nb_float : null;
    this.nb_negative = base ? base.nb_negative : null;
    this.nb_positive = base ? base.nb_positive : null;
    this.nb_invert = base ? base.nb_invert : null;
    this.nb_absolute = base ? base.nb_absolute : null;
    this.sq_length = base ? base.sq_length : null;
    this.sq_concat = base ? base.sq_concat : null;
    this.sq_repeat = base ? base.sq_repeat : null;
    this.sq_contains = base ? base.sq_contains : null;
    this.mp_subscript = base ? base.mp_subscript : null;
    this.mp_ass_subscript = base ? base.mp_ass_subscript : null;
    this.tp_alloc = base ? base.tp_alloc : (t) => new PyObject(t);
  }

  /** _PyType_Lookup: the attribute `name` along the MRO, or null. Borrowed. */
  lookup(name: string): PyObject | null {
    if (this.tp_version_tag < typeVersions.minValid) assignVersionTag(this);
    const hit = this.lookupCache.get(name);
    if (hit !== undefined) return hit;
    let found: PyObject | null = null;
    const mro = this.tp_mro;
    for (let i = 0; i < mro.length; i++) {
      const v = mro[i]!.tp_dict.get(name);
      if (v !== undefined) {
        found = v;
        break;
      }
    }
    this.lookupCache.set(name, found);
    return found;
  }

  isSubtype(other: PyType): boolean {
    if (this === other) return true;
    const mro = this.tp_mro;
    for (let i = 0; i < mro.length; i++) if (mro[i] === other) return true;
    return false;
  }
}

/** tp_hash of unhashable types (list, dict, set, classes setting __hash__ = None). */
export function PyObject_HashNotImplemented(_o: PyObject): Hash {
  throw new Error("unhashable: checked by PyObject_Hash");
}

export function defaultDealloc(_o: PyObject): void {}

export function unsetGetattro(_o: PyObject): PyObject {
  throw new Error("tp_getattro not set");
}

/** `type` and `object`: the two roots, made here so every type file can use them at load time. */
export const PyType_Type: PyType = new PyType(null, "type", null);
PyType_Type.ob_type = PyType_Type;
export const PyBaseObject_Type: PyType = new PyType(PyType_Type, "object", null);
PyType_Type.tp_base = PyBaseObject_Type;
PyType_Type.tp_bases = [PyBaseObject_Type];
makeImmortal(PyType_Type);
makeImmortal(PyBaseObject_Type);

/** Every static type, in creation order (bases before subclasses). */
export const staticTypes: PyType[] = [];

/** Makes a static (builtin) type: immortal, inheriting its base's slots. */
export function newStaticType(name: string, base: PyType = PyBaseObject_Type, flags = Py_TPFLAGS_BASETYPE): PyType {
  const t = new PyType(PyType_Type, name, base);
  t.tp_flags = flags | (base.tp_flags & (Py_TPFLAGS_LONG_SUBCLASS | Py_TPFLAGS_LIST_SUBCLASS | Py_TPFLAGS_TUPLE_SUBCLASS | Py_TPFLAGS_BYTES_SUBCLASS | Py_TPFLAGS_UNICODE_SUBCLASS | Py_TPFLAGS_DICT_SUBCLASS | Py_TPFLAGS_BASE_EXC_SUBCLASS | Py_TPFLAGS_TYPE_SUBCLASS));
  t.tp_mro = [t, ...base.tp_mro];
  base.tp_subclasses.push(t);
  // CPython's inherit_special: a static type based on object that defines no tp_new of its own
  // cannot be instantiated from Python ("cannot create 'list_iterator' instances"); the runtime
  // makes its instances. A type Python code may make sets its tp_new (init.ts for those that
  // keep object's generic one)
  if (base === PyBaseObject_Type) t.tp_new = null;
  staticTypes.push(t);
  return makeImmortal(t);
}
PyBaseObject_Type.tp_mro = [PyBaseObject_Type];
PyType_Type.tp_mro = [PyType_Type, PyBaseObject_Type];

const SLOT_FIELDS = [
  "tp_repr", "tp_str", "tp_hash", "tp_richcompare", "tp_setattro", "tp_call", "tp_iter", "tp_iternext",
  "tp_descr_get", "tp_descr_set", "tp_new", "tp_init", "tp_finalize", "nb_bool", "nb_index", "nb_int", "nb_float",
  "nb_negative", "nb_positive", "nb_invert", "nb_absolute", "sq_length", "sq_concat", "sq_repeat", "sq_contains",
  "mp_subscript", "mp_ass_subscript",
] as const;

/**
 * PyType_Ready's inheritance for static types whose base got its slots after they were created:
 * every slot still unset takes the base's value (run once, bases first).
 */
export function inheritStaticSlots(sentinelsOnly = false): void {
  for (const t of staticTypes) {
    const b = t.tp_base;
    if (b === null) continue;
    const rec = t as unknown as Record<string, unknown>;
    const brec = b as unknown as Record<string, unknown>;
    if (t.tp_getattro === unsetGetattro) t.tp_getattro = b.tp_getattro;
    if (t.tp_dealloc === defaultDealloc) t.tp_dealloc = b.tp_dealloc;
    if (sentinelsOnly) continue;
    for (const f of SLOT_FIELDS) if (rec[f] == null && brec[f] != null && !(f === "tp_new" && b === PyBaseObject_Type)) rec[f] = brec[f];
    for (let i = 0; i < NB_BINARY_COUNT; i++) {
      if (t.nb_binary[i] == null) t.nb_binary[i] = b.nb_binary[i]!;
      if (t.nb_inplace[i] == null) t.nb_inplace[i] = b.nb_inplace[i]!;
    }
  }
}

keepConstructFast(PyObject, PyType);
