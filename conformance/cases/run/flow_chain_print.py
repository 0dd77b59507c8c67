# uncaught chained exception: cause, context, suppressed context, notes
def inner():
    try:
        {}["missing"]
    except KeyError as e:
        raise ValueError("converted") from e

def middle():
    try:
        inner()
    except ValueError:
        x = 1 / 0

def outer():
    try:
        middle()
    except ZeroDivisionError as z:
        try:
            raise RuntimeError("hidden") from None
        except RuntimeError as r:
            r.add_note("note one")
            r.add_note("multi\nline")
            raise TypeError("final") from r

outer()
