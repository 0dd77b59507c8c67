# PEP 765 (3.14): SyntaxWarning for return/break/continue that would leave a finally block,
# and codegen warnings inside finally bodies (compiled twice, warned once per normal copy).


def ret():
    try:
        return 1
    finally:
        return 2


def ret_star():
    try:
        pass
    except* ValueError:
        pass
    finally:
        return 3


def nested_func():
    try:
        pass
    finally:
        def g():
            return 4      # no warning: its own function
        v = g()
    return v


def loop_in_finally():
    try:
        pass
    finally:
        for i in range(3):
            if i == 1:
                break     # no warning: the loop is inside the finally
            continue
    return i


def loop_around():
    out = []
    for i in range(3):
        try:
            out.append(i)
        finally:
            if i == 1:
                break
            continue
    return out


def while_else():
    n = 0
    while n < 2:
        try:
            n += 1
        finally:
            while False:
                pass
            else:
                continue
    return n


def nested_try():
    try:
        pass
    finally:
        try:
            pass
        finally:
            return 5


def dup():
    x = 3
    try:
        return x
    finally:
        x is 1


print(ret(), ret_star(), nested_func(), loop_in_finally(), loop_around(), while_else(), nested_try(), dup())
try:
    pass
finally:
    z = 1 is 1
print(z)


def swallow():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"


print(swallow())
