# template strings do not concatenate with str: uncaught TypeError
from string.templatelib import Template
who = "world"
greeting = t"hello {who}"
print(greeting.strings, greeting.values, (greeting + t"!").strings)
print(type(greeting).__name__, isinstance(greeting, Template))
message = greeting + " and more"
