/** Stages `tokenize` and `tokenize -e`: `pyts tokenize [-e] file` against `python -m tokenize [-e] file`. */
import { tokenizeToText } from "../../../../packages/cli/src/commands/tokenize.js";
import { casesCorpus, stdlibCorpus } from "../../harness/corpus.js";
import { pyArgs, type Stage } from "../../harness/stage.js";

function tokenizeStage(exact: boolean): Stage {
  return {
    name: exact ? "tokenize -e" : "tokenize",
    corpus: () => [...stdlibCorpus(), ...casesCorpus("tokenize")],
    minFiles: 650,
    oracle: (oracle, file) =>
      oracle.capture(`import tokenize\ntokenize._main(${pyArgs(exact ? ["-e", file.path] : [file.path])})`),
    pyts: (file) => tokenizeToText(file.path, file.bytes, exact),
  };
}

export const tokenizeStages: readonly Stage[] = [tokenizeStage(false), tokenizeStage(true)];
