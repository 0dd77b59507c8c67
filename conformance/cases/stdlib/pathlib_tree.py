import pathlib
import tempfile
from pathlib import Path, PurePosixPath, PureWindowsPath

p = PurePosixPath("/usr/local/lib/python3.14/site-packages/pkg/__init__.py")
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parts[:3], p.anchor)
print(p.with_suffix(".pyc"), p.with_name("mod.py"), p.with_stem("main"), p.relative_to("/usr/local"))
print(list(p.parents)[:3], p.is_absolute(), p.match("*.py"), p.full_match("/usr/**/*.py"))
print(PurePosixPath("a/b") / "c" / "../d", PurePosixPath("a//b/./c"), PurePosixPath("/a") / "/b")
print(PurePosixPath("archive.tar.gz").suffixes, PurePosixPath("x").joinpath("y", "z"))
w = PureWindowsPath(r"C:\Users\me\file.TXT")
print(w.drive, w.root, w.name, w.parent, w.as_posix(), w.suffix.lower())
print(PureWindowsPath("c:/a") == PureWindowsPath("C:\\A"), PurePosixPath("a") == PurePosixPath("A"))
try:
    p.relative_to("/opt")
except ValueError as e:
    print(type(e).__name__, e)
try:
    PurePosixPath("noext").with_suffix("bad")
except ValueError as e:
    print(type(e).__name__, e)

with tempfile.TemporaryDirectory() as d:
    root = Path(d)
    (root / "src" / "pkg").mkdir(parents=True)
    (root / "docs").mkdir()
    (root / "src" / "pkg" / "a.py").write_text("print('a')\n")
    (root / "src" / "pkg" / "b.py").write_text("x = 1\ny = 2\n")
    (root / "src" / "main.py").write_bytes(b"import pkg\n")
    (root / "docs" / "README.md").write_text("# Title\n", encoding="utf-8")
    print(sorted(str(f.relative_to(root)) for f in root.rglob("*.py")))
    print(sorted(f.name for f in root.glob("*/*")))
    print(sorted(f.name for f in (root / "src").iterdir()), (root / "src").is_dir(), (root / "x").exists())
    b = root / "src" / "pkg" / "b.py"
    print(b.read_text().splitlines(), b.stat().st_size, b.is_file(), b.suffix)
    with b.open("a") as fh:
        fh.write("z = 3\n")
    print(len(b.read_text().splitlines()))
    moved = b.rename(root / "docs" / "b.txt")
    print(moved.name, b.exists(), moved.exists())
    moved.unlink()
    print(moved.exists())
    moved.unlink(missing_ok=True)
    try:
        moved.unlink()
    except FileNotFoundError as e:
        print(type(e).__name__, e.strerror)
    try:
        (root / "docs").mkdir()
    except FileExistsError as e:
        print(type(e).__name__, e.strerror)
    try:
        (root / "docs").rmdir()
    except OSError as e:
        print(type(e).__name__, e.strerror)
    for dirpath, dirnames, filenames in root.walk():
        dirnames.sort()
        print(dirpath.relative_to(root), sorted(filenames))
    (root / "empty").touch()
    print((root / "empty").stat().st_size, (root / "empty").samefile(root / "empty"))
print(Path("a/b.txt").with_suffix("").as_posix(), Path("~").expanduser() != Path("~"))
