class Base:
    def greet(self):
        return "hello"

class Child(Base):
    def greet(self):
        return super().greet() + " " + super().farewell()

print(Child.__mro__[1].__name__)
Child().greet()
