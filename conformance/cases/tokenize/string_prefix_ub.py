ub''
