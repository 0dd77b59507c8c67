/** The token table: `token.tok_name` and `token.EXACT_TOKEN_TYPES`. */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

export const tokensGenerator: Generator = {
  path: "packages/lexer/src/tokens.generated.ts",
  generate(oracle) {
    const data = JSON.parse(
      oracle.runPython(`import token, json
json.dumps({"names": [[k, v] for k, v in sorted(token.tok_name.items())],
            "exact": sorted(token.EXACT_TOKEN_TYPES.items(), key=lambda kv: (kv[1], kv[0]))})`) as string,
    ) as { names: [number, string][]; exact: [string, number][] };
    let out = GENERATED_HEADER("tokens.ts");
    out += "\n/** Token type numbers, as `token.<NAME>`. */\nexport const TokenType = {\n";
    for (const [num, name] of data.names) out += `  ${name}: ${num},\n`;
    out += "} as const;\nexport type TokenTypeName = keyof typeof TokenType;\n\n";
    out += "/** `token.tok_name`: number → name. */\nexport const tok_name: Readonly<Record<number, TokenTypeName>> = {\n";
    for (const [num, name] of data.names) out += `  ${num}: "${name}",\n`;
    out += "};\n\n";
    out += "/** `token.EXACT_TOKEN_TYPES`: operator string → exact token type. */\nexport const EXACT_TOKEN_TYPES: Readonly<Record<string, number>> = {\n";
    for (const [op, num] of data.exact) out += `  ${JSON.stringify(op)}: ${num},\n`;
    out += "};\n";
    return out;
  },
};
