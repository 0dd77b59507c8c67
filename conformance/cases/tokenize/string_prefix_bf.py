bf''
