class C[]:
    pass
