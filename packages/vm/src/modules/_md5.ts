/** The _md5 module (Modules/md5module.c, 3.14): md5 over Node's crypto (hash/hashobject.ts). */
import { internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newHashType, addConstructor, addGilMinsize, type HashAlgo } from "./hash/hashobject.js";

const MD5: HashAlgo = { name: "md5", node: "md5", digestSize: 16, blockSize: 64 };
export const PyMD5_Type = newHashType("_md5.md5", MD5);

export function makeMd5(): PyModule {
  const mod = newModule("_md5");
  dictSetItem(mod.dict!, internStr("MD5Type"), PyMD5_Type);
  addConstructor(mod, PyMD5_Type, MD5);
  addGilMinsize(mod);
  return mod;
}
