class C(metaclass=M, B):
    pass
