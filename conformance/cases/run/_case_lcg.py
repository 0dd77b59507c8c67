"""A seeded linear congruential generator: reproducible arguments for num_cmath.py and num_complex_pow.py."""


class LCG:
    def __init__(self, seed):
        self.seed = seed

    def __call__(self):
        self.seed = (self.seed * 1103515245 + 12345) % 2147483648
        return self.seed / 2147483648
