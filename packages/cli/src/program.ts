/**
 * pyts — the command line. Each subcommand mirrors `python3.14 -m <module>` and is loaded lazily
 * (dynamic import), so a command pays only for the stages it uses.
 */
import { fileURLToPath } from "node:url";
import { Command, InvalidArgumentError, Option } from "commander";

function integer(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new InvalidArgumentError("not an integer");
  return n;
}

/** The subcommands; any other first argument is CPython's command line (`pyts -c CODE` is `pyts run -c CODE`). */
const COMMANDS = new Set(["tokenize", "ast", "dis", "compile", "run", "help", "-h", "--help"]);

export async function main(argv: string[] = process.argv): Promise<void> {
  // sys.executable (bin/pyts.js) is run with CPython's options, as subprocess and test.support do
  if (argv.length > 2 && !COMMANDS.has(argv[2]!)) argv = [...argv.slice(0, 2), "run", ...argv.slice(2)];
  const program = new Command();
  program.name("pyts").description("CPython 3.14's pipeline, rebuilt in TypeScript").showHelpAfterError().enablePositionalOptions();

  program
    .command("tokenize")
    .description("like python -m tokenize: the tokens of a file (or stdin)")
    .option("-e, --exact", "display token names using the exact type")
    .argument("[file]")
    .action(async (file: string | undefined, opts: { exact?: boolean }) => {
      const { tokenizeCommand } = await import("./commands/tokenize.js");
      process.exitCode = await tokenizeCommand(file, { exact: opts.exact === true });
    });

  program
    .command("ast")
    .description("like python -m ast: the AST of a file (or stdin), as ast.dump prints it")
    .option("-m, --mode <mode>", "what kind of code must be parsed (exec, single, eval, func_type)", "exec")
    .option("--no-type-comments", "don't add information about type comments")
    .option("-a, --include-attributes", "include attributes such as line numbers and column offsets")
    .option("-i, --indent <n>", "indentation of nodes (number of spaces)", integer, 3)
    .option("--show-empty", "show empty lists and fields that are None")
    .option("--feature-version <version>", "Python version 3.x (accepted; pyts parses the 3.14 grammar)")
    .option("-O, --optimize <level>", "optimization level for parser", integer, -1)
    .argument("[file]")
    .action(
      async (
        file: string | undefined,
        opts: { mode: string; typeComments: boolean; includeAttributes?: boolean; indent: number; showEmpty?: boolean; optimize: number },
      ) => {
        const { astCommand } = await import("./commands/ast.js");
        process.exitCode = await astCommand(file, {
          mode: opts.mode,
          typeComments: opts.typeComments,
          includeAttributes: opts.includeAttributes === true,
          indent: opts.indent,
          showEmpty: opts.showEmpty === true,
          optimize: opts.optimize,
        });
      },
    );

  program
    .command("dis")
    .description("like python -m dis: the bytecode of a file (.py, or a .pyc)")
    .option("-C, --show-caches", "show inline caches")
    .option("-O, --show-offsets", "show instruction offsets")
    .option("-P, --show-positions", "show instruction positions")
    .option("-S, --specialized", "show specialized bytecode")
    .addOption(new Option("--format <format>", "text (as python -m dis) or json (the code object as code.proto's JSON form)").choices(["text", "json"]).default("text"))
    .argument("[file]")
    .action(async (file: string | undefined, opts: { showCaches?: boolean; showOffsets?: boolean; showPositions?: boolean; specialized?: boolean; format: "text" | "json" }) => {
      const { disCommand } = await import("./commands/dis.js");
      process.exitCode = await disCommand(file, {
        showCaches: opts.showCaches === true,
        showOffsets: opts.showOffsets === true,
        showPositions: opts.showPositions === true,
        adaptive: opts.specialized === true,
        format: opts.format,
      });
    });

  program
    .command("compile")
    .description("like python -m py_compile: write each file's .pyc into __pycache__")
    .option("-q, --quiet", "suppress error output")
    .option("-o, --output <file.pyc>", "write the .pyc here instead of __pycache__ (one source file)")
    .argument("<file...>")
    .action(async (files: string[], opts: { quiet?: boolean; output?: string }) => {
      const { compileCommand } = await import("./commands/compile.js");
      process.exitCode = await compileCommand(files, { quiet: opts.quiet === true, ...(opts.output !== undefined ? { output: opts.output } : {}) });
    });

  program
    .command("run")
    .description("like python [option] ... [-c cmd | -m mod | file] [arg] ...: compile and run in the pyts VM (pyts run -h: the options)")
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument("[args...]")
    .action(async () => {
      // CPython's own command line, parsed as CPython parses it (commands/interpreterOptions.ts)
      const rest = argv.slice(argv.indexOf("run", 2) + 1);
      process.exitCode = await runCommandLine(rest);
    });

  await program.parseAsync(argv);
}

/** `pyts run …`: the interpreter's command line (options, then `-c`, `-m`, a file or `--`). */
async function runCommandLine(rest: string[]): Promise<number> {
  const { parseCommandLine } = await import("./commands/interpreterOptions.js");
  const { writeFd } = await import("./stdio.js");
  const { sysVersion } = await import("@pyts/vm");
  // `--command CODE`: pyts's own spelling of -c, kept
  const args = rest[0] === "--command" ? ["-c", ...rest.slice(1)] : rest;
  const parsed = parseCommandLine(args, process.env, process.cwd(), { short: `Python ${sysVersion().split(" ")[0]}`, long: `Python ${sysVersion()}` });
  if (parsed.kind === "exit") {
    if (parsed.stdout) writeFd(1, parsed.stdout);
    if (parsed.stderr) writeFd(2, parsed.stderr);
    return parsed.exitCode;
  }
  const { target, config } = parsed;
  if (target.kind === "none") {
    writeFd(2, "pyts run: a file, -c code or -m module is required\n");
    return 2;
  }
  // on a worker thread with a large stack (runThread.ts)
  const { runOnThread } = await import("./runThread.js");
  const executable = fileURLToPath(new URL("../bin/pyts.js", import.meta.url));
  const launch = { ...config, origArgv: ["pyts", "run", ...rest], executable };
  return runOnThread({ ...target, args: parsed.args, config: launch });
}
