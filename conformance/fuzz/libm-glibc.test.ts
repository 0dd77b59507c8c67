import fuzzer from "./libm-glibc.js";
import { reducedRunTest } from "./reduced.js";

reducedRunTest(fuzzer);
