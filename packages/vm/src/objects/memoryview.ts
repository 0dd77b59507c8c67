/** memoryview (Objects/memoryobject.c): a typed, shaped view over an exporter's bytes. */
import { PyObject, newStaticType, keepConstructFast, type PyType } from "./object.js";

export const PyMemoryView_Type = newStaticType("memoryview", undefined, 0);

export class PyMemoryView extends PyObject {
  /** The exporting object (bytes, bytearray), or null once released. */
  declare obj: PyObject | null;
  /** The exporter's whole buffer; the view starts at `offset`. */
  declare buf: Uint8Array;
  declare offset: number;
  declare format: string;
  declare itemsize: number;
  declare shape: number[];
  declare strides: number[];
  declare readonly: boolean;
  declare released: boolean;
  constructor(type: PyType, obj: PyObject, buf: Uint8Array, readonly: boolean) {
    super(type);
    this.obj = obj;
    this.buf = buf;
    this.offset = 0;
    this.format = "B";
    this.itemsize = 1;
    this.shape = [buf.length];
    this.strides = [1];
    this.readonly = readonly;
    this.released = false;
  }
}

keepConstructFast(PyMemoryView);
