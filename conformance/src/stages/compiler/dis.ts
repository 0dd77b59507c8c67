/**
 * Stage `dis`: `pyts dis file.py` against `python -m dis file.py` (`dis.main`): the whole
 * compiler (parse → symtable → codegen → CFG → assembler) and the disassembler, every nested
 * code object included. Code-object addresses (`at 0x…`) are masked; nothing else is.
 * A SyntaxError is compared from the file's own `  File "…"` frame on, as in the ast stages.
 */
import { disToText, type DisOptions } from "../../../../packages/cli/src/commands/dis.js";
import { stdlibCorpus, type CorpusFile } from "../../harness/corpus.js";
import { fromFileFrame, pyArgs, type Stage } from "../../harness/stage.js";

const maskAddresses = (text: string) => text.replace(/ at 0x[0-9a-f]+/g, " at 0x…");


function disStage(name: string, flags: string[], opts: DisOptions, corpus: () => CorpusFile[], minFiles: number): Stage {
  return {
    name,
    corpus,
    minFiles,
    oracle: (oracle, file) => oracle.capture(`import dis\ndis.main(${pyArgs([...flags, file.path])})`),
    maskExpected: (out, file) => ({ ...out, stderr: fromFileFrame(out.stderr, file) }),
    pyts: (file) => disToText(file.path, file.bytes, opts),
    normalize: maskAddresses,
  };
}

const plain: DisOptions = { showCaches: false, showOffsets: false, showPositions: false, adaptive: false };
const all: DisOptions = { showCaches: true, showOffsets: true, showPositions: true, adaptive: true };

export const disStages: readonly Stage[] = [
  disStage("dis", [], plain, () => stdlibCorpus(), 559),
  // Every 4th stdlib file with every option: caches, offsets, positions, specialized (unquickened) forms.
  disStage("dis -C -O -P -S", ["-C", "-O", "-P", "-S"], all, () => stdlibCorpus().filter((_, i) => i % 4 === 0), 140),
];
