import fuzzer from "./methods.js";
import { reducedRunTest } from "./reduced.js";

reducedRunTest(fuzzer);
