export async function tokenizeCommand(_file: string | undefined, _opts: { exact: boolean }): Promise<number> {
  process.stderr.write("pyts tokenize: not implemented yet\n");
  return 2;
}
