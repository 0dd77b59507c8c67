from dataclasses import dataclass, field

@dataclass(order=True)
class Item:
    price: float
    name: str = field(compare=False)
    tags: list = field(default_factory=list, compare=False)

items = [Item(3.5, "tea"), Item(1.25, "bun", ["fresh"]), Item(2.0, "jam")]
print(sorted(items))
print(items[1], items[0] > items[2], Item(1.0, "x") == Item(1.0, "y"))
