try:
    pass
finally
    pass
