import fuzzer from "./re.js";
import { reducedRunTest } from "./reduced.js";

reducedRunTest(fuzzer);
