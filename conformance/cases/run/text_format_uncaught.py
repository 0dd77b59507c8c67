# str.format ending with an uncaught ValueError from the format-string parser
template = "{name:>{width}} | {0!r} | {{literal}}"
print(template.format("pos", name="Bo", width=6))
print("{0[1]}{0[0]}".format("ab"), "{:^7}".format("mid"))
broken = "value: {0} }"
print(broken.format(1))
