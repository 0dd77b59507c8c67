/** Test helper: a Zip archive built in memory. */
import { deflateRawSync } from "node:zlib";

/** A Zip archive of `files` (name, data, deflated?), with `lead` bytes before it. */
export function makeZip(files: [string, string, boolean][], lead = 0): Uint8Array {
  const parts: Buffer[] = [Buffer.alloc(lead, 0x41)];
  const central: Buffer[] = [];
  let off = lead;
  for (const [name, text, deflate] of files) {
    const raw = Buffer.from(text);
    const data = deflate ? deflateRawSync(raw) : raw;
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(n.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(deflate ? 8 : 0, 10);
    c.writeUInt32LE(data.length, 20);
    c.writeUInt32LE(raw.length, 24);
    c.writeUInt16LE(n.length, 28);
    c.writeUInt32LE(off - lead, 42);
    central.push(c, n);
    parts.push(local, n, data);
    off += 30 + n.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(off - lead, 16);
  return new Uint8Array(Buffer.concat([...parts, cd, end]));
}
