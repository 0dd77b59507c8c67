/** The native `time` module (Modules/timemodule.c). */
import { PyModule, newModule } from "../objects/module.js";

export function makeTime(): PyModule {
  return newModule("time");
}
