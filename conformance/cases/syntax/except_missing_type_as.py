try:
    pass
except as e:
    pass
