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
 */
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--no-omit-default-ctors");
