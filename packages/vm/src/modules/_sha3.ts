/**
 * The _sha3 module (Modules/sha3module.c, 3.14): sha3_224/256/384/512 and shake_128/256 over
 * Node's crypto (hash/hashobject.ts), with the Keccak attributes `_capacity_bits`, `_rate_bits`
 * and `_suffix`, and `implementation` ("HACL*" natively; here the OpenSSL Node links, so the
 * name says so).
 */
import { internStr, newStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { newBytes } from "../objects/bytes.js";
import { dictSetItem } from "../objects/dict.js";
import { defGetSet } from "../objects/descr.js";
import { Py_DECREF } from "../objects/object.js";
import { PyModule, newModule } from "../objects/module.js";
import { newHashType, setHashNew, addGilMinsize, type HashAlgo } from "./hash/hashobject.js";

const ALGOS: HashAlgo[] = [
  { name: "sha3_224", node: "sha3-224", digestSize: 28, blockSize: 144 },
  { name: "sha3_256", node: "sha3-256", digestSize: 32, blockSize: 136 },
  { name: "sha3_384", node: "sha3-384", digestSize: 48, blockSize: 104 },
  { name: "sha3_512", node: "sha3-512", digestSize: 64, blockSize: 72 },
  { name: "shake_128", node: "shake128", digestSize: 0, blockSize: 168, xof: true },
  { name: "shake_256", node: "shake256", digestSize: 0, blockSize: 136, xof: true },
];
const TYPES = ALGOS.map((a) => newHashType(`_sha3.${a.name}`, a, (T) => {
  // the rate is the block size; the capacity the rest of Keccak's 1600-bit state
  defGetSet(T, "_rate_bits", () => newInt(a.blockSize * 8));
  defGetSet(T, "_capacity_bits", () => newInt(1600 - a.blockSize * 8));
  defGetSet(T, "_suffix", () => newBytes(new Uint8Array([a.xof ? 0x1f : 0x06])));
  setHashNew(T, a);
}));

export function makeSha3(): PyModule {
  const mod = newModule("_sha3");
  ALGOS.forEach((a, i) => {
    dictSetItem(mod.dict!, internStr(a.name), TYPES[i]!);
  });
  // the module's names are the types themselves (sha3_224 is a class, as CPython's)
  const impl = newStr("OpenSSL");
  dictSetItem(mod.dict!, internStr("implementation"), impl);
  Py_DECREF(impl);
  addGilMinsize(mod);
  return mod;
}
