/**
 * V8 settings the object model's speed depends on, applied before any class constructor runs
 * (object.ts imports this module first).
 *
 * `--no-omit-default-ctors`: with V8 11's default, `super(type)` in a derived class compiles to
 * FindNonDefaultConstructorOrConstruct, which TurboFan does not see through: every allocation
 * of a PyObject subclass inside a large optimized function (the eval loop) becomes a generic
 * construct call, and PyObject's constructor then stores the header into objects of every class
 * (a megamorphic store). As a plain construct call V8 inlines the base constructor and allocates
 * inline, with the object's shape known. An empty `for i in range(n)` loop runs 2× faster.
 * The flag only changes how bytecode is generated for functions compiled after this point.
 *
 * `--max-valid-polymorphic-map-count=16` (V8's default is 4): a property access that has seen
 * more hidden classes than this goes megamorphic, and TurboFan then compiles it as a call into
 * V8's generic lookup stub. The eval loop's header accesses (`ob_refcnt`, `ob_type` of whatever is
 * on the value stack) see ints, floats, strs, tuples, lists, dicts, functions, instances… — more
 * than four classes, fewer than sixteen at most sites; as polymorphic accesses TurboFan checks the
 * object's map against the list and loads the field at its one offset inline. Measured (steady
 * state, best of 3×5 runs, default → 16): fannkuch 0.734 → 0.609 s, nqueens 0.433 → 0.369,
 * wordcount 0.422 → 0.370, oop 0.566 → 0.522, spectralnorm 0.476 → 0.440, mandelbrot 0.492 →
 * 0.465, richards and nbody unchanged. The flag is read when an inline cache is updated, so it
 * holds for everything that runs after this module.
 *
 * `--max-optimized-bytecode-size=262144` (V8's default is 60 KB): a function whose bytecode is
 * larger is never optimised and runs in the baseline tier for good. The JIT's generated functions
 * (eval/jit/) pass that size for large hot code objects — nbody's `advance` ran 5× slower (1.25 s
 * instead of 0.25 s) when a change to BINARY_OP's template grew it past the limit. The JIT keeps
 * code objects over 3,000 code units to the eval loop, which bounds what this admits.
 */
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--no-omit-default-ctors");
setFlagsFromString("--max-valid-polymorphic-map-count=16");
setFlagsFromString("--max-optimized-bytecode-size=262144");
