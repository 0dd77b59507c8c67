#!/usr/bin/env node
// The `pyts` executable: a fixed file (so package managers can link it before the first build)
// that runs the bundled CLI.
import "../dist/main.js";
