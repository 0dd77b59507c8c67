class Stack:
    def __init__(self):
        self._data = []

    def push(self, v):
        self._data.append(v)

    def pop(self):
        return self._data.pop()

s = Stack()
s.push(1)
s.psuh(2)
