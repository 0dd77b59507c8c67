import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fromBinary, fromJsonString, toBinary, type DescField } from "@bufbuild/protobuf";
import { CodeObjectSchema, file_pyts_code } from "./code_pb.js";
import { codeFromProto, codeToJson, codeToProto } from "./convert.js";
import { diffMessages } from "./diff.js";
import { compile } from "../compile.js";
import { dumps } from "../marshal/dumps.js";
import { pyCode } from "../codeObject.js";

/** The descriptor rendered as proto source, without comments: what code.proto must say. */
function render(): string {
  const lines = ['syntax = "proto3";', `package ${file_pyts_code.proto.package};`];
  const type = (f: DescField): string =>
    f.fieldKind === "message" || (f.fieldKind === "list" && f.listKind === "message") ? f.message!.name
      : f.fieldKind === "enum" || (f.fieldKind === "list" && f.listKind === "enum") ? f.enum!.name
      : f.proto.type === 1 ? "double" : f.proto.type === 5 ? "int32" : f.proto.type === 13 ? "uint32" : f.proto.type === 8 ? "bool" : f.proto.type === 9 ? "string" : f.proto.type === 12 ? "bytes" : `?${f.proto.type}`;
  const field = (f: DescField, indent: string): string => `${indent}${f.fieldKind === "list" ? "repeated " : ""}${type(f)} ${f.name} = ${f.number};`;
  for (const e of file_pyts_code.enums) lines.push(`enum ${e.name} {`, ...e.values.map((v) => `  ${v.name} = ${v.number};`), "}");
  for (const m of file_pyts_code.messages) {
    lines.push(`message ${m.name} {`);
    for (const member of m.members) {
      if (member.kind === "oneof") lines.push(`  oneof ${member.name} {`, ...member.fields.map((f) => field(f, "    ")), "  }");
      else lines.push(field(member, "  "));
    }
    lines.push("}");
  }
  return lines.join("\n");
}

const SOURCE = "x = (1, 2.5, -0.0, 3j, 'é', b'\\x00', None, ..., True, 10**30)\nif y in {1, 'a'}: z = w[1:2]\ndef f(a, /, b, *c, d, **e):\n    def g(): return a\n    return g\n";

describe("code.proto", () => {
  it("the runtime descriptor says what code.proto says", () => {
    const text = readFileSync(join(import.meta.dirname, "code.proto"), "utf8");
    const stripped = text.split("\n").map((l) => l.replace(/\s*\/\/.*$/, "")).filter((l) => l.trim()).join("\n");
    expect(render()).toBe(stripped);
  });

  it("a code object survives the binary and JSON forms, marshal-identical", () => {
    const co = compile(SOURCE, "<case>", "exec");
    const msg = codeToProto(co);
    const viaBinary = codeFromProto(fromBinary(CodeObjectSchema, toBinary(CodeObjectSchema, msg)));
    expect(dumps(pyCode(viaBinary))).toEqual(dumps(pyCode(co)));
    const viaJson = fromJsonString(CodeObjectSchema, codeToJson(co));
    expect(diffMessages(CodeObjectSchema, msg, viaJson)).toEqual([]);
    expect(JSON.parse(codeToJson(co))).toHaveProperty("co_consts");
  });

  it("diffMessages reports the path of each difference", () => {
    const a = codeToProto(compile(SOURCE, "<case>", "exec"));
    const b = codeToProto(compile(SOURCE.replace("return a", "return a + 1"), "<case>", "exec"));
    const d = diffMessages(CodeObjectSchema, a, b);
    expect(d[0]).toMatch(/^co_consts\[\d+\]\.code\.co_consts\[0\]\.code\.co_stacksize: want 1 got 2$/);
    expect(d).toContainEqual(expect.stringMatching(/^co_consts\[\d+\]\.code\.co_consts\[0\]\.code\.co_code: bytes differ at offset \d+/));
    const c = codeToProto(compile(SOURCE.replace("-0.0", "0.0"), "<case>", "exec"));
    expect(diffMessages(CodeObjectSchema, a, c)[0]).toMatch(/^co_consts\[\d+\]\.tuple\.items\[2\]\.float: want -0 got 0$/);
  });
});
