match :
    case 1: pass
