match x:
    case C(a.b=1):
        pass
