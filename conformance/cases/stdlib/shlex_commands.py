import shlex

for line in ['ls -la "My Documents" /tmp', "echo 'single quoted' \"double $HOME\" plain\\ space",
             "cmd --opt=value # trailing comment", 'grep -e "a\\"b" file', "a'b'c d\"e\"f"]:
    print(shlex.split(line))
print(shlex.split("cmd # not a comment", comments=False), shlex.split("cmd # comment", comments=True))
print(shlex.split("a 'b c'", posix=False))
args = ["rm", "-rf", "dir with spaces", "it's", "$VAR", "", "safe-name_1.txt"]
print([shlex.quote(a) for a in args])
print(shlex.join(args))
print(shlex.split(shlex.join(args)) == args)
lex = shlex.shlex("a = b + c; d == 'e f'", posix=True)
lex.whitespace_split = False
print(list(lex))
lex = shlex.shlex("key1=val1,key2='val 2'", posix=True, punctuation_chars=False)
lex.whitespace = ","
lex.whitespace_split = True
print(list(lex))
lex = shlex.shlex("ls | grep x && echo done;", punctuation_chars=True)
print(list(lex))
lex = shlex.shlex("one two three")
print(lex.get_token(), lex.get_token(), lex.lineno)
lex.push_token("pushed")
print(lex.get_token(), lex.get_token(), repr(lex.get_token()))
for bad in ['echo "unterminated', "echo 'open", "trailing\\"]:
    try:
        shlex.split(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    shlex.split(None)
except ValueError as e:
    print(type(e).__name__, e)
