/** The `pyts` executable. */
import { main } from "./program.js";

await main();
