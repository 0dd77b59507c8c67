/**
 * The pwd and grp modules (Modules/pwdmodule.c, grpmodule.c, 3.14): getpwuid/getpwnam/getpwall
 * and getgrgid/getgrnam/getgrall with struct_passwd / struct_group. The entries are read (read
 * only) from /etc/passwd and /etc/group, not through NSS: users and groups that only an NSS
 * service (LDAP, systemd-userdb, …) knows are not found.
 */
import * as fs from "node:fs";
import { PyObject, Py_DECREF } from "../objects/object.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, isInt } from "../objects/int.js";
import { newList } from "../objects/list.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyExc_KeyError, PyExc_OverflowError, newException, typeError, valueError } from "../objects/exceptions.js";
import { indexValue, typeName, PyObject_Repr } from "../abstract.js";
import { fsEncode, fsDecode } from "./posix/paths.js";
import { checkArgCount } from "../args.js";
import { newStructSeqType, newStructSeq } from "../types/structseq.js";

const Passwd_Type = newStructSeqType({
  name: "pwd.struct_passwd",
  fields: ["pw_name", "pw_passwd", "pw_uid", "pw_gid", "pw_gecos", "pw_dir", "pw_shell"],
  constructible: true,
});
const Group_Type = newStructSeqType({
  name: "grp.struct_group",
  fields: ["gr_name", "gr_passwd", "gr_gid", "gr_mem"],
  constructible: true,
});

/** The colon-separated lines of a database file (none when it cannot be read). */
function entries(path: string, nfields: number): string[][] {
  let text: string;
  try {
    text = fs.readFileSync(path, "utf8");
  } catch {
    return [];
  }
  return text.split("\n").filter((l) => l !== "" && !l.startsWith("#") && !l.startsWith("+") && !l.startsWith("-"))
    .map((l) => l.split(":")).filter((f) => f.length >= nfields);
}

function passwd(f: string[]): PyObject {
  return newStructSeq(Passwd_Type, [newStr(f[0]!), newStr(f[1]!), newInt(Number(f[2])), newInt(Number(f[3])), newStr(f[4]!), newStr(f[5]!), newStr(f[6]!)]);
}

function group(f: string[]): PyObject {
  return newStructSeq(Group_Type, [newStr(f[0]!), newStr(f[1]!), newInt(Number(f[2])), newList(f[3] === "" ? [] : f[3]!.split(",").map((m) => newStr(m)))]);
}

/** _Py_Uid_Converter / _Py_Gid_Converter. */
function idArg(o: PyObject, kind: string): number {
  if (!isInt(o) && o.ob_type.nb_index === null) typeError(`${kind} should be integer, not ${typeName(o)}`);
  const v = Number(indexValue(o));
  if (v < -1 || v > 0xffffffff) throw newException(PyExc_OverflowError, `${kind} is less than minimum`);
  return v;
}

function nameArg(fname: string, o: PyObject): string {
  if (!isStr(o)) typeError(`${fname}() argument must be str, not ${typeName(o)}`);
  const v = (o as PyStr).value;
  if (v.includes("\0")) valueError("embedded null character");
  return v;
}

function keyError(msg: string): never {
  throw newException(PyExc_KeyError, msg);
}

function makeDb(name: string, path: string, nfields: number, type: typeof Passwd_Type, toObj: (f: string[]) => PyObject,
  byId: string, byName: string, all: string, kind: string): PyModule {
  const mod = newModule(name);
  const d = mod.dict!;
  const set = (n: string, v: PyObject) => {
    dictSetItem(d, internStr(n), v);
    Py_DECREF(v);
  };
  const def = (n: string, impl: MethodImpl) => set(n, newCFunction(n, impl, mod));
  def(byId, (_s, args) => {
    checkArgCount(byId, args, 1, 1);
    let id: number;
    try {
      id = idArg(args[0]!, kind);
    } catch (e) {
      // pwd turns an out-of-range uid into "not found"; grp lets the OverflowError through
      if (kind === "uid" && e instanceof PyObject && e.ob_type === PyExc_OverflowError) keyError(`${byId}(): uid not found`);
      throw e;
    }
    const e = entries(path, nfields).find((f) => Number(f[2]) === id);
    if (e === undefined) keyError(`${byId}(): ${kind} not found: ${id}`);
    return toObj(e);
  });
  def(byName, (_s, args) => {
    checkArgCount(byName, args, 1, 1);
    const n = nameArg(byName, args[0]!);
    // the name is looked up by its file-system-encoded bytes (surrogateescape), as CPython encodes it
    const key = fsDecode(fsEncode(n));
    const e = entries(path, nfields).find((f) => f[0] === key);
    if (e === undefined) keyError(`${byName}(): name not found: ${PyObject_Repr(args[0]!).value}`);
    return toObj(e);
  });
  def(all, (_s, args) => {
    checkArgCount(all, args, 0, 0);
    return newList(entries(path, nfields).map(toObj));
  });
  dictSetItem(d, internStr(type === Passwd_Type ? "struct_passwd" : "struct_group"), type);
  return mod;
}

export function makePwd(): PyModule {
  return makeDb("pwd", "/etc/passwd", 7, Passwd_Type, passwd, "getpwuid", "getpwnam", "getpwall", "uid");
}

export function makeGrp(): PyModule {
  return makeDb("grp", "/etc/group", 4, Group_Type, group, "getgrgid", "getgrnam", "getgrall", "gid");
}
