x = kf'abc'
