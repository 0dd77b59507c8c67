class C(x=):
    pass
