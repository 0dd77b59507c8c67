/**
 * Errors shaped like Python exceptions: the Python type name (`ValueError`, `EOFError`, …) and the
 * message CPython gives, so a caller (the VM, the CLI) can raise or print exactly what CPython would.
 */
export class PythonException extends Error {
  constructor(
    /** The Python exception type, e.g. "ValueError". */
    readonly pyType: string,
    message: string,
  ) {
    super(message);
    this.name = pyType;
  }

  /** As the last line of a traceback prints it: `ValueError: bad marshal data (unknown type code)`. */
  override toString(): string {
    return this.message ? `${this.pyType}: ${this.message}` : this.pyType;
  }
}
