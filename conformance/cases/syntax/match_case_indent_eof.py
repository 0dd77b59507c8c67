match x:
    case 1:
