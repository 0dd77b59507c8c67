x = t'''abc
