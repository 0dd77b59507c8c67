/**
 * SRE code words (Modules/_sre/sre_constants.h, 3.14: MAGIC 20230612): the opcodes, AT codes
 * and CATEGORY codes that re._compiler emits, in the order of re._constants.
 */
export const SRE_MAGIC = 20230612;
export const SRE_CODESIZE = 4;
/** SRE_MAXREPEAT: (SRE_CODE)-1 for 32-bit code words. */
export const SRE_MAXREPEAT = 0xffffffff;
/** SRE_MAXGROUPS on a 64-bit build: INT32_MAX / 2. */
export const SRE_MAXGROUPS = 1073741823;

export const OP_FAILURE = 0;
export const OP_SUCCESS = 1;
export const OP_ANY = 2;
export const OP_ANY_ALL = 3;
export const OP_ASSERT = 4;
export const OP_ASSERT_NOT = 5;
export const OP_AT = 6;
export const OP_BRANCH = 7;
export const OP_CATEGORY = 8;
export const OP_CHARSET = 9;
export const OP_BIGCHARSET = 10;
export const OP_GROUPREF = 11;
export const OP_GROUPREF_EXISTS = 12;
export const OP_IN = 13;
export const OP_INFO = 14;
export const OP_JUMP = 15;
export const OP_LITERAL = 16;
export const OP_MARK = 17;
export const OP_MAX_UNTIL = 18;
export const OP_MIN_UNTIL = 19;
export const OP_NOT_LITERAL = 20;
export const OP_NEGATE = 21;
export const OP_RANGE = 22;
export const OP_REPEAT = 23;
export const OP_REPEAT_ONE = 24;
export const OP_SUBPATTERN = 25;
export const OP_MIN_REPEAT_ONE = 26;
export const OP_ATOMIC_GROUP = 27;
export const OP_POSSESSIVE_REPEAT = 28;
export const OP_POSSESSIVE_REPEAT_ONE = 29;
export const OP_GROUPREF_IGNORE = 30;
export const OP_IN_IGNORE = 31;
export const OP_LITERAL_IGNORE = 32;
export const OP_NOT_LITERAL_IGNORE = 33;
export const OP_GROUPREF_LOC_IGNORE = 34;
export const OP_IN_LOC_IGNORE = 35;
export const OP_LITERAL_LOC_IGNORE = 36;
export const OP_NOT_LITERAL_LOC_IGNORE = 37;
export const OP_GROUPREF_UNI_IGNORE = 38;
export const OP_IN_UNI_IGNORE = 39;
export const OP_LITERAL_UNI_IGNORE = 40;
export const OP_NOT_LITERAL_UNI_IGNORE = 41;
export const OP_RANGE_UNI_IGNORE = 42;

export const AT_BEGINNING = 0;
export const AT_BEGINNING_LINE = 1;
export const AT_BEGINNING_STRING = 2;
export const AT_BOUNDARY = 3;
export const AT_NON_BOUNDARY = 4;
export const AT_END = 5;
export const AT_END_LINE = 6;
export const AT_END_STRING = 7;
export const AT_LOC_BOUNDARY = 8;
export const AT_LOC_NON_BOUNDARY = 9;
export const AT_UNI_BOUNDARY = 10;
export const AT_UNI_NON_BOUNDARY = 11;

export const CATEGORY_DIGIT = 0;
export const CATEGORY_NOT_DIGIT = 1;
export const CATEGORY_SPACE = 2;
export const CATEGORY_NOT_SPACE = 3;
export const CATEGORY_WORD = 4;
export const CATEGORY_NOT_WORD = 5;
export const CATEGORY_LINEBREAK = 6;
export const CATEGORY_NOT_LINEBREAK = 7;
export const CATEGORY_LOC_WORD = 8;
export const CATEGORY_LOC_NOT_WORD = 9;
export const CATEGORY_UNI_DIGIT = 10;
export const CATEGORY_UNI_NOT_DIGIT = 11;
export const CATEGORY_UNI_SPACE = 12;
export const CATEGORY_UNI_NOT_SPACE = 13;
export const CATEGORY_UNI_WORD = 14;
export const CATEGORY_UNI_NOT_WORD = 15;
export const CATEGORY_UNI_LINEBREAK = 16;
export const CATEGORY_UNI_NOT_LINEBREAK = 17;

export const SRE_FLAG_IGNORECASE = 2;
export const SRE_FLAG_LOCALE = 4;
export const SRE_FLAG_MULTILINE = 8;
export const SRE_FLAG_DOTALL = 16;
export const SRE_FLAG_UNICODE = 32;
export const SRE_FLAG_VERBOSE = 64;
export const SRE_FLAG_DEBUG = 128;
export const SRE_FLAG_ASCII = 256;

export const SRE_INFO_PREFIX = 1;
export const SRE_INFO_LITERAL = 2;
export const SRE_INFO_CHARSET = 4;
