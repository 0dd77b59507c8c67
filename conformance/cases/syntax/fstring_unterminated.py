f'abc
