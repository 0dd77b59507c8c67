# "Did you mean" hints on NameError and AttributeError (printed via str() and the traceback)
import math
class Account:
    def __init__(self):
        self.balance = 10
        self._secret = 1
    def show(self):
        try:
            return balance
        except NameError as e:
            return f"{type(e).__name__}: {e}"

acct = Account()
print(acct.show())
for expr in [lambda: acct.balanse, lambda: acct.secret, lambda: math.sqr, lambda: Account.shw, lambda: [].apend]:
    try:
        expr()
    except AttributeError as e:
        print("AttributeError:", e, "| name:", e.name)
def compute():
    counter = 3
    return countr + 1
compute()
