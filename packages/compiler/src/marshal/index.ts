/** marshal (version 5) and .pyc files. */
export { loads, loadsCode } from "./loads.js";
export { dumps } from "./dumps.js";
export { readPyc, writePyc, type Pyc, type PycHeader } from "./pyc.js";
export { TYPE, FLAG_REF, type MarshalValue, type PyList, type PyDict, type PySet, type PyStopIteration } from "./types.js";
