class C(A, B:
    pass
