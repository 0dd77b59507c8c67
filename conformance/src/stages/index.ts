/** Every conformance stage, in pipeline order. A later issue adds its stages here. */
import type { Stage } from "../stage.js";
import { astStages } from "./ast.js";
import { disStages } from "./dis.js";
import { runStages } from "./run.js";
import { tokenizeStages } from "./tokenize.js";

export const stages: readonly Stage[] = [...tokenizeStages, ...astStages, ...disStages, ...runStages];
