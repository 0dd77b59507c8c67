f = async lambda: 0
