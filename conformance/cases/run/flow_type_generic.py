# PEP 695 generic classes: typing.Generic bases, __parameters__, subscription
class Box[T]:
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item
print(Box.__type_params__, Box(3).get(), Box.__mro__[-2].__name__ if len(Box.__mro__) > 2 else Box.__mro__)
print(Box[int], Box.__parameters__)
class Sub[U](Box[U]):
    pass
print(Sub.__type_params__, Sub.__orig_bases__ if hasattr(Sub, "__orig_bases__") else None)
type Rec[K, V] = dict[K, "Rec[K, V]"]
print(Rec.__type_params__, repr(Rec[str, int]))
type Rec[K, V] = dict[K, "Rec[K, V]"]
print(Rec.__type_params__, repr(Rec[str, int]))
