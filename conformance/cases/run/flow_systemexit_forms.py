# SystemExit: code forms, caught and inspected; the final uncaught one sets the exit status
for args in ((), (0,), (3,), ("message",), (None,), (1, 2)):
    try:
        raise SystemExit(*args)
    except SystemExit as e:
        print(repr(e), repr(e.code), e.args)
try:
    exit_code = SystemExit(5)
    exit_code.code = 9
    raise exit_code
except SystemExit as e:
    print(e.code)
def cleanup():
    try:
        raise SystemExit(4)
    finally:
        print("finally runs before exit")
cleanup()
