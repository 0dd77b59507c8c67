# glob over os.scandir (patterns, recursive **, hidden files, root_dir, bytes, escape) and fnmatch
import fnmatch, glob, os, shutil

base = "/tmp/pyts_case_glob_fnmatch"
shutil.rmtree(base, ignore_errors=True)
for d in ("pkg/sub/deep", "pkg/other", "data"):
    os.makedirs(os.path.join(base, d))
for f in ("a.py", "b.py", "c.txt", ".hidden.py", "pkg/__init__.py", "pkg/sub/m.py", "pkg/sub/deep/x.py",
          "pkg/other/notes.md", "data/[x].csv", "data/y1.csv", "data/y22.csv"):
    with open(os.path.join(base, f), "w") as fh:
        fh.write(f)


def g(pattern, **kw):
    return sorted(p.replace(base, "BASE") for p in glob.glob(os.path.join(base, pattern), **kw))


print(g("*.py"), g("?.py"), g("[ab].py"), g("[!a]*"))
print(g("*.py", include_hidden=True), g("pkg/*"), g("pkg/*/"), g("*/*/*.py"))
print(g("**/*.py", recursive=True))
print(g("**", recursive=True)[:6])
print(g("data/y?.csv"), g("data/y*.csv"), g("data/" + glob.escape("[x].csv")), g("data/[x].csv"))
print(sorted(glob.glob("**/*.md", root_dir=base, recursive=True)), sorted(glob.glob("*", root_dir=base + "/pkg")))
print(sorted(glob.glob(os.fsencode(base) + b"/*.txt")), glob.has_magic("a*"), glob.has_magic("abc"))
print(sorted(p.replace(base, "BASE") for p in glob.iglob(base + "/pkg/**/", recursive=True)))
print(fnmatch.fnmatch("a.py", "*.py"), fnmatch.fnmatch("A.PY", "*.py"), fnmatch.fnmatchcase("A.PY", "*.py"))
print(fnmatch.filter(["x.py", "y.txt", "z.py", ".h.py"], "*.py"), fnmatch.filter(["a1", "b2", "c3"], "[!b]?"))
print(fnmatch.translate("*.py"), fnmatch.translate("[!a-c]?x"), fnmatch.translate("a[]]b"))
print(g("nothing*"), glob.glob(base + "/missing/*"))
shutil.rmtree(base)
print(os.path.exists(base))
