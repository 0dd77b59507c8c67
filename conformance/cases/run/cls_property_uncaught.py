class Temperature:
    def __init__(self, c):
        self._c = c

    @property
    def celsius(self):
        return self._c

t = Temperature(20)
print(t.celsius)
t.celsius = 30
