#!/usr/bin/env node
/** The `pyts` executable. */
import { main } from "./program.js";

await main();
