class AppError(Exception):
    pass

def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise AppError(f"bad number {s!r}") from e

for s in ["12", "x1"]:
    try:
        print(parse(s))
    except AppError as e:
        print("error:", e, "| cause:", type(e.__cause__).__name__, e.__cause__)

try:
    try:
        1 / 0
    finally:
        print("finally runs")
except ZeroDivisionError as e:
    print("caught", e)

try:
    raise ExceptionGroup("many", [ValueError(1), TypeError(2)])
except* ValueError as eg:
    print("value errors:", eg.exceptions)
except* TypeError as eg:
    print("type errors:", eg.exceptions)
