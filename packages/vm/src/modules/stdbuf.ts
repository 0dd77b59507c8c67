/**
 * The buffering of the standard streams, as CPython sets it up (create_stdio): sys.stdout is
 * line-buffered on a terminal and block-buffered otherwise (a pipe, a file, a test capturing it:
 * written out when 128 KiB have gathered, at flush() and at exit); sys.stderr is line-buffered;
 * with PYTHONUNBUFFERED both write through. So `pyts run x.py 2>&1 | cat` interleaves the two as
 * CPython does: a traceback comes before stdout's buffered text.
 */
import type { BuiltinsIO } from "./builtins.js";
import { osErrorFromNode } from "./oserror.js";
import { PyBaseExceptionObject } from "../objects/exceptions.js";

/** A write to the host's stream; what fails (EPIPE: a closed pipe) raises the OSError CPython would. */
function hostWrite(write: (s: string) => void, s: string): void {
  try {
    write(s);
  } catch (e) {
    if (e instanceof PyBaseExceptionObject) throw e;
    osErrorFromNode(e, null);
  }
}

export type StreamBuffering = "line" | "block" | "unbuffered";

/** TextIOWrapper's chunk: text written is handed to the binary buffer once this many bytes are pending. */
const CHUNK_SIZE = 8192;
/** The BufferedWriter's size over a pipe or file (3.14's io.DEFAULT_BUFFER_SIZE, 128 KiB). */
const BUFFER_SIZE = 131072;

const utf8Length = (s: string) => Buffer.byteLength(s, "utf8");

export interface BufferedStdIO extends BuiltinsIO {
  flush(fd: number): void;
  buffering(fd: number): StreamBuffering;
}

export function bufferedStdIO(raw: BuiltinsIO, stdoutBuffering: StreamBuffering, unbuffered: boolean): BufferedStdIO {
  const stderrBuffering: StreamBuffering = unbuffered ? "unbuffered" : "line";
  const out = (s: string) => hostWrite(raw.writeStdout, s);
  const err = (s: string) => hostWrite(raw.writeStderr, s);
  const streams = [newStream(out), newStream(err)];
  const io: BufferedStdIO = {
    buffering: (fd) => (fd === 2 ? stderrBuffering : stdoutBuffering),
    writeStdout(s) {
      if (stdoutBuffering === "unbuffered") out(s);
      else streams[0]!.write(s, stdoutBuffering === "line");
    },
    writeStderr(s) {
      if (stderrBuffering === "unbuffered") err(s);
      else streams[1]!.write(s, true);
    },
    flush(fd) {
      if (fd === 1 || fd === 2) streams[fd - 1]!.flush();
    },
  };
  if (raw.readLine) io.readLine = raw.readLine;
  return io;
}

/**
 * One buffered text stream: TextIOWrapper's pending text over a BufferedWriter
 * (Modules/_io/textio.c _io_TextIOWrapper_write_impl, bufferedio.c _io__Buffered_write_impl).
 */
function newStream(rawWrite: (s: string) => void) {
  let pending = "";
  let pendingBytes = 0;
  let buffer = "";
  let bufferBytes = 0;
  const toBuffer = () => {
    const s = pending, n = pendingBytes;
    pending = "";
    pendingBytes = 0;
    if (n <= BUFFER_SIZE - bufferBytes) {
      buffer += s;
      bufferBytes += n;
      return;
    }
    // it does not fit: what is buffered goes out first (kept if that fails; the new text is lost,
    // as the TextIOWrapper hands its pending bytes over before the write), then data beyond one
    // buffer's size directly
    if (buffer !== "") rawWrite(buffer);
    buffer = "";
    bufferBytes = 0;
    if (n > BUFFER_SIZE) rawWrite(s);
    else {
      buffer = s;
      bufferBytes = n;
    }
  };
  const flush = () => {
    if (pending !== "") toBuffer();
    if (buffer !== "") {
      rawWrite(buffer);
      buffer = "";
      bufferBytes = 0;
    }
  };
  return {
    write(s: string, lineBuffering: boolean) {
      pending += s;
      pendingBytes += utf8Length(s);
      if (lineBuffering && /[\n\r]/.test(s)) flush();
      else if (pendingBytes >= CHUNK_SIZE) toBuffer();
    },
    flush,
  };
}
