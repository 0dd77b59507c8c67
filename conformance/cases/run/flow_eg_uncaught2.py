# uncaught group raised from an except* handler; chained members, nested groups, naked wrap
def check(v):
    if v < 0:
        raise ValueError(f"negative {v}")
    try:
        return 10 // v
    except ZeroDivisionError as e:
        raise ArithmeticError("zero") from e
def run_all(vals):
    errors = []
    for v in vals:
        try:
            check(v)
        except Exception as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("check failures", errors)
try:
    run_all([1, -1])
except* ValueError as eg:
    print("handled", eg.exceptions)
try:
    raise TypeError("naked")
except* TypeError as eg:
    print(repr(eg), eg.__traceback__ is not None)
try:
    run_all([-2, 0, 3])
except* ArithmeticError as eg:
    raise RuntimeError("handler failed") from eg
