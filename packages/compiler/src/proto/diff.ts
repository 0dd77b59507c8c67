/**
 * Field-by-field differences between two messages of one schema, walking the descriptor
 * (`DescMessage.members`): every field, list element, oneof case and nested message, each
 * difference reported with its field path (`co_consts[3].code.co_code`). Doubles compare with
 * `Object.is` (so -0.0 ≠ 0.0 and NaN = NaN, as code object constants do); bytes byte by byte.
 */
import type { DescField, DescMessage, Message } from "@bufbuild/protobuf";

type Fields = Record<string, unknown>;

const show = (v: unknown): string => {
  if (v instanceof Uint8Array) return `${v.length} bytes`;
  const s = typeof v === "string" ? JSON.stringify(v) : Object.is(v, -0) ? "-0" : String(v);
  return s.length > 120 ? `${s.slice(0, 120)}…` : s;
};

function scalarDiff(a: unknown, b: unknown): string | null {
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a[i] === b[i]) i++;
    if (i === n && a.length === b.length) return null;
    const at = (x: Uint8Array): string => (i < x.length ? `0x${x[i]!.toString(16).padStart(2, "0")}` : "(end)");
    return `bytes differ at offset ${i}: want ${at(a)} got ${at(b)} (lengths ${a.length}/${b.length})`;
  }
  return Object.is(a, b) ? null : `want ${show(a)} got ${show(b)}`;
}

function fieldDiff(field: DescField, a: unknown, b: unknown, path: string, out: string[], max: number): void {
  if (field.fieldKind === "list") {
    const la = a as unknown[];
    const lb = b as unknown[];
    if (la.length !== lb.length) out.push(`${path}: lengths ${la.length}/${lb.length}`);
    for (let i = 0; i < Math.min(la.length, lb.length) && out.length < max; i++) {
      if (field.listKind === "message") messageDiff(field.message, la[i] as Message, lb[i] as Message, `${path}[${i}]`, out, max);
      else {
        const d = scalarDiff(la[i], lb[i]);
        if (d) out.push(`${path}[${i}]: ${d}`);
      }
    }
    return;
  }
  if (field.fieldKind === "message") {
    if (a === undefined || b === undefined) {
      if (a !== b) out.push(`${path}: want ${a === undefined ? "unset" : "set"} got ${b === undefined ? "unset" : "set"}`);
      return;
    }
    messageDiff(field.message, a as Message, b as Message, path, out, max);
    return;
  }
  if (field.fieldKind === "map") throw new Error("diffMessages: map fields are not supported");
  const d = scalarDiff(a, b);
  if (d) out.push(`${path}: ${d}`);
}

function messageDiff(desc: DescMessage, a: Message, b: Message, path: string, out: string[], max: number): void {
  const fa = a as unknown as Fields;
  const fb = b as unknown as Fields;
  const prefix = path ? `${path}.` : "";
  for (const member of desc.members) {
    if (out.length >= max) return;
    if (member.kind === "oneof") {
      const ca = fa[member.localName] as { case: string | undefined; value?: unknown };
      const cb = fb[member.localName] as { case: string | undefined; value?: unknown };
      if (ca.case !== cb.case) {
        out.push(`${prefix}${member.name}: want ${ca.case ?? "unset"} got ${cb.case ?? "unset"}`);
        continue;
      }
      const field = member.fields.find((f) => f.localName === ca.case);
      if (field) fieldDiff(field, ca.value, cb.value, `${prefix}${field.name}`, out, max);
      continue;
    }
    fieldDiff(member, fa[member.localName], fb[member.localName], `${prefix}${member.name}`, out, max);
  }
}

/** The differences between `want` and `got` (at most `max`), each as `field.path: what differs`. */
export function diffMessages<T extends Message>(desc: DescMessage, want: T, got: T, max = 20): string[] {
  const out: string[] = [];
  messageDiff(desc, want, got, "", out, max);
  return out;
}
