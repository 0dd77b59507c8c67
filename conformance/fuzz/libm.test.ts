import fuzzer from "./libm.js";
import { reducedRunTest } from "./reduced.js";

reducedRunTest(fuzzer);
