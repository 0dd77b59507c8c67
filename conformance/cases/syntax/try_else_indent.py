try:
    pass
except:
    pass
else:
pass
