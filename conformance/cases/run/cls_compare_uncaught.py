class Version:
    def __init__(self, s):
        self.s = s

    def __eq__(self, other):
        return isinstance(other, Version) and self.s == other.s

versions = [Version("1.0"), Version("0.9")]
print(versions[0] == Version("1.0"))
print(sorted(versions))
