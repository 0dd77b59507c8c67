/**
 * pyts — the command line. Each subcommand mirrors `python3.14 -m <module>` and is
 * loaded lazily (dynamic import), so a command pays only for the stages it uses.
 */
import { Command } from "commander";

function notImplemented(name: string): never {
  process.stderr.write(`pyts ${name}: not implemented yet\n`);
  process.exit(2);
}

export async function main(argv: string[] = process.argv): Promise<void> {
  const program = new Command();
  program.name("pyts").description("CPython 3.14's pipeline, rebuilt in TypeScript").showHelpAfterError();

  program
    .command("tokenize")
    .description("like python -m tokenize")
    .option("-e, --exact", "display token names using the exact type")
    .argument("[file]")
    .action(async (file: string | undefined, opts: { exact?: boolean }) => {
      const { tokenizeCommand } = await import("./commands/tokenize.js");
      process.exitCode = await tokenizeCommand(file, { exact: opts.exact === true });
    });

  for (const name of ["ast", "dis", "compile", "run"]) {
    program
      .command(name)
      .allowUnknownOption()
      .allowExcessArguments()
      .description(`like python -m ${name} (not implemented yet)`)
      .action(() => notImplemented(name));
  }

  await program.parseAsync(argv);
}

