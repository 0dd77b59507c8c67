class Config:
    def __init__(self, path):
        self.path = path
        return self

print("loading")
cfg = Config("settings.ini")
