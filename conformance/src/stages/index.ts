/** Every conformance stage, in pipeline order. A later issue adds its stages here. */
import type { Stage } from "../harness/stage.js";
import { astStages } from "./parser/ast.js";
import { disStages } from "./compiler/dis.js";
import { runStages, stdlibStages } from "./vm/run.js";
import { tokenizeStages } from "./lexer/tokenize.js";
import { libtestStage } from "./libtest/libtest.js";

export const stages: readonly Stage[] = [...tokenizeStages, ...astStages, ...disStages, ...runStages, ...stdlibStages, libtestStage];
