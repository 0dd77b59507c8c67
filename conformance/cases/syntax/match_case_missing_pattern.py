match x:
    case :
        pass
