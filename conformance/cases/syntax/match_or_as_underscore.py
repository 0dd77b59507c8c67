match x:
    case (a | b) as _:
        pass
