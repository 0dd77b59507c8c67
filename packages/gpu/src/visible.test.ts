// PYTS_VISIBLE_DEVICES as a pure function (CUDA_VISIBLE_DEVICES rules), and the parser of
// dawn.node's adapter list.
import { describe, expect, it } from "vitest";
import { parseAdapterList } from "./adapters.js";
import { parseVisibleDevices } from "./visible.js";

describe("parseVisibleDevices", () => {
  it.each<[string | undefined, number, number[]]>([
    [undefined, 0, []],
    [undefined, 3, [0, 1, 2]],
    ["", 3, []],
    ["  ", 3, []],
    ["0", 1, [0]],
    ["1", 1, []],
    ["1,3", 4, [1, 3]],
    ["3,1", 4, [3, 1]],
    [" 2 , 0 ", 4, [2, 0]],
    ["0,x,1", 4, [0]],
    ["1,5,2", 4, [1]],
    ["1,1,2", 4, [1]],
    ["-1,0", 4, []],
    ["1.0", 4, []],
    ["GPU-8d2c,0", 4, []],
    ["0,", 4, [0]],
    [",0", 4, []],
    ["2,1,0", 3, [2, 1, 0]],
  ])("%j with %i adapters → %j", (value, count, want) => {
    expect(parseVisibleDevices(value, count)).toEqual(want);
  });
});

describe("parseAdapterList", () => {
  const msg = [
    "no suitable backends found",
    "Available adapters:",
    " * backend: 'vulkan', name: 'NVIDIA H200'",
    " * backend: 'opengles', name: 'NVIDIA H200'",
    " * backend: 'vulkan', name: 'llvmpipe (LLVM 15.0.6, 256 bits)'",
    " * backend: 'null', name: 'Null backend'",
  ].join("\n");
  it("keeps the preferred backend's adapters in order", () => {
    expect(parseAdapterList(msg)).toEqual([
      { backend: "vulkan", name: "NVIDIA H200" },
      { backend: "vulkan", name: "llvmpipe (LLVM 15.0.6, 256 bits)" },
    ]);
  });
  it("puts software adapters after hardware ones, keeping Dawn's order within each group", () => {
    const m = [
      " * backend: 'vulkan', name: 'llvmpipe (LLVM 15.0.6, 256 bits)'",
      " * backend: 'vulkan', name: 'NVIDIA H200'",
      " * backend: 'vulkan', name: 'SwiftShader Device (Subzero)'",
      " * backend: 'vulkan', name: 'AMD Radeon RX 7900'",
    ].join("\n");
    expect(parseAdapterList(m).map((a) => a.name)).toEqual([
      "NVIDIA H200",
      "AMD Radeon RX 7900",
      "llvmpipe (LLVM 15.0.6, 256 bits)",
      "SwiftShader Device (Subzero)",
    ]);
  });
  it("falls back to other backends, never the null one; an empty list is empty", () => {
    expect(parseAdapterList("x\n * backend: 'opengles', name: 'A'\n * backend: 'null', name: 'N'")).toEqual([{ backend: "opengles", name: "A" }]);
    expect(parseAdapterList("no suitable backends found\nAvailable adapters:")).toEqual([]);
  });
});
