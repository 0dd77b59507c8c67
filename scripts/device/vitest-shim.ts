/**
 * A minimal stand-in for the parts of vitest's API that packages/gpu's tests use, so that those
 * same test files can run on a machine with only `node` (the H200 device machine has no network
 * and no node_modules): describe/it/hooks/skipIf/each and an `expect` with the matchers used.
 * Bundled by scripts/device/build.sh; never used by `pnpm test`.
 */
import { isDeepStrictEqual } from "node:util";

type Fn = () => unknown;
interface Test { name: string; fn: Fn; skip: boolean }
interface Suite {
  name: string;
  skip: boolean;
  /** Tests and nested suites, in declaration order (vitest runs them in that order). */
  items: (Test | Suite)[];
  beforeAll: Fn[];
  afterAll: Fn[];
  beforeEach: Fn[];
  afterEach: Fn[];
}

const newSuite = (name: string, skip: boolean): Suite => ({ name, skip, items: [], beforeAll: [], afterAll: [], beforeEach: [], afterEach: [] });
export const root: Suite = newSuite("", false);
let current = root;

function describeImpl(skip: boolean) {
  return (name: string, fn: Fn) => {
    const s = newSuite(name, skip || current.skip);
    current.items.push(s);
    const parent = current;
    current = s;
    try {
      fn();
    } finally {
      current = parent;
    }
  };
}
type Describe = ReturnType<typeof describeImpl> & { skip: ReturnType<typeof describeImpl>; skipIf(c: boolean): ReturnType<typeof describeImpl> };
export const describe = Object.assign(describeImpl(false), {
  skip: describeImpl(true),
  skipIf: (c: boolean) => describeImpl(c),
}) as Describe;

function itImpl(skip: boolean) {
  return (name: string, a?: unknown, b?: unknown) => {
    const fn = (typeof a === "function" ? a : b) as Fn;
    current.items.push({ name, fn, skip: skip || current.skip });
  };
}
function format(name: string, row: unknown, i: number): string {
  const args = Array.isArray(row) ? row : [row];
  let k = 0;
  return name
    .replace(/%[sdifjo#%]/g, (m) => (m === "%%" ? "%" : m === "%#" ? String(i) : String(args[k++])))
    .replace(/\$([A-Za-z_]\w*)/g, (m, key: string) => (row && typeof row === "object" && key in row ? String((row as Record<string, unknown>)[key]) : m));
}
export const it = Object.assign(itImpl(false), {
  skip: itImpl(true),
  skipIf: (c: boolean) => itImpl(c),
  each:
    (rows: readonly unknown[]) =>
    (name: string, fn: (...args: unknown[]) => unknown) =>
      rows.forEach((row, i) => current.items.push({ name: format(name, row, i), fn: () => (Array.isArray(row) ? fn(...row) : fn(row)), skip: current.skip })),
});
export const test = it;
export const beforeAll = (fn: Fn) => current.beforeAll.push(fn);
export const afterAll = (fn: Fn) => current.afterAll.push(fn);
export const beforeEach = (fn: Fn) => current.beforeEach.push(fn);
export const afterEach = (fn: Fn) => current.afterEach.push(fn);

class AssertionError extends Error {}

function isSubset(actual: unknown, expected: unknown): boolean {
  if (expected && typeof expected === "object" && !Array.isArray(expected)) {
    if (!actual || typeof actual !== "object") return false;
    return Object.entries(expected).every(([k, v]) => isSubset((actual as Record<string, unknown>)[k], v));
  }
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((v, i) => isSubset(actual[i], v));
  return equals(actual, expected);
}
function equals(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Object.is(a, b) || a === b;
  return isDeepStrictEqual(a, b) || isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));
}
function matchesError(e: unknown, expected?: RegExp | string): boolean {
  const msg = e instanceof Error ? e.message : String(e);
  return expected === undefined || (typeof expected === "string" ? msg.includes(expected) : expected.test(msg));
}
const show = (v: unknown) => {
  try {
    return JSON.stringify(v, (_k, x: unknown) => (typeof x === "bigint" ? `${x}n` : x))?.slice(0, 300) ?? String(v);
  } catch {
    return String(v);
  }
};

function matchers(actual: unknown, negate: boolean) {
  const check = (ok: boolean, what: string) => {
    if (ok === negate) throw new AssertionError(`expected ${show(actual)} ${negate ? "not " : ""}${what}`);
  };
  const num = actual as number;
  return {
    toBe: (e: unknown) => check(Object.is(actual, e), `to be ${show(e)}`),
    toEqual: (e: unknown) => check(equals(actual, e), `to equal ${show(e)}`),
    toStrictEqual: (e: unknown) => check(isDeepStrictEqual(actual, e), `to strictly equal ${show(e)}`),
    toBeCloseTo: (e: number, digits = 2) => check(Math.abs(num - e) < 10 ** -digits / 2, `to be close to ${e}`),
    toBeGreaterThan: (e: number) => check(num > e, `to be > ${e}`),
    toBeGreaterThanOrEqual: (e: number) => check(num >= e, `to be >= ${e}`),
    toBeLessThan: (e: number) => check(num < e, `to be < ${e}`),
    toBeLessThanOrEqual: (e: number) => check(num <= e, `to be <= ${e}`),
    toBeUndefined: () => check(actual === undefined, "to be undefined"),
    toBeDefined: () => check(actual !== undefined, "to be defined"),
    toBeTruthy: () => check(Boolean(actual), "to be truthy"),
    toBeFalsy: () => check(!actual, "to be falsy"),
    toHaveLength: (n: number) => check((actual as { length: number }).length === n, `to have length ${n}`),
    toMatch: (e: RegExp | string) => check(typeof e === "string" ? String(actual).includes(e) : e.test(String(actual)), `to match ${e}`),
    toMatchObject: (e: unknown) => check(isSubset(actual, e), `to match object ${show(e)}`),
    toContain: (e: unknown) => check((actual as unknown[]).includes(e), `to contain ${show(e)}`),
    toThrow: (e?: RegExp | string) => {
      let threw = false;
      let err: unknown;
      try {
        (actual as () => unknown)();
      } catch (x) {
        threw = true;
        err = x;
      }
      check(threw && matchesError(err, e), `to throw ${e ?? ""} (got ${threw ? String(err) : "no error"})`);
    },
  };
}
type Matchers = ReturnType<typeof matchers>;
type AsyncMatchers = { [K in keyof Matchers]: (...a: Parameters<Matchers[K]>) => Promise<void> };

export function expect(actual: unknown) {
  return Object.assign(matchers(actual, false), {
    not: matchers(actual, true),
    rejects: {
      toThrow: async (e?: RegExp | string) => {
        try {
          await actual;
        } catch (x) {
          if (!matchesError(x, e)) throw new AssertionError(`expected rejection matching ${e}, got ${String(x)}`);
          return;
        }
        throw new AssertionError(`expected a rejection matching ${e ?? "anything"}, got a value`);
      },
    },
    resolves: new Proxy({} as AsyncMatchers, {
      get: (_t, k: string) => async (...a: unknown[]) => (matchers(await actual, false) as unknown as Record<string, (...x: unknown[]) => void>)[k]!(...a),
    }),
  });
}

/** Runs every registered suite in order; returns [passed, failed, skipped]. */
export async function runAll(log: (line: string) => void): Promise<[number, number, number]> {
  let passed = 0, failed = 0, skipped = 0;
  const run = async (s: Suite, path: string[], eaches: { before: Fn[]; after: Fn[] }) => {
    const here = s.name ? [...path, s.name] : path;
    const before = [...eaches.before, ...s.beforeEach];
    const after = [...s.afterEach, ...eaches.after];
    const active = !s.skip;
    try {
      if (active) for (const h of s.beforeAll) await h();
      for (const t of s.items) {
        if ("items" in t) {
          await run(t, here, { before, after });
          continue;
        }
        const name = [...here, t.name].join(" > ");
        if (t.skip) {
          skipped++;
          continue;
        }
        const t0 = performance.now();
        try {
          for (const h of before) await h();
          await t.fn();
          for (const h of after) await h();
          passed++;
          log(`  ✓ ${name} (${Math.round(performance.now() - t0)} ms)`);
        } catch (e) {
          failed++;
          log(`  ✗ ${name}\n      ${e instanceof Error ? (e.stack ?? e.message).split("\n").slice(0, 6).join("\n      ") : String(e)}`);
        }
      }
      if (active) for (const h of s.afterAll) await h();
    } catch (e) {
      failed++;
      log(`  ✗ ${here.join(" > ")} (hook)\n      ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  await run(root, [], { before: [], after: [] });
  return [passed, failed, skipped];
}
