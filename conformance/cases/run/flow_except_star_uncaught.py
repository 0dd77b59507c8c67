# uncaught: the part of a group no except* clause matched propagates, re-raised unchanged
def raise_group():
    raise ExceptionGroup("batch", [ValueError("bad value"), TypeError("bad type"), KeyError("bad key")])
try:
    raise_group()
except* ValueError as eg:
    print("values:", [str(e) for e in eg.exceptions])
except* KeyError as eg:
    print("keys:", [repr(e) for e in eg.exceptions])
