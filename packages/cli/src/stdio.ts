/**
 * The process's standard streams written synchronously by file descriptor, the same from the main
 * thread and from the worker thread `pyts run` executes on (whose `process.stdout` would queue the
 * text for the main thread's event loop until the program ends: no prompt before `input()`).
 */
import { writeSync } from "node:fs";

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Writes all of `s` (UTF-8) to `fd`, waiting while a non-blocking pipe is full. */
export function writeFd(fd: number, s: string): void {
  let buf = Buffer.from(s, "utf8");
  while (buf.length > 0) {
    let n: number;
    try {
      n = writeSync(fd, buf);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EAGAIN") throw e;
      Atomics.wait(pause, 0, 0, 1);
      continue;
    }
    buf = buf.subarray(n);
  }
}
