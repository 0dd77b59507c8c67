import fuzzer from "./builtins.js";
import { reducedRunTest } from "./reduced.js";

reducedRunTest(fuzzer);
