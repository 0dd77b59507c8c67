try:
pass
except:
    pass
