import configparser
import io

INI = """
[DEFAULT]
server_alive = 45
compression = yes

[forge.example]
user = hg
port = 50022
path = %(user)s/repos

[topsecret.server.example]
Port = 50022
ForwardX11 = no
ratio = 0.75

[paths]
home = /home/me
data = ${home}/data
"""
cp = configparser.ConfigParser()
cp.read_string(INI)
print(cp.sections(), cp.defaults())
print(cp["forge.example"]["user"], cp["forge.example"]["path"], cp.getint("forge.example", "port"))
print(cp.getboolean("topsecret.server.example", "forwardx11"), cp.getfloat("topsecret.server.example", "ratio"))
print(cp["topsecret.server.example"]["compression"], "Port" in cp["topsecret.server.example"], cp.has_option("paths", "home"))
print(sorted(cp["forge.example"].keys()), cp.get("forge.example", "missing", fallback="fb"))
print(cp.get("forge.example", "path", raw=True), cp.get("forge.example", "path", vars={"user": "other"}))

ext = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
ext.read_string(INI)
print(ext["paths"]["data"])

cp["new"] = {"a": "1", "b": "two"}
cp.set("new", "c", "3")
cp.remove_option("new", "b")
out = io.StringIO()
cp.write(out)
print(out.getvalue())
raw = configparser.RawConfigParser()
raw.read_dict({"s": {"k": "%(notinterp)s", "n": 5}})
print(raw.get("s", "k"), raw.get("s", "n"), type(raw.get("s", "n")).__name__)

for bad in ["[a]\nx=1\n[a]\ny=2\n", "no section\n", "[s]\nk=1\nk=2\n", "[s]\n  continuation\n"]:
    try:
        configparser.ConfigParser().read_string(bad)
    except configparser.Error as e:
        print(type(e).__name__, str(e).replace("\n", " | "))
for call in [lambda: cp.get("nope", "x"), lambda: cp.get("new", "zz"), lambda: cp.getint("forge.example", "user"),
             lambda: cp.get("forge.example", "bad") if cp.set("forge.example", "bad", "%(loop)s") is None else None,
             lambda: cp.getboolean("new", "a") and cp.getboolean("forge.example", "user")]:
    try:
        call()
    except (configparser.Error, ValueError) as e:
        print(type(e).__name__, str(e).replace("\n", " | "))
print(configparser.ConfigParser(allow_no_value=True, delimiters=(":",), comment_prefixes=(";",)).read_string("[s]\nflag\nkey: val ; not comment\n") or "ok")
