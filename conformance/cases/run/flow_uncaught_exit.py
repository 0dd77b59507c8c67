# uncaught exception in __exit__ while another exception propagates
class Resource:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("open", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("close", self.name, et.__name__ if et else None)
        if et is KeyError:
            raise RuntimeError(f"cleanup of {self.name} failed")
        return False
with Resource("a"):
    print("fine")
with Resource("b"):
    {}["missing"]
