/** The _sha1 module (Modules/sha1module.c, 3.14): sha1 over Node's crypto (hash/hashobject.ts). */
import { internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newHashType, addConstructor, addGilMinsize, type HashAlgo } from "./hash/hashobject.js";

const SHA1: HashAlgo = { name: "sha1", node: "sha1", digestSize: 20, blockSize: 64 };
export const PySHA1_Type = newHashType("_sha1.sha1", SHA1);

export function makeSha1(): PyModule {
  const mod = newModule("_sha1");
  dictSetItem(mod.dict!, internStr("SHA1Type"), PySHA1_Type);
  addConstructor(mod, PySHA1_Type, SHA1);
  addGilMinsize(mod);
  return mod;
}
