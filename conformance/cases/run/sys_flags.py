# sys.flags: a struct sequence with 3.14's fields (18 in the tuple, 3 as attributes only)
import sys
f = sys.flags
t = type(f)
print(t.__name__, t.__module__, t.n_sequence_fields, t.n_fields, t.n_unnamed_fields, len(f))
print(t.__match_args__)
for name in t.__match_args__:
    v = getattr(f, name)
    print(name, type(v).__name__, v if name not in ("inspect", "interactive", "hash_randomization", "dont_write_bytecode", "utf8_mode", "no_user_site", "no_site", "isolated", "ignore_environment", "safe_path") else "-")
print(f.debug, f.optimize, f.verbose, f.quiet, f.bytes_warning, f.dev_mode, f.warn_default_encoding)
print(f.int_max_str_digits, f[-1], f[0], f[3])
print(type(f.gil).__name__, type(f.thread_inherit_context).__name__, type(f.context_aware_warnings).__name__)
print(f.context_aware_warnings, f.thread_inherit_context)
print("gil" in t.__match_args__, hasattr(f, "gil"), len([x for x in dir(f) if not x.startswith("_")]))
try:
    f.debug = 1
except AttributeError as e:
    print("AttributeError", e)
try:
    t()
except TypeError as e:
    print("TypeError", e)
old = sys.get_int_max_str_digits()
try:
    sys.set_int_max_str_digits(5000)
    print(sys.flags.int_max_str_digits, sys.get_int_max_str_digits(), f.int_max_str_digits)
    sys.set_int_max_str_digits(0)
    print(sys.flags.int_max_str_digits, len(str(10 ** 5000)))
    sys.set_int_max_str_digits(maxdigits=640)
    print(sys.get_int_max_str_digits())
    try:
        str(10 ** 700)
    except ValueError as e:
        print("ValueError", e)
    try:
        int("1" * 641)
    except ValueError as e:
        print("ValueError", e)
    for bad in (5, -1, 639, "x", 2.5, None):
        try:
            sys.set_int_max_str_digits(bad)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    for call in (lambda: sys.set_int_max_str_digits(), lambda: sys.set_int_max_str_digits(1000, 2), lambda: sys.set_int_max_str_digits(x=1000), lambda: sys.get_int_max_str_digits(1)):
        try:
            call()
        except TypeError as e:
            print("TypeError", e)
finally:
    sys.set_int_max_str_digits(old)
print(sys.get_int_max_str_digits(), sys.flags.int_max_str_digits)
