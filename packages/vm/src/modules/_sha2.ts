/** The _sha2 module (Modules/sha2module.c, 3.14): sha224/256/384/512 over Node's crypto (hash/hashobject.ts). */
import { internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newHashType, addConstructor, addGilMinsize, type HashAlgo } from "./hash/hashobject.js";

const ALGOS: [string, HashAlgo][] = [
  ["SHA224Type", { name: "sha224", node: "sha224", digestSize: 28, blockSize: 64 }],
  ["SHA256Type", { name: "sha256", node: "sha256", digestSize: 32, blockSize: 64 }],
  ["SHA384Type", { name: "sha384", node: "sha384", digestSize: 48, blockSize: 128 }],
  ["SHA512Type", { name: "sha512", node: "sha512", digestSize: 64, blockSize: 128 }],
];
const TYPES = ALGOS.map(([t, a]) => newHashType(`_sha2.${t}`, a));

export function makeSha2(): PyModule {
  const mod = newModule("_sha2");
  ALGOS.forEach(([t], i) => dictSetItem(mod.dict!, internStr(t), TYPES[i]!));
  ALGOS.forEach(([, a], i) => addConstructor(mod, TYPES[i]!, a));
  addGilMinsize(mod);
  return mod;
}
