/**
 * The native `time` module (Modules/timemodule.c) as CPython 3.14 on Linux/glibc gives it: clocks
 * (time, monotonic, perf_counter, process_time, thread_time and their _ns forms), sleep, the
 * struct_time conversions (gmtime, localtime, mktime) with the host's time zone, strftime with
 * glibc's C-locale directives, asctime/ctime, and timezone/altzone/daylight/tzname.
 *
 * sleep() blocks the JS thread (Atomics.wait) through `blockingSleep`, one replaceable function:
 * the scheduler (ARCHITECTURE.md §4) will park the calling green thread there instead and let
 * the others run while it waits.
 */
import { PyObject, Py_INCREF } from "../objects/object.js";
import { pendingSignals } from "../objects/gcstate.js";
import { raisePendingSignal } from "./gc.js";
import { None } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newInt, newIntBig, isInt } from "../objects/int.js";
import { newFloat, isFloat, type PyFloat } from "../objects/float.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyExc_ValueError, PyExc_OverflowError, newException, typeError } from "../objects/exceptions.js";
import { PyNumber_Index, typeName } from "../abstract.js";
import { checkArgCount } from "../args.js";
import { newStructSeqType, newStructSeq, PyStructSeq } from "../types/structseq.js";
import { newNamespace } from "../types/namespace.js";

/** _PyArg_BadArgument's name of a wrong argument's type: None as "None". */
function badArgName(o: PyObject): string {
  return o === None ? "None" : typeName(o);
}

const StructTime_Type = newStructSeqType({
  name: "time.struct_time",
  fields: ["tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst", "tm_zone", "tm_gmtoff"],
  nSequence: 9,
  constructible: true,
});

/** Blocks the calling thread for `seconds` (the scheduler's hook: see the file comment). */
export let blockingSleep = (seconds: number): void => {
  const ms = seconds * 1000;
  if (ms <= 0) return;
  // waits on the pending-signal word: a SIGINT (packages/cli runThread.ts notifies it) ends the
  // sleep at once and raises KeyboardInterrupt, as the signal interrupts CPython's sleep
  const cell = pendingSignals.buffer instanceof SharedArrayBuffer ? pendingSignals : new Int32Array(new SharedArrayBuffer(4));
  const end = performance.now() + ms;
  for (let left = ms; left > 0; left = end - performance.now()) {
    if (pendingSignals[0] !== 0) raisePendingSignal();
    Atomics.wait(cell, 0, 0, Math.min(left, 2 ** 31 - 1));
  }
  if (pendingSignals[0] !== 0) raisePendingSignal();
};
export function setBlockingSleep(f: (seconds: number) => void): void {
  blockingSleep = f;
}

// ---- broken-down time ----

/** struct tm, with CPython's fields (year as is, mon 1-12, wday 0=Monday, yday 1-366). */
interface Tm {
  year: number;
  mon: number;
  mday: number;
  hour: number;
  min: number;
  sec: number;
  wday: number;
  yday: number;
  isdst: number;
  zone: string | null;
  gmtoff: number;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** The UTC broken-down time of `t` seconds since the epoch (gmtime_r). */
function brokenDown(t: number, gmtoff: number, isdst: number, zone: string | null): Tm {
  const local = t + gmtoff;
  const days = Math.floor(local / 86400);
  const secs = local - days * 86400;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const mday = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const mon = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (mon <= 2 ? 1 : 0);
  const yday = days - daysFromCivil(year, 1, 1) + 1;
  const wday = (((days + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday (3 with Monday 0)
  return { year, mon, mday, hour: Math.floor(secs / 3600), min: Math.floor((secs % 3600) / 60), sec: secs % 60, wday, yday, isdst, zone, gmtoff };
}

/** The host zone's offset east of UTC (seconds) at instant `t`, and whether DST is in effect. */
function zoneAt(t: number): { gmtoff: number; isdst: number; zone: string } {
  const ms = Math.max(-8.64e15, Math.min(8.64e15, t * 1000));
  const date = new Date(ms);
  const gmtoff = -date.getTimezoneOffset() * 60;
  const y = date.getFullYear();
  const jan = -new Date(y, 0, 1).getTimezoneOffset() * 60;
  const jul = -new Date(y, 6, 1).getTimezoneOffset() * 60;
  const isdst = jan !== jul && gmtoff === Math.max(jan, jul) ? 1 : 0;
  return { gmtoff, isdst, zone: zoneName(date) };
}

/** The zone's abbreviation at `date` as the tz database has it (ICU knows each under some English locale). */
function zoneName(date: Date): string {
  let fallback = "UTC";
  for (const locale of ZONE_LOCALES) {
    try {
      let f = formatters.get(locale);
      if (f === undefined) formatters.set(locale, (f = new Intl.DateTimeFormat(locale, { timeZoneName: "short" })));
      const part = f.formatToParts(date).find((p) => p.type === "timeZoneName");
      if (part === undefined) continue;
      if (!/^(GMT|UTC)[+-]/.test(part.value)) return part.value;
      if (locale === ZONE_LOCALES[0]) fallback = part.value;
    } catch {
      break;
    }
  }
  return fallback;
}
const formatters = new Map<string, Intl.DateTimeFormat>();
const ZONE_LOCALES = ["en-US", "en-GB", "en-IN", "en-AU", "en-NZ", "en-ZA", "en-SG", "en-IE"];

/** time.timezone/altzone/daylight/tzname from the offsets in January and July of this year. */
function zoneInfo(): { timezone: number; altzone: number; daylight: number; tzname: [string, string] } {
  const y = new Date().getFullYear();
  const jan = new Date(y, 0, 1);
  const jul = new Date(y, 6, 1);
  const janOff = -jan.getTimezoneOffset() * 60;
  const julOff = -jul.getTimezoneOffset() * 60;
  const [std, dst] = janOff <= julOff ? [jan, jul] : [jul, jan];
  const stdOff = Math.min(janOff, julOff);
  const dstOff = Math.max(janOff, julOff);
  return { timezone: -stdOff, altzone: -dstOff, daylight: janOff !== julOff ? 1 : 0, tzname: [zoneName(std), zoneName(dst)] };
}

function tmToStruct(tm: Tm): PyObject {
  return newStructSeq(StructTime_Type, [
    newInt(tm.year), newInt(tm.mon), newInt(tm.mday), newInt(tm.hour), newInt(tm.min), newInt(tm.sec),
    newInt(tm.wday), newInt(tm.yday), newInt(tm.isdst), tm.zone === null ? (Py_INCREF(None), None) : newStr(tm.zone), newInt(tm.gmtoff),
  ]);
}

// ---- argument conversions ----

const TIME_T_MAX = 2 ** 63;

/** A time_t argument (seconds, rounded toward minus infinity as _PyTime_ObjectToTime_t with ROUND_FLOOR). */
function timeT(o: PyObject): number {
  if (isFloat(o)) {
    const v = (o as PyFloat).value;
    if (Number.isNaN(v)) throw newException(PyExc_ValueError, "Invalid value NaN (not a number)");
    const f = Math.floor(v);
    if (!(f >= -TIME_T_MAX && f < TIME_T_MAX)) throw newException(PyExc_OverflowError, "timestamp out of range for platform time_t");
    return f;
  }
  const i = PyNumber_Index(o).value;
  const n = typeof i === "bigint" ? i : BigInt(i);
  if (n < -(2n ** 63n) || n >= 2n ** 63n) throw newException(PyExc_OverflowError, "timestamp out of range for platform time_t");
  return Number(n);
}

/** The optional seconds argument of gmtime/localtime/ctime: None or absent means now. */
function secondsArg(fname: string, args: PyObject[]): number {
  if (args.length > 1) typeError(`${fname}() takes at most 1 argument (${args.length} given)`);
  if (args.length === 0 || args[0] === None) return Math.floor(Date.now() / 1000);
  return timeT(args[0]!);
}

/** A struct tm is representable by glibc when its year fits a C int. */
function checkYear(tm: Tm): Tm {
  if (tm.year - 1900 > 2147483647 || tm.year - 1900 < -2147483648) throw newException(PyExc_OverflowError, "timestamp out of range for platform time_t");
  return tm;
}

/** gettmarg: a struct_time or a 9-tuple as a Tm (wday/yday as given, not yet checked). */
function tmArg(o: PyObject, fname: string): Tm {
  if (!isTuple(o)) typeError("Tuple or struct_time argument required");
  const items = (o as PyTuple).items;
  if (items.length !== 9) typeError(`${fname}(): illegal time tuple argument`);
  const v = items.map((x) => cInt(x));
  let zone: string | null = null;
  let gmtoff = 0;
  if (o.ob_type === StructTime_Type) {
    const h = (o as PyStructSeq).hidden;
    if (h[0] !== undefined && h[0] !== None && isStr(h[0])) zone = (h[0] as PyStr).value;
    if (h[1] !== undefined && h[1] !== None) gmtoff = cInt(h[1]);
  }
  return { year: v[0]!, mon: v[1]!, mday: v[2]!, hour: v[3]!, min: v[4]!, sec: v[5]!, wday: v[6]!, yday: v[7]!, isdst: v[8]!, zone, gmtoff };
}

function cInt(o: PyObject): number {
  const i = PyNumber_Index(o).value;
  const n = Number(i);
  if (n > 2147483647 || n < -2147483648) throw newException(PyExc_OverflowError, "Python int too large to convert to C int");
  return n;
}

/** checktm after gettmarg's conversion to C's fields; returns the normalised C-style tm (mon 0-11, wday 0=Sunday, yday 0-365). */
function checkTm(tm: Tm): Tm {
  const c = { ...tm, mon: tm.mon - 1, wday: (tm.wday + 1) % 7, yday: tm.yday - 1 };
  if (c.mon === -1) c.mon = 0;
  else if (c.mon < 0 || c.mon > 11) throw newException(PyExc_ValueError, "month out of range");
  if (c.mday === 0) c.mday = 1;
  else if (c.mday < 0 || c.mday > 31) throw newException(PyExc_ValueError, "day of month out of range");
  if (c.hour < 0 || c.hour > 23) throw newException(PyExc_ValueError, "hour out of range");
  if (c.min < 0 || c.min > 59) throw newException(PyExc_ValueError, "minute out of range");
  if (c.sec < 0 || c.sec > 61) throw newException(PyExc_ValueError, "seconds out of range");
  if (c.wday < 0) throw newException(PyExc_ValueError, "day of week out of range");
  if (c.yday === -1) c.yday = 0;
  else if (c.yday < 0 || c.yday > 365) throw newException(PyExc_ValueError, "day of year out of range");
  return c;
}

// ---- strftime (glibc, C locale) ----

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** ISO 8601 week-based year and week of a C tm (wday 0=Sunday, yday 0-based). */
function isoWeek(year: number, yday: number, wday: number): [number, number] {
  const isoWday = (wday + 6) % 7; // Monday 0
  let week = Math.floor((yday - isoWday + 10) / 7);
  let y = year;
  if (week < 1) {
    y = year - 1;
    const prevDays = isLeap(y) ? 366 : 365;
    week = Math.floor((yday + prevDays - isoWday + 10) / 7);
  } else if (week === 53) {
    const days = isLeap(year) ? 366 : 365;
    if (yday - isoWday + 3 >= days) {
      y = year + 1;
      week = 1;
    }
  }
  return [y, week];
}

/** strftime over a checked C-style tm (mon 0-11, wday 0=Sunday, yday 0-365). */
function strftime(fmt: string, c: Tm): string {
  let out = "";
  for (let i = 0; i < fmt.length; i++) {
    const ch = fmt[i]!;
    if (ch !== "%") {
      out += ch;
      continue;
    }
    const start = i;
    let flag = "";
    while (i + 1 < fmt.length && "_-0^#".includes(fmt[i + 1]!)) flag = fmt[++i]!;
    let width = "";
    while (i + 1 < fmt.length && fmt[i + 1]! >= "0" && fmt[i + 1]! <= "9") width += fmt[++i]!;
    if (i + 1 < fmt.length && (fmt[i + 1] === "E" || fmt[i + 1] === "O")) i++;
    if (i + 1 >= fmt.length) {
      out += fmt.slice(start);
      break;
    }
    const d = fmt[++i]!;
    const r = directive(d, c, flag, width);
    out += r ?? fmt.slice(start, i + 1);
  }
  return out;
}

function pad(n: number, w: number, flag: string, width: string, fill = "0"): string {
  const neg = n < 0;
  let s = String(Math.abs(n));
  const wd = width !== "" ? Number(width) : w;
  const f = flag === "_" ? " " : flag === "0" ? "0" : flag === "-" ? "" : fill;
  if (f !== "" && s.length < wd - (neg ? 1 : 0)) s = f.repeat(wd - (neg ? 1 : 0) - s.length) + s;
  return neg ? `-${s}` : s;
}

function text(s: string, flag: string, width: string): string {
  let r = flag === "^" ? s.toUpperCase() : flag === "#" ? (s === s.toUpperCase() ? s.toLowerCase() : s.toUpperCase()) : s;
  if (width !== "" && r.length < Number(width)) r = (flag === "0" ? "0" : " ").repeat(Number(width) - r.length) + r;
  return r;
}

function directive(d: string, c: Tm, flag: string, width: string): string | null {
  const hour12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
  switch (d) {
    case "a": return text(DAYS[c.wday]!.slice(0, 3), flag, width);
    case "A": return text(DAYS[c.wday]!, flag, width);
    case "b": case "h": return text(MONTHS[c.mon]!.slice(0, 3), flag, width);
    case "B": return text(MONTHS[c.mon]!, flag, width);
    case "c": return text(strftime("%a %b %e %H:%M:%S %Y", c), flag, width);
    case "C": return pad(Math.floor(c.year / 100), 2, flag, width);
    case "d": return pad(c.mday, 2, flag, width);
    case "D": return text(strftime("%m/%d/%y", c), flag, width);
    case "e": return pad(c.mday, 2, flag, width, " ");
    case "F": return text(strftime(`%${width !== "" ? Math.max(0, Number(width) - 6) : ""}Y-%m-%d`, c), flag, "");
    case "g": return pad(((isoWeek(c.year, c.yday, c.wday)[0] % 100) + 100) % 100, 2, flag, width);
    case "G": return pad(isoWeek(c.year, c.yday, c.wday)[0], 1, flag, width);
    case "H": return pad(c.hour, 2, flag, width);
    case "I": return pad(hour12, 2, flag, width);
    case "j": return pad(c.yday + 1, 3, flag, width);
    case "k": return pad(c.hour, 2, flag, width, " ");
    case "l": return pad(hour12, 2, flag, width, " ");
    case "m": return pad(c.mon + 1, 2, flag, width);
    case "M": return pad(c.min, 2, flag, width);
    case "n": return "\n";
    case "p": return text(c.hour < 12 ? (flag === "#" ? "am" : "AM") : flag === "#" ? "pm" : "PM", flag === "#" ? "" : flag, width);
    case "P": return text(c.hour < 12 ? "am" : "pm", flag, width);
    case "r": return text(strftime("%I:%M:%S %p", c), flag, width);
    case "R": return text(strftime("%H:%M", c), flag, width);
    case "s": return pad(mktimeSeconds(c), 1, flag, width);
    case "S": return pad(c.sec, 2, flag, width);
    case "t": return "\t";
    case "T": return text(strftime("%H:%M:%S", c), flag, width);
    case "u": return pad(c.wday === 0 ? 7 : c.wday, 1, flag, width);
    case "U": return pad(Math.floor((c.yday + 7 - c.wday) / 7), 2, flag, width);
    case "V": return pad(isoWeek(c.year, c.yday, c.wday)[1], 2, flag, width);
    case "w": return pad(c.wday, 1, flag, width);
    case "W": return pad(Math.floor((c.yday + 7 - ((c.wday + 6) % 7)) / 7), 2, flag, width);
    case "x": return text(strftime("%m/%d/%y", c), flag, width);
    case "X": return text(strftime("%H:%M:%S", c), flag, width);
    case "y": return pad(((c.year % 100) + 100) % 100, 2, flag, width);
    case "Y": return pad(c.year, 1, flag, width);
    case "z": {
      const off = c.gmtoff;
      const a = Math.abs(off);
      return `${off < 0 ? "-" : "+"}${pad(Math.floor(a / 3600) * 100 + Math.floor((a % 3600) / 60), 4, flag, width)}`;
    }
    case "Z": return text(c.zone ?? zoneInfo().tzname[c.isdst > 0 ? 1 : 0], flag, width);
    case "%": return "%";
  }
  return null;
}

/** mktime: a local broken-down time (C-style fields, normalised as mktime does) to seconds. */
function mktimeSeconds(c: Tm): number {
  const days = daysFromCivil(c.year + Math.floor(c.mon / 12), (((c.mon % 12) + 12) % 12) + 1, 1) + c.mday - 1;
  const asUtc = days * 86400 + c.hour * 3600 + c.min * 60 + c.sec;
  // the offset in effect at that local time: try the offset at the UTC reading, then correct once
  let off = zoneAt(asUtc).gmtoff;
  off = zoneAt(asUtc - off).gmtoff;
  return asUtc - off;
}

function asctime(c: Tm): string {
  return `${DAYS[c.wday]!.slice(0, 3)} ${MONTHS[c.mon]!.slice(0, 3)}${String(c.mday).padStart(3, " ")} ${pad(c.hour, 2, "", "")}:${pad(c.min, 2, "", "")}:${pad(c.sec, 2, "", "")} ${c.year}`;
}

/** A float or int number of seconds for sleep() and lock timeouts (_PyTime_FromSecondsObject). */
export function sleepSeconds(o: PyObject): number {
  if (isFloat(o)) {
    const v = (o as PyFloat).value;
    if (Number.isNaN(v)) throw newException(PyExc_ValueError, "Invalid value NaN (not a number)");
    if (Math.abs(v) >= 9223372036.854776) throw newException(PyExc_OverflowError, "timestamp out of range for C PyTime_t");
    return v;
  }
  if (!isInt(o) && o.ob_type.nb_index === null) {
    typeError(`'${typeName(o)}' object cannot be interpreted as an integer or float`);
  }
  const n = Number(PyNumber_Index(o).value);
  if (Math.abs(n) >= 9223372036.854776) throw newException(PyExc_OverflowError, "timestamp out of range for C PyTime_t");
  return n;
}

function nowNs(): bigint {
  return BigInt(Math.round(performance.timeOrigin * 1000)) * 1000n + process.hrtime.bigint() - hrAtOrigin;
}
const hrAtOrigin = process.hrtime.bigint() - BigInt(Math.round(performance.now() * 1e6));

function cpuNs(): bigint {
  const u = process.cpuUsage();
  return BigInt(u.user + u.system) * 1000n;
}

export function makeTime(): PyModule {
  const mod = newModule("time");
  const d = mod.dict!;
  const set = (name: string, v: PyObject) => dictSetItem(d, internStr(name), v);
  const def = (name: string, impl: MethodImpl) => set(name, newCFunction(name, impl, mod));
  const noArgs = (name: string, f: () => PyObject) => def(name, (_s, args) => (checkArgCount(`time.${name}`, args, 0, 0), f()));
  noArgs("time", () => newFloat(Number(nowNs()) / 1e9));
  noArgs("time_ns", () => newIntBig(nowNs()));
  for (const name of ["monotonic", "perf_counter"]) {
    noArgs(name, () => newFloat(Number(process.hrtime.bigint()) / 1e9));
    noArgs(`${name}_ns`, () => newIntBig(process.hrtime.bigint()));
  }
  for (const name of ["process_time", "thread_time"]) {
    noArgs(name, () => newFloat(Number(cpuNs()) / 1e9));
    noArgs(`${name}_ns`, () => newIntBig(cpuNs()));
  }
  def("sleep", (_s, args) => {
    checkArgCount("time.sleep", args, 1, 1);
    const secs = sleepSeconds(args[0]!);
    if (secs < 0) throw newException(PyExc_ValueError, "sleep length must be non-negative");
    blockingSleep(secs);
    return None;
  });
  def("gmtime", (_s, args) => tmToStruct(checkYear(brokenDown(secondsArg("gmtime", args), 0, 0, "GMT"))));
  def("localtime", (_s, args) => {
    const t = secondsArg("localtime", args);
    const z = zoneAt(t);
    return tmToStruct(checkYear(brokenDown(t, z.gmtoff, z.isdst, z.zone)));
  });
  def("mktime", (_s, args) => {
    checkArgCount("time.mktime", args, 1, 1);
    const tm = tmArg(args[0]!, "mktime");
    return newFloat(mktimeSeconds({ ...tm, mon: tm.mon - 1 }));
  });
  def("strftime", (_s, args, kw) => {
    if (kw !== null && kw.length) typeError("strftime() takes no keyword arguments");
    if (args.length < 1) typeError(`strftime() takes at least 1 argument (${args.length} given)`);
    if (args.length > 2) typeError(`strftime() takes at most 2 arguments (${args.length} given)`);
    const fmt = args[0]!;
    if (!isStr(fmt)) typeError(`strftime() argument 1 must be str, not ${badArgName(fmt)}`);
    let c: Tm;
    if (args.length === 2) {
      c = checkTm(tmArg(args[1]!, "strftime"));
    } else {
      const t = Math.floor(Date.now() / 1000);
      const z = zoneAt(t);
      const tm = brokenDown(t, z.gmtoff, z.isdst, z.zone);
      c = { ...tm, mon: tm.mon - 1, wday: (tm.wday + 1) % 7, yday: tm.yday - 1 };
    }
    if (c.isdst < -1) c.isdst = -1;
    else if (c.isdst > 1) c.isdst = 1;
    return newStr(strftime((fmt as PyStr).value, c));
  });
  def("asctime", (_s, args) => {
    checkArgCount("asctime", args, 0, 1);
    let c: Tm;
    if (args.length === 1) c = checkTm(tmArg(args[0]!, "asctime"));
    else {
      const t = Math.floor(Date.now() / 1000);
      const z = zoneAt(t);
      const tm = brokenDown(t, z.gmtoff, z.isdst, z.zone);
      c = { ...tm, mon: tm.mon - 1, wday: (tm.wday + 1) % 7, yday: tm.yday - 1 };
    }
    return newStr(asctime(c));
  });
  def("ctime", (_s, args) => {
    const t = secondsArg("ctime", args);
    const z = zoneAt(t);
    const tm = checkYear(brokenDown(t, z.gmtoff, z.isdst, z.zone));
    return newStr(asctime({ ...tm, mon: tm.mon - 1, wday: (tm.wday + 1) % 7, yday: tm.yday - 1 }));
  });
  def("get_clock_info", (_s, args) => {
    if (args.length !== 1) typeError(`get_clock_info() takes exactly 1 argument (${args.length} given)`);
    const n = args[0]!;
    if (!isStr(n)) typeError(`get_clock_info() argument 1 must be str, not ${badArgName(n)}`);
    const info: Record<string, [string, boolean, boolean, number]> = {
      time: ["clock_gettime(CLOCK_REALTIME)", false, true, 1e-9],
      monotonic: ["clock_gettime(CLOCK_MONOTONIC)", true, false, 1e-9],
      perf_counter: ["clock_gettime(CLOCK_MONOTONIC)", true, false, 1e-9],
      process_time: ["clock_gettime(CLOCK_PROCESS_CPUTIME_ID)", true, false, 1e-9],
      thread_time: ["clock_gettime(CLOCK_THREAD_CPUTIME_ID)", true, false, 1e-9],
    };
    const v = info[(n as PyStr).value];
    if (v === undefined) throw newException(PyExc_ValueError, "unknown clock");
    return newNamespace([
      ["implementation", newStr(v[0])],
      ["monotonic", v[1] ? True : False],
      ["adjustable", v[2] ? True : False],
      ["resolution", newFloat(v[3])],
    ]);
  });
  def("tzset", (_s, args, kw) => {
    // METH_NOARGS
    if (kw !== null && kw.length > 0) typeError("time.tzset() takes no keyword arguments");
    if (args.length !== 0) typeError(`time.tzset() takes no arguments (${args.length} given)`);
    return None;
  });
  const z = zoneInfo();
  set("timezone", newInt(z.timezone));
  set("altzone", newInt(z.altzone));
  set("daylight", newInt(z.daylight));
  set("tzname", newTuple([newStr(z.tzname[0]), newStr(z.tzname[1])]));
  Py_INCREF(StructTime_Type);
  set("struct_time", StructTime_Type);
  return mod;
}

