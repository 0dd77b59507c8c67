match x:
    case a as b.c:
        pass
