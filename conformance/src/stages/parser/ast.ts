/**
 * Stages `ast -a` (and `ast -O 1`, `ast -m eval`): `pyts ast …` against `python -m ast …`
 * (`ast.main`). On a SyntaxError CPython prints a whole traceback whose first frames are inside
 * runpy and ast.py; pyts prints the part from the source file's `  File "…"` line on (the line, the
 * carets, the message), and that is what is compared: the mask drops the CPython-internal frames.
 */
import { astToText, type AstOptions } from "../../../../packages/cli/src/commands/ast.js";
import { casesCorpus, stdlibCorpus, type CorpusFile } from "../../harness/corpus.js";
import { fromFileFrame, pyArgs, type Stage } from "../../harness/stage.js";

const defaults: AstOptions = { mode: "exec", includeAttributes: false, indent: 3, showEmpty: false, optimize: -1, typeComments: true };


function astStage(name: string, args: string[], opts: Partial<AstOptions>, corpus: () => CorpusFile[], minFiles: number): Stage {
  const options = { ...defaults, ...opts };
  return {
    name,
    corpus,
    minFiles,
    oracle: (oracle, file) => oracle.capture(`import ast\nast.main(${pyArgs([...args, file.path])})`),
    maskExpected: (out, file) => ({ ...out, stderr: fromFileFrame(out.stderr, file) }),
    pyts: (file) => astToText(file.path, file.bytes, options),
  };
}

export const astStages: readonly Stage[] = [
  astStage("ast -a", ["-a"], { includeAttributes: true }, () => [...stdlibCorpus(), ...casesCorpus("syntax")], 1100),
  astStage("ast -O 1", ["-O", "1"], { optimize: 1 }, () => stdlibCorpus(), 559),
  astStage("ast -m eval", ["-m", "eval", "-a"], { mode: "eval", includeAttributes: true }, () => casesCorpus("eval"), 30),
];
