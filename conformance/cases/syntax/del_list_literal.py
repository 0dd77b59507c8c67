del [1]
