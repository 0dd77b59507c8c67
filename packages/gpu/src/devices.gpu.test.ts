// PYTS_VISIBLE_DEVICES applied by the device registry on this machine's real adapters, and the
// behaviour with no Vulkan driver at all (a child process whose Vulkan loader finds no driver).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { listPhysicalAdapters } from "./adapters.js";
import { device, deviceCount, initDevice, resetDevices, visibleAdapters } from "./devices.js";
import { zeros } from "./ops/creation.js";
import { adapterInfo } from "./runtime.js";
import { skipGpu } from "./testing/helpers.js";
import { VISIBLE_DEVICES_ENV } from "./visible.js";

const saved = process.env[VISIBLE_DEVICES_ENV];

async function withEnv(value: string | undefined): Promise<void> {
  await resetDevices();
  if (value === undefined) delete process.env[VISIBLE_DEVICES_ENV];
  else process.env[VISIBLE_DEVICES_ENV] = value;
}

describe.skipIf(skipGpu)("PYTS_VISIBLE_DEVICES on the real adapters", () => {
  afterEach(() => withEnv(saved));
  afterAll(() => resetDevices());

  it("unset: every physical adapter, in order", async () => {
    await withEnv(undefined);
    const physical = await listPhysicalAdapters();
    expect(physical.length).toBeGreaterThanOrEqual(1);
    expect(await deviceCount()).toBe(physical.length);
    expect((await visibleAdapters()).map((a) => a.physicalIndex)).toEqual(physical.map((_, i) => i));
  });

  it('"0": physical 0 is gpu:0 and works', async () => {
    await withEnv("0");
    expect(await deviceCount()).toBe(1);
    await initDevice("gpu:0");
    expect(adapterInfo("gpu:0").physicalIndex).toBe(0);
    expect(await zeros([3], { device: "gpu:0" }).add(1).tolist()).toEqual([1, 1, 1]);
    await expect(initDevice("gpu:1")).rejects.toThrow(/gpu:1 is not visible/);
  });

  it('"": every adapter hidden, with a clear error', async () => {
    await withEnv("");
    expect(await deviceCount()).toBe(0);
    await expect(initDevice("gpu:0")).rejects.toThrow(/gpu:0 is not visible: PYTS_VISIBLE_DEVICES "" leaves 0 of \d+/);
    expect(() => zeros([1], { device: "gpu:0" })).toThrow(/not visible/);
  });

  it('"1" with one physical adapter: out of range, so the list stops there and nothing is visible', async () => {
    const physical = await listPhysicalAdapters();
    await withEnv(String(physical.length));
    expect(await deviceCount()).toBe(0);
    await expect(initDevice("gpu:0")).rejects.toThrow(/not visible/);
    await withEnv(`0,${physical.length}`);
    expect(await deviceCount()).toBe(1);
  });

  it("a device not opened yet holds no memory and has no work to wait for", async () => {
    const { memoryAllocated, memoryReserved, emptyCache } = await import("./memory.js");
    const { synchronize } = await import("./runtime.js");
    await resetDevices();
    expect(memoryAllocated("gpu:0")).toBe(0);
    expect(memoryReserved("gpu:0")).toBe(0);
    expect(emptyCache("gpu:0")).toBe(0);
    await synchronize("gpu:0");
    await synchronize();
  });

  it("device names parse like torch's", () => {
    expect(device("gpu").toString()).toBe("gpu:0");
    expect(device("gpu:3").index).toBe(3);
    expect(device("cpu")).toBe(device(" cpu "));
    expect(() => device("cuda:0")).toThrow(/invalid device/);
  });
});

describe("no Vulkan driver", () => {
  it("reports no devices and a clear error naming scripts/setup-vulkan.sh; the cpu device still works", async () => {
    const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url));
    const script = [
      `import * as g from ${JSON.stringify(fileURLToPath(new URL("./index.ts", import.meta.url)))};`,
      `const out: Record<string, unknown> = { count: await g.deviceCount() };`,
      `try { await g.initDevice("gpu:0"); out.opened = true; } catch (e) { out.error = (e as Error).message; }`,
      `try { g.zeros([2], { device: "gpu:0" }); } catch (e) { out.syncError = (e as Error).message; }`,
      `out.cpu = await g.tensor([1, 2]).add(1).tolist();`,
      `console.log(JSON.stringify(out));`,
    ].join("\n");
    const env: NodeJS.ProcessEnv = { ...process.env, VK_ICD_FILENAMES: "/nonexistent/icd.json", VK_DRIVER_FILES: "/nonexistent/icd.json" };
    delete env[VISIBLE_DEVICES_ENV];
    const dir = mkdtempSync(join(tmpdir(), "pyts-gpu-test-"));
    const file = join(dir, "no-driver.mts");
    writeFileSync(file, script);
    const { stdout } = await promisify(execFile)(tsx, [file], { env, timeout: 60_000 }).finally(() => rmSync(dir, { recursive: true }));
    const out = JSON.parse(stdout.trim().split("\n").pop()!) as Record<string, unknown>;
    expect(out.count).toBe(0);
    expect(out.opened).toBeUndefined();
    expect(out.error).toMatch(/No usable GPU adapter.*scripts\/setup-vulkan\.sh/);
    expect(out.syncError).toMatch(/setup-vulkan\.sh/);
    expect(out.cpu).toEqual([2, 3]);
  });
});
