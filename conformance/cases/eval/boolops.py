not a and b or c and not d
