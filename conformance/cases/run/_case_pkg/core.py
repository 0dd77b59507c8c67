print("init core", __name__, __package__, __spec__.parent)
COUNT = 0
def helper(x):
    global COUNT
    COUNT += 1
    return x * 2
class Thing:
    def __repr__(self):
        return f"Thing from {__name__}"
