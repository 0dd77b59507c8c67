x = ¹abc
