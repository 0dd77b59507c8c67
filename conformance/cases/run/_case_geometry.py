"""A helper module imported by imports.py."""
PI = 3.14159
_private = "hidden"

def area(r):
    return PI * r * r

class Shape:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"Shape({self.name!r})"

print("loading", __name__)
