match x:
    case 1 if :
        pass
