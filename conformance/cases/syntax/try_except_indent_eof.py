try:
    pass
except:
