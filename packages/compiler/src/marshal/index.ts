/** marshal (version 5) and .pyc files. */
export { loads, loadsCode, type LoadsOptions } from "./loads.js";
export { dumps, type DumpsOptions } from "./dumps.js";
export { readPyc, writePyc, type Pyc, type PycHeader } from "./pyc.js";
export { TYPE, FLAG_REF, type MarshalValue, type PyList, type PyDict, type PySet, type PyStopIteration } from "./types.js";
