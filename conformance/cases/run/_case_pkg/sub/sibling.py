print("init sibling", __name__, __package__)
NAME = "sibling"
