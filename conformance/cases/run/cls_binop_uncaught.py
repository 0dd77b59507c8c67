class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return Money(self.cents + other.cents)

class Coupon:
    pass

total = Money(100) + Money(250)
print(total.cents)
total = total + Coupon()
