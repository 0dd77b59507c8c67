import { describe, expect, it } from "vitest";
import { reprStr } from "./repr.js";

describe("reprStr is Python's repr(str)", () => {
  const table: [string, string][] = [
    ["", "''"],
    ["abc", "'abc'"],
    ["it's", '"it\'s"'],
    ["'\"", "'\\'\"'"],
    ["a\\b", "'a\\\\b'"],
    ["\t\n\r", "'\\t\\n\\r'"],
    ["\x00\x1f\x7f", "'\\x00\\x1f\\x7f'"],
    ["\x85\xa0\xad", "'\\x85\\xa0\\xad'"],
    ["é€", "'é€'"],
    ["\u200b\u2028", "'\\u200b\\u2028'"],
    ["\ud800", "'\\ud800'"],
    ["😀", "'😀'"],
    ["\u{e0001}", "'\\U000e0001'"],
    ["\u3000", "'\\u3000'"],
  ];
  for (const [s, r] of table) it(JSON.stringify(s), () => expect(reprStr(s)).toBe(r));
});
