import fuzzer from "./format.js";
import { reducedRunTest } from "./reduced.js";

reducedRunTest(fuzzer);
