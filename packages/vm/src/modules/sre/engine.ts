/**
 * The SRE matcher (Modules/_sre/sre_lib.h): SRE(match) as an explicit machine of contexts, one per
 * DO_JUMP, resumed by their jump code when the callee returns, never by JS recursion; the marks
 * saved on a data stack as MARK_PUSH/MARK_POP do; SRE(count) for single-character repeats; and
 * SRE(search) with the INFO block's literal prefix and charset fast paths.
 *
 * Positions are indexes into the subject's code units (bytes, or the code points of a str); -1
 * stands for C's NULL mark.
 */
import * as C from "./constants.js";
import { inCharset, category, atCode, type Chars } from "./chars.js";
import { lowerAscii, lowerUnicode, lowerLocale, charLocIgnore } from "./casefold.js";
// local bindings: the dispatch compares against constants, not module namespace lookups
const { AT_BEGINNING, AT_BEGINNING_STRING, OP_ANY, OP_ANY_ALL, OP_ASSERT, OP_ASSERT_NOT, OP_AT, OP_ATOMIC_GROUP, OP_BRANCH, OP_CATEGORY, OP_FAILURE, OP_GROUPREF, OP_GROUPREF_EXISTS, OP_GROUPREF_IGNORE, OP_GROUPREF_LOC_IGNORE, OP_GROUPREF_UNI_IGNORE, OP_IN, OP_INFO, OP_IN_IGNORE, OP_IN_LOC_IGNORE, OP_IN_UNI_IGNORE, OP_JUMP, OP_LITERAL, OP_LITERAL_IGNORE, OP_LITERAL_LOC_IGNORE, OP_LITERAL_UNI_IGNORE, OP_MARK, OP_MAX_UNTIL, OP_MIN_REPEAT_ONE, OP_MIN_UNTIL, OP_NOT_LITERAL, OP_NOT_LITERAL_IGNORE, OP_NOT_LITERAL_LOC_IGNORE, OP_NOT_LITERAL_UNI_IGNORE, OP_POSSESSIVE_REPEAT, OP_POSSESSIVE_REPEAT_ONE, OP_REPEAT, OP_REPEAT_ONE, OP_SUCCESS, SRE_INFO_CHARSET, SRE_INFO_LITERAL, SRE_INFO_PREFIX, SRE_MAXREPEAT } = C;


/** SRE_ERROR_ILLEGAL / SRE_ERROR_STATE: a bad code list; the caller raises RuntimeError. */
export class SreInternalError extends Error {}

interface Repeat {
  count: number;
  pattern: number;
  prev: Repeat | null;
  lastPtr: number;
}

class Ctx {
  count = 0;
  rep: Repeat | null = null;
  chr = 0;
  lastmark = -1;
  lastindex = -1;
  pattern = 0;
  ptr = 0;
  toplevel = false;
  jump = 0;
}

const J_NONE = 0;
const J_MAX_UNTIL_1 = 1;
const J_MAX_UNTIL_2 = 2;
const J_MAX_UNTIL_3 = 3;
const J_MIN_UNTIL_1 = 4;
const J_MIN_UNTIL_2 = 5;
const J_MIN_UNTIL_3 = 6;
const J_REPEAT = 7;
const J_REPEAT_ONE_1 = 8;
const J_REPEAT_ONE_2 = 9;
const J_MIN_REPEAT_ONE = 10;
const J_BRANCH = 11;
const J_ASSERT = 12;
const J_ASSERT_NOT = 13;
const J_POSS_REPEAT_1 = 14;
const J_POSS_REPEAT_2 = 15;
const J_ATOMIC_GROUP = 16;

const PH_CALL = 0;
const PH_ENTER = 1;
const PH_DISPATCH = 2;
const PH_EXIT = 3;

/**
 * The one place where a long match would poll for interrupts (MAYBE_CHECK_SIGNALS). The VM has no
 * eval-breaker hook yet; set this to a function that throws the pending exception.
 */
export let sreCheckSignals: (() => void) | null = null;
export function setSreCheckSignals(f: (() => void) | null): void {
  sreCheckSignals = f;
}

/** SRE_STATE: one subject, its bounds and the match registers. */
export class SreState {
  s: Chars;
  start: number;
  end: number;
  ptr: number;
  pos: number;
  endpos: number;
  marks: Int32Array;
  lastmark = -1;
  lastindex = -1;
  repeat: Repeat | null = null;
  matchAll = false;
  mustAdvance = false;
  data: number[] = [];
  dsp = 0;
  ctxs: Ctx[] = [];
  depth = 0;
  sigcount = 0;
  /** Scanner: null once exhausted (state->start == NULL). */
  exhausted = false;

  constructor(s: Chars, groups: number, start: number, end: number) {
    this.s = s;
    const length = s.length;
    start = start < 0 ? 0 : start > length ? length : start;
    end = end < 0 ? 0 : end > length ? length : end;
    this.start = start;
    this.end = end;
    this.ptr = start;
    this.pos = start;
    this.endpos = end;
    this.marks = new Int32Array(2 * groups + 2).fill(-1);
  }

  /** state_reset */
  reset(): void {
    this.lastmark = -1;
    this.lastindex = -1;
    this.repeat = null;
    this.dsp = 0;
    this.data.length = 0;
  }
}

function markPush(st: SreState, lastmark: number): void {
  if (lastmark < 0) return;
  const d = st.data, m = st.marks;
  let sp = st.dsp;
  for (let i = 0; i <= lastmark; i++) d[sp++] = m[i]!;
  st.dsp = sp;
}

function markPop(st: SreState, lastmark: number, discard: boolean): void {
  if (lastmark < 0) return;
  const d = st.data, m = st.marks;
  const n = lastmark + 1;
  const base = st.dsp - n;
  for (let i = 0; i < n; i++) m[i] = d[base + i]!;
  if (discard) st.dsp = base;
}

function markDiscard(st: SreState, lastmark: number): void {
  if (lastmark >= 0) st.dsp -= lastmark + 1;
}

/** The next BRANCH alternative at or after `p` whose first LITERAL/IN can match, or -1. */
function branchNext(code: Uint32Array, s: Chars, end: number, p: number, ptr: number): number {
  for (; code[p] !== 0; p += code[p]!) {
    const op = code[p + 1];
    if (op === OP_LITERAL && (ptr >= end || s[ptr] !== code[p + 2])) continue;
    if (op === OP_IN && (ptr >= end || !inCharset(code, p + 3, s[ptr]!))) continue;
    return p;
  }
  return -1;
}

/** SRE(count): how many times (up to maxcount) the one-character item at code[pat] matches from state.ptr. */
export function sreCount(st: SreState, code: Uint32Array, pat: number, maxcount: number): number {
  const s = st.s;
  const ptr0 = st.ptr;
  let ptr = ptr0;
  let end = st.end;
  if (maxcount < end - ptr && maxcount !== SRE_MAXREPEAT) end = ptr + maxcount;
  const chr = code[pat + 1]!;
  switch (code[pat]) {
    case OP_IN:
      while (ptr < end && inCharset(code, pat + 2, s[ptr]!)) ptr++;
      break;
    case OP_ANY:
      while (ptr < end && s[ptr] !== 10) ptr++;
      break;
    case OP_ANY_ALL:
      ptr = end;
      break;
    case OP_LITERAL:
      while (ptr < end && s[ptr] === chr) ptr++;
      break;
    case OP_LITERAL_IGNORE:
      while (ptr < end && lowerAscii(s[ptr]!) === chr) ptr++;
      break;
    case OP_LITERAL_UNI_IGNORE:
      while (ptr < end && lowerUnicode(s[ptr]!) === chr) ptr++;
      break;
    case OP_LITERAL_LOC_IGNORE:
      while (ptr < end && charLocIgnore(chr, s[ptr]!)) ptr++;
      break;
    case OP_NOT_LITERAL:
      while (ptr < end && s[ptr] !== chr) ptr++;
      break;
    case OP_NOT_LITERAL_IGNORE:
      while (ptr < end && lowerAscii(s[ptr]!) !== chr) ptr++;
      break;
    case OP_NOT_LITERAL_UNI_IGNORE:
      while (ptr < end && lowerUnicode(s[ptr]!) !== chr) ptr++;
      break;
    case OP_NOT_LITERAL_LOC_IGNORE:
      while (ptr < end && !charLocIgnore(chr, s[ptr]!)) ptr++;
      break;
    default:
      while (st.ptr < end) {
        if (!sreMatch(st, code, pat, false)) break;
      }
      return st.ptr - ptr0;
  }
  return ptr - ptr0;
}

/**
 * SRE(match): does the code at `pattern0` match at state.ptr? On success state.ptr is the end of
 * the match and the marks hold the groups. Throws SreInternalError for a malformed code list.
 */
export function sreMatch(st: SreState, code: Uint32Array, pattern0: number, toplevel0: boolean): boolean {
  const s = st.s;
  const end = st.end;
  const base = st.depth;
  const ctxs = st.ctxs;
  const marks = st.marks;

  let ctx = ctxs[st.depth] ?? (ctxs[st.depth] = new Ctx());
  st.depth++;
  ctx.jump = J_NONE;
  ctx.toplevel = toplevel0;

  let pattern = pattern0;
  let ptr = 0;
  let ret = false;
  let phase = PH_ENTER;
  let callJump = 0, callPattern = 0, callTop = false;

  for (;;) {
    if (phase === PH_CALL) {
      // DO_JUMPX
      ctx.pattern = pattern;
      ctx.ptr = ptr;
      const next = ctxs[st.depth] ?? (ctxs[st.depth] = new Ctx());
      st.depth++;
      next.jump = callJump;
      next.toplevel = callTop;
      ctx = next;
      pattern = callPattern;
      phase = PH_ENTER;
    }
    if (phase === PH_ENTER) {
      ptr = st.ptr;
      phase = PH_DISPATCH;
      if (code[pattern] === OP_INFO) {
        const min = code[pattern + 3]!;
        if (min !== 0 && end - ptr < min) {
          ret = false;
          phase = PH_EXIT;
        } else pattern += code[pattern + 1]! + 1;
      }
    }
    if (phase === PH_DISPATCH) {
      dispatch: for (;;) {
        if ((++st.sigcount & 0xfff) === 0 && sreCheckSignals !== null) sreCheckSignals();
        switch (code[pattern++]) {
          case OP_MARK: {
            const i = code[pattern]!;
            if (i & 1) st.lastindex = (i >>> 1) + 1;
            if (i > st.lastmark) {
              let j = st.lastmark + 1;
              while (j < i) marks[j++] = -1;
              st.lastmark = i;
            }
            marks[i] = ptr;
            pattern++;
            continue;
          }
          case OP_LITERAL:
            if (ptr >= end || s[ptr] !== code[pattern]) break dispatch;
            pattern++;
            ptr++;
            continue;
          case OP_NOT_LITERAL:
            if (ptr >= end || s[ptr] === code[pattern]) break dispatch;
            pattern++;
            ptr++;
            continue;
          case OP_SUCCESS:
            if (ctx.toplevel && ((st.matchAll && ptr !== st.end) || (st.mustAdvance && ptr === st.start))) break dispatch;
            st.ptr = ptr;
            ret = true;
            phase = PH_EXIT;
            break dispatch;
          case OP_AT:
            if (!atCode(s, end, ptr, code[pattern]!)) break dispatch;
            pattern++;
            continue;
          case OP_CATEGORY:
            if (ptr >= end || !category(code[pattern]!, s[ptr]!)) break dispatch;
            pattern++;
            ptr++;
            continue;
          case OP_ANY:
            if (ptr >= end || s[ptr] === 10) break dispatch;
            ptr++;
            continue;
          case OP_ANY_ALL:
            if (ptr >= end) break dispatch;
            ptr++;
            continue;
          case OP_IN:
            if (ptr >= end || !inCharset(code, pattern + 1, s[ptr]!)) break dispatch;
            pattern += code[pattern]!;
            ptr++;
            continue;
          case OP_LITERAL_IGNORE:
            if (ptr >= end || lowerAscii(s[ptr]!) !== code[pattern]) break dispatch;
            pattern++;
            ptr++;
            continue;
          case OP_LITERAL_UNI_IGNORE:
            if (ptr >= end || lowerUnicode(s[ptr]!) !== code[pattern]) break dispatch;
            pattern++;
            ptr++;
            continue;
          case OP_LITERAL_LOC_IGNORE:
            if (ptr >= end || !charLocIgnore(code[pattern]!, s[ptr]!)) break dispatch;
            pattern++;
            ptr++;
            continue;
          case OP_NOT_LITERAL_IGNORE:
            if (ptr >= end || lowerAscii(s[ptr]!) === code[pattern]) break dispatch;
            pattern++;
            ptr++;
            continue;
          case OP_NOT_LITERAL_UNI_IGNORE:
            if (ptr >= end || lowerUnicode(s[ptr]!) === code[pattern]) break dispatch;
            pattern++;
            ptr++;
            continue;
          case OP_NOT_LITERAL_LOC_IGNORE:
            if (ptr >= end || charLocIgnore(code[pattern]!, s[ptr]!)) break dispatch;
            pattern++;
            ptr++;
            continue;
          case OP_IN_IGNORE:
            if (ptr >= end || !inCharset(code, pattern + 1, lowerAscii(s[ptr]!))) break dispatch;
            pattern += code[pattern]!;
            ptr++;
            continue;
          case OP_IN_UNI_IGNORE:
            if (ptr >= end || !inCharset(code, pattern + 1, lowerUnicode(s[ptr]!))) break dispatch;
            pattern += code[pattern]!;
            ptr++;
            continue;
          case OP_IN_LOC_IGNORE: {
            if (ptr >= end) break dispatch;
            const ch = s[ptr]!;
            const lo = lowerLocale(ch);
            if (!inCharset(code, pattern + 1, lo)) {
              const up = ch >= 97 && ch <= 122 ? ch - 32 : ch;
              if (up === lo || !inCharset(code, pattern + 1, up)) break dispatch;
            }
            pattern += code[pattern]!;
            ptr++;
            continue;
          }
          case OP_JUMP:
          case OP_INFO:
            pattern += code[pattern]!;
            continue;
          case OP_BRANCH: {
            ctx.lastmark = st.lastmark;
            ctx.lastindex = st.lastindex;
            if (st.repeat) markPush(st, ctx.lastmark);
            const p = branchNext(code, s, end, pattern, ptr);
            if (p < 0) {
              if (st.repeat) markDiscard(st, ctx.lastmark);
              break dispatch;
            }
            pattern = p;
            st.ptr = ptr;
            callJump = J_BRANCH;
            callPattern = p + 1;
            callTop = ctx.toplevel;
            phase = PH_CALL;
            break dispatch;
          }
          case OP_REPEAT_ONE: {
            const min = code[pattern + 1]!;
            if (min > end - ptr) break dispatch;
            st.ptr = ptr;
            const count = sreCount(st, code, pattern + 3, code[pattern + 2]!);
            ctx.count = count;
            ptr += count;
            if (count < min) break dispatch;
            const next = pattern + code[pattern]!;
            if (code[next] === OP_SUCCESS && ptr === st.end && !(ctx.toplevel && st.mustAdvance && ptr === st.start)) {
              st.ptr = ptr;
              ret = true;
              phase = PH_EXIT;
              break dispatch;
            }
            ctx.lastmark = st.lastmark;
            ctx.lastindex = st.lastindex;
            if (st.repeat) markPush(st, ctx.lastmark);
            if (code[next] === OP_LITERAL) {
              ctx.chr = code[next + 1]!;
              if (repeatOne1(st, ctx, code, pattern, ptr)) {
                ptr = st.ptr;
                callJump = J_REPEAT_ONE_1;
                callPattern = next;
                callTop = ctx.toplevel;
                ptr = ctx.ptr;
                phase = PH_CALL;
              }
              break dispatch;
            }
            if (ctx.count >= min) {
              st.ptr = ptr;
              callJump = J_REPEAT_ONE_2;
              callPattern = next;
              callTop = ctx.toplevel;
              phase = PH_CALL;
              break dispatch;
            }
            if (st.repeat) markDiscard(st, ctx.lastmark);
            break dispatch;
          }
          case OP_MIN_REPEAT_ONE: {
            const min = code[pattern + 1]!;
            if (min > end - ptr) break dispatch;
            st.ptr = ptr;
            if (min === 0) ctx.count = 0;
            else {
              const r = sreCount(st, code, pattern + 3, min);
              if (r < min) break dispatch;
              ctx.count = r;
              ptr += r;
            }
            const next = pattern + code[pattern]!;
            if (code[next] === OP_SUCCESS && !(ctx.toplevel && ((st.matchAll && ptr !== st.end) || (st.mustAdvance && ptr === st.start)))) {
              st.ptr = ptr;
              ret = true;
              phase = PH_EXIT;
              break dispatch;
            }
            ctx.lastmark = st.lastmark;
            ctx.lastindex = st.lastindex;
            if (st.repeat) markPush(st, ctx.lastmark);
            const max = code[pattern + 2]!;
            if (max === SRE_MAXREPEAT || ctx.count <= max) {
              st.ptr = ptr;
              callJump = J_MIN_REPEAT_ONE;
              callPattern = next;
              callTop = ctx.toplevel;
              phase = PH_CALL;
              break dispatch;
            }
            if (st.repeat) markDiscard(st, ctx.lastmark);
            break dispatch;
          }
          case OP_POSSESSIVE_REPEAT_ONE: {
            const min = code[pattern + 1]!;
            if (ptr + min > end) break dispatch;
            st.ptr = ptr;
            const count = sreCount(st, code, pattern + 3, code[pattern + 2]!);
            ctx.count = count;
            ptr += count;
            if (count < min) break dispatch;
            pattern += code[pattern]!;
            if (code[pattern] === OP_SUCCESS && ptr === st.end && !(ctx.toplevel && st.mustAdvance && ptr === st.start)) {
              st.ptr = ptr;
              ret = true;
              phase = PH_EXIT;
              break dispatch;
            }
            continue;
          }
          case OP_REPEAT: {
            const rep: Repeat = { count: -1, pattern, prev: st.repeat, lastPtr: -1 };
            ctx.rep = rep;
            st.repeat = rep;
            st.ptr = ptr;
            callJump = J_REPEAT;
            callPattern = pattern + code[pattern]!;
            callTop = ctx.toplevel;
            phase = PH_CALL;
            break dispatch;
          }
          case OP_MAX_UNTIL: {
            const rep = st.repeat;
            if (rep === null) throw new SreInternalError("state");
            ctx.rep = rep;
            st.ptr = ptr;
            ctx.count = rep.count + 1;
            if (ctx.count < code[rep.pattern + 1]!) {
              rep.count = ctx.count;
              callJump = J_MAX_UNTIL_1;
              callPattern = rep.pattern + 3;
              callTop = ctx.toplevel;
              phase = PH_CALL;
              break dispatch;
            }
            const max = code[rep.pattern + 2]!;
            if ((ctx.count < max || max === SRE_MAXREPEAT) && st.ptr !== rep.lastPtr) {
              rep.count = ctx.count;
              ctx.lastmark = st.lastmark;
              ctx.lastindex = st.lastindex;
              markPush(st, ctx.lastmark);
              st.data[st.dsp++] = rep.lastPtr;
              rep.lastPtr = st.ptr;
              callJump = J_MAX_UNTIL_2;
              callPattern = rep.pattern + 3;
            } else {
              st.repeat = rep.prev;
              callJump = J_MAX_UNTIL_3;
              callPattern = pattern;
            }
            callTop = ctx.toplevel;
            phase = PH_CALL;
            break dispatch;
          }
          case OP_MIN_UNTIL: {
            const rep = st.repeat;
            if (rep === null) throw new SreInternalError("state");
            ctx.rep = rep;
            st.ptr = ptr;
            ctx.count = rep.count + 1;
            if (ctx.count < code[rep.pattern + 1]!) {
              rep.count = ctx.count;
              callJump = J_MIN_UNTIL_1;
              callPattern = rep.pattern + 3;
            } else {
              st.repeat = rep.prev;
              ctx.lastmark = st.lastmark;
              ctx.lastindex = st.lastindex;
              if (st.repeat) markPush(st, ctx.lastmark);
              callJump = J_MIN_UNTIL_2;
              callPattern = pattern;
            }
            callTop = ctx.toplevel;
            phase = PH_CALL;
            break dispatch;
          }
          case OP_POSSESSIVE_REPEAT: {
            st.ptr = ptr;
            ctx.count = 0;
            // a placeholder repeat context (gh-101955): with state.repeat set, the body's
            // branches and backtracking points save and restore the marks
            const rep: Repeat = { count: -1, pattern: -1, prev: st.repeat, lastPtr: -1 };
            ctx.rep = rep;
            st.repeat = rep;
            if (ctx.count < code[pattern + 1]!) {
              callJump = J_POSS_REPEAT_1;
              callPattern = pattern + 3;
              callTop = false;
              phase = PH_CALL;
              break dispatch;
            }
            ptr = -1;
            if (possNext(st, ctx, code, pattern, ptr)) {
              ptr = st.ptr;
              callJump = J_POSS_REPEAT_2;
              callPattern = pattern + 3;
              callTop = false;
              phase = PH_CALL;
              break dispatch;
            }
            st.repeat = rep.prev;
            pattern += code[pattern]! + 1;
            ptr = st.ptr;
            continue;
          }
          case OP_ATOMIC_GROUP:
            st.ptr = ptr;
            callJump = J_ATOMIC_GROUP;
            callPattern = pattern + 1;
            callTop = false;
            phase = PH_CALL;
            break dispatch;
          case OP_GROUPREF:
          case OP_GROUPREF_IGNORE:
          case OP_GROUPREF_UNI_IGNORE:
          case OP_GROUPREF_LOC_IGNORE: {
            const op = code[pattern - 1]!;
            const g = code[pattern]! * 2;
            if (g >= st.lastmark) break dispatch;
            let p = marks[g]!;
            const e = marks[g + 1]!;
            if (p < 0 || e < 0 || e < p) break dispatch;
            let okref = true;
            if (op === OP_GROUPREF) {
              while (p < e) {
                if (ptr >= end || s[ptr] !== s[p]) { okref = false; break; }
                p++;
                ptr++;
              }
            } else if (op === OP_GROUPREF_IGNORE) {
              while (p < e) {
                if (ptr >= end || lowerAscii(s[ptr]!) !== lowerAscii(s[p]!)) { okref = false; break; }
                p++;
                ptr++;
              }
            } else if (op === OP_GROUPREF_UNI_IGNORE) {
              while (p < e) {
                if (ptr >= end || lowerUnicode(s[ptr]!) !== lowerUnicode(s[p]!)) { okref = false; break; }
                p++;
                ptr++;
              }
            } else {
              while (p < e) {
                if (ptr >= end || lowerLocale(s[ptr]!) !== lowerLocale(s[p]!)) { okref = false; break; }
                p++;
                ptr++;
              }
            }
            if (!okref) break dispatch;
            pattern++;
            continue;
          }
          case OP_GROUPREF_EXISTS: {
            const g = code[pattern]! * 2;
            if (g >= st.lastmark) {
              pattern += code[pattern + 1]!;
              continue;
            }
            const p = marks[g]!, e = marks[g + 1]!;
            if (p < 0 || e < 0 || e < p) {
              pattern += code[pattern + 1]!;
              continue;
            }
            pattern += 2;
            continue;
          }
          case OP_ASSERT: {
            const back = code[pattern + 1]!;
            if (ptr < back) break dispatch;
            st.ptr = ptr - back;
            callJump = J_ASSERT;
            callPattern = pattern + 2;
            callTop = false;
            phase = PH_CALL;
            break dispatch;
          }
          case OP_ASSERT_NOT: {
            const back = code[pattern + 1]!;
            if (ptr >= back) {
              st.ptr = ptr - back;
              ctx.lastmark = st.lastmark;
              ctx.lastindex = st.lastindex;
              if (st.repeat) markPush(st, ctx.lastmark);
              callJump = J_ASSERT_NOT;
              callPattern = pattern + 2;
              callTop = false;
              phase = PH_CALL;
              break dispatch;
            }
            pattern += code[pattern]!;
            continue;
          }
          case OP_FAILURE:
            break dispatch;
          default:
            throw new SreInternalError("illegal");
        }
      }
      if (phase === PH_DISPATCH) {
        ret = false;
        phase = PH_EXIT;
      }
      if (phase === PH_CALL) continue;
    }

    // exit: pop the finished context and resume its caller
    exit: for (;;) {
      const jump = ctx.jump;
      st.depth--;
      if (st.depth === base) return ret;
      ctx = ctxs[st.depth - 1]!;
      pattern = ctx.pattern;
      ptr = ctx.ptr;
      switch (jump) {
        case J_BRANCH: {
          if (ret) {
            if (st.repeat) markDiscard(st, ctx.lastmark);
            continue exit;
          }
          if (st.repeat) markPop(st, ctx.lastmark, false);
          st.lastmark = ctx.lastmark;
          st.lastindex = ctx.lastindex;
          const p = branchNext(code, s, end, pattern + code[pattern]!, ptr);
          if (p < 0) {
            if (st.repeat) markDiscard(st, ctx.lastmark);
            ret = false;
            continue exit;
          }
          pattern = p;
          st.ptr = ptr;
          callJump = J_BRANCH;
          callPattern = p + 1;
          callTop = ctx.toplevel;
          phase = PH_CALL;
          break exit;
        }
        case J_REPEAT_ONE_1: {
          if (ret) {
            if (st.repeat) markDiscard(st, ctx.lastmark);
            continue exit;
          }
          if (st.repeat) markPop(st, ctx.lastmark, false);
          st.lastmark = ctx.lastmark;
          st.lastindex = ctx.lastindex;
          ptr--;
          ctx.count--;
          if (repeatOne1(st, ctx, code, pattern, ptr)) {
            callJump = J_REPEAT_ONE_1;
            callPattern = pattern + code[pattern]!;
            callTop = ctx.toplevel;
            ptr = ctx.ptr;
            phase = PH_CALL;
            break exit;
          }
          ret = false;
          continue exit;
        }
        case J_REPEAT_ONE_2: {
          if (ret) {
            if (st.repeat) markDiscard(st, ctx.lastmark);
            continue exit;
          }
          if (st.repeat) markPop(st, ctx.lastmark, false);
          st.lastmark = ctx.lastmark;
          st.lastindex = ctx.lastindex;
          ptr--;
          ctx.count--;
          if (ctx.count >= code[pattern + 1]!) {
            st.ptr = ptr;
            callJump = J_REPEAT_ONE_2;
            callPattern = pattern + code[pattern]!;
            callTop = ctx.toplevel;
            phase = PH_CALL;
            break exit;
          }
          if (st.repeat) markDiscard(st, ctx.lastmark);
          ret = false;
          continue exit;
        }
        case J_MIN_REPEAT_ONE: {
          if (ret) {
            if (st.repeat) markDiscard(st, ctx.lastmark);
            continue exit;
          }
          if (st.repeat) markPop(st, ctx.lastmark, false);
          st.lastmark = ctx.lastmark;
          st.lastindex = ctx.lastindex;
          st.ptr = ptr;
          if (sreCount(st, code, pattern + 3, 1) === 0) {
            if (st.repeat) markDiscard(st, ctx.lastmark);
            ret = false;
            continue exit;
          }
          ptr++;
          ctx.count++;
          const max = code[pattern + 2]!;
          if (max === SRE_MAXREPEAT || ctx.count <= max) {
            st.ptr = ptr;
            callJump = J_MIN_REPEAT_ONE;
            callPattern = pattern + code[pattern]!;
            callTop = ctx.toplevel;
            phase = PH_CALL;
            break exit;
          }
          if (st.repeat) markDiscard(st, ctx.lastmark);
          ret = false;
          continue exit;
        }
        case J_REPEAT:
          st.repeat = ctx.rep!.prev;
          continue exit;
        case J_MAX_UNTIL_1:
        case J_MIN_UNTIL_1:
          if (ret) continue exit;
          ctx.rep!.count = ctx.count - 1;
          st.ptr = ptr;
          continue exit;
        case J_MAX_UNTIL_2: {
          const rep = ctx.rep!;
          rep.lastPtr = st.data[--st.dsp]!;
          if (ret) {
            markDiscard(st, ctx.lastmark);
            continue exit;
          }
          markPop(st, ctx.lastmark, true);
          st.lastmark = ctx.lastmark;
          st.lastindex = ctx.lastindex;
          rep.count = ctx.count - 1;
          st.ptr = ptr;
          st.repeat = rep.prev;
          callJump = J_MAX_UNTIL_3;
          callPattern = pattern;
          callTop = ctx.toplevel;
          phase = PH_CALL;
          break exit;
        }
        case J_MAX_UNTIL_3:
          st.repeat = ctx.rep;
          if (ret) continue exit;
          st.ptr = ptr;
          continue exit;
        case J_MIN_UNTIL_2: {
          const rep = ctx.rep!;
          const repeatOfTail = st.repeat;
          st.repeat = rep;
          if (ret) {
            if (repeatOfTail) markDiscard(st, ctx.lastmark);
            continue exit;
          }
          if (repeatOfTail) markPop(st, ctx.lastmark, true);
          st.lastmark = ctx.lastmark;
          st.lastindex = ctx.lastindex;
          st.ptr = ptr;
          const max = code[rep.pattern + 2]!;
          if ((ctx.count >= max && max !== SRE_MAXREPEAT) || st.ptr === rep.lastPtr) {
            ret = false;
            continue exit;
          }
          rep.count = ctx.count;
          st.data[st.dsp++] = rep.lastPtr;
          rep.lastPtr = st.ptr;
          callJump = J_MIN_UNTIL_3;
          callPattern = rep.pattern + 3;
          callTop = ctx.toplevel;
          phase = PH_CALL;
          break exit;
        }
        case J_MIN_UNTIL_3: {
          const rep = ctx.rep!;
          rep.lastPtr = st.data[--st.dsp]!;
          if (ret) continue exit;
          rep.count = ctx.count - 1;
          st.ptr = ptr;
          continue exit;
        }
        case J_POSS_REPEAT_1: {
          if (!ret) {
            st.repeat = ctx.rep!.prev;
            st.ptr = ptr;
            continue exit;
          }
          ctx.count++;
          if (ctx.count < code[pattern + 1]!) {
            callJump = J_POSS_REPEAT_1;
            callPattern = pattern + 3;
            callTop = false;
            phase = PH_CALL;
            break exit;
          }
          ptr = -1;
          if (possNext(st, ctx, code, pattern, ptr)) {
            ptr = st.ptr;
            callJump = J_POSS_REPEAT_2;
            callPattern = pattern + 3;
            callTop = false;
            phase = PH_CALL;
            break exit;
          }
          st.repeat = ctx.rep!.prev;
          pattern += code[pattern]! + 1;
          ptr = st.ptr;
          phase = PH_DISPATCH;
          break exit;
        }
        case J_POSS_REPEAT_2: {
          if (ret) {
            markDiscard(st, ctx.lastmark);
            ctx.count++;
            if (possNext(st, ctx, code, pattern, ptr)) {
              ptr = st.ptr;
              callJump = J_POSS_REPEAT_2;
              callPattern = pattern + 3;
              callTop = false;
              phase = PH_CALL;
              break exit;
            }
          } else {
            markPop(st, ctx.lastmark, true);
            st.lastmark = ctx.lastmark;
            st.lastindex = ctx.lastindex;
            st.ptr = ptr;
          }
          st.repeat = ctx.rep!.prev;
          pattern += code[pattern]! + 1;
          ptr = st.ptr;
          phase = PH_DISPATCH;
          break exit;
        }
        case J_ATOMIC_GROUP:
          if (!ret) {
            st.ptr = ptr;
            continue exit;
          }
          pattern += code[pattern]!;
          ptr = st.ptr;
          phase = PH_DISPATCH;
          break exit;
        case J_ASSERT:
          if (!ret) continue exit;
          pattern += code[pattern]!;
          phase = PH_DISPATCH;
          break exit;
        case J_ASSERT_NOT:
          if (ret) {
            if (st.repeat) markDiscard(st, ctx.lastmark);
            ret = false;
            continue exit;
          }
          if (st.repeat) markPop(st, ctx.lastmark, true);
          st.lastmark = ctx.lastmark;
          st.lastindex = ctx.lastindex;
          pattern += code[pattern]!;
          phase = PH_DISPATCH;
          break exit;
        default:
          return ret;
      }
    }
  }
}

/**
 * REPEAT_ONE with a literal tail: step back to a position where the tail's literal occurs.
 * Returns true when a try is due (state.ptr and ctx.ptr set to it), false when none is left (the
 * saved marks are then discarded).
 */
function repeatOne1(st: SreState, ctx: Ctx, code: Uint32Array, pattern: number, ptr: number): boolean {
  const min = code[pattern + 1]!;
  const s = st.s, end = st.end, chr = ctx.chr;
  while (ctx.count >= min && (ptr >= end || s[ptr] !== chr)) {
    ptr--;
    ctx.count--;
  }
  if (ctx.count < min) {
    if (st.repeat) markDiscard(st, ctx.lastmark);
    return false;
  }
  st.ptr = ptr;
  ctx.ptr = ptr;
  return true;
}

/**
 * POSSESSIVE_REPEAT's loop test: may another item be tried (below max, and the last try
 * advanced)? If so saves the marks as the loop does before its DO_JUMP0.
 */
function possNext(st: SreState, ctx: Ctx, code: Uint32Array, pattern: number, ptr: number): boolean {
  const max = code[pattern + 2]!;
  if ((ctx.count < max || max === SRE_MAXREPEAT) && st.ptr !== ptr) {
    ctx.lastmark = st.lastmark;
    ctx.lastindex = st.lastindex;
    markPush(st, ctx.lastmark);
    return true;
  }
  return false;
}

/** SRE(search): find the first position from state.start where the code matches. */
export function sreSearch(st: SreState, code: Uint32Array): boolean {
  const s = st.s;
  let ptr = st.start;
  let end = st.end;
  let prefixLen = 0, prefixSkip = 0, prefix = 0, overlap = 0, charset = -1;
  let flags = 0;
  let pattern = 0;
  if (ptr > end) return false;
  if (code[0] === OP_INFO) {
    flags = code[2]!;
    const min = code[3]!;
    if (min !== 0 && end - ptr < min) return false;
    if (min > 1) {
      end -= min - 1;
      if (end <= ptr) end = ptr;
    }
    if (flags & SRE_INFO_PREFIX) {
      prefixLen = code[5]!;
      prefixSkip = code[6]!;
      prefix = 7;
      overlap = prefix + prefixLen - 1;
    } else if (flags & SRE_INFO_CHARSET) charset = 5;
    pattern = 1 + code[1]!;
  }

  if (prefixLen === 1) {
    const c = code[prefix]!;
    end = st.end;
    st.mustAdvance = false;
    while (ptr < end) {
      while (s[ptr] !== c) {
        if (++ptr >= end) return false;
      }
      st.start = ptr;
      st.ptr = ptr + prefixSkip;
      if (flags & SRE_INFO_LITERAL) return true;
      if (sreMatch(st, code, pattern + 2 * prefixSkip, false)) return true;
      ++ptr;
      st.lastmark = st.lastindex = -1;
    }
    return false;
  }

  if (prefixLen > 1) {
    end = st.end;
    if (prefixLen > end - ptr) return false;
    while (ptr < end) {
      const c = code[prefix]!;
      while (s[ptr++] !== c) {
        if (ptr >= end) return false;
      }
      if (ptr >= end) return false;
      let i = 1;
      st.mustAdvance = false;
      do {
        if (s[ptr] === code[prefix + i]) {
          if (++i !== prefixLen) {
            if (++ptr >= end) return false;
            continue;
          }
          st.start = ptr - (prefixLen - 1);
          st.ptr = ptr - (prefixLen - prefixSkip - 1);
          if (flags & SRE_INFO_LITERAL) return true;
          if (sreMatch(st, code, pattern + 2 * prefixSkip, false)) return true;
          if (++ptr >= end) return false;
          st.lastmark = st.lastindex = -1;
        }
        i = code[overlap + i]!;
      } while (i !== 0);
    }
    return false;
  }

  if (charset >= 0) {
    end = st.end;
    st.mustAdvance = false;
    for (;;) {
      while (ptr < end && !inCharset(code, charset, s[ptr]!)) ptr++;
      if (ptr >= end) return false;
      st.start = ptr;
      st.ptr = ptr;
      if (sreMatch(st, code, pattern, false)) return true;
      ptr++;
      st.lastmark = st.lastindex = -1;
    }
  }

  st.start = st.ptr = ptr;
  let status = sreMatch(st, code, pattern, true);
  st.mustAdvance = false;
  if (!status && code[pattern] === OP_AT && (code[pattern + 1] === AT_BEGINNING || code[pattern + 1] === AT_BEGINNING_STRING)) {
    st.start = st.ptr = end;
    return false;
  }
  while (!status && ptr < end) {
    ptr++;
    st.lastmark = st.lastindex = -1;
    st.start = st.ptr = ptr;
    status = sreMatch(st, code, pattern, false);
  }
  return status;
}
