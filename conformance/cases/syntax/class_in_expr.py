x = class
