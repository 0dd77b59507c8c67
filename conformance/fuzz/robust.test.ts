import fuzzer from "./robust.js";
import { reducedRunTest } from "./reduced.js";

reducedRunTest(fuzzer);
