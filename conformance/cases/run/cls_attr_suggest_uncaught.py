class Inventory:
    def __init__(self):
        self.items = []
        self.capacity = 10

    def add(self, item):
        if len(self.items) >= self.capacty:
            raise OverflowError("full")
        self.items.append(item)

inv = Inventory()
inv.add("apple")
