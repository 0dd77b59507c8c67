import tempfile
from pathlib import Path
from collections import Counter

LAYOUT = {
    "pkg/__init__.py": "",
    "pkg/core.py": "def f():\n    return 1\n\n\ndef g():\n    pass\n",
    "pkg/util/helpers.py": "# helpers\nimport os\nX = 1\n",
    "tests/test_core.py": "from pkg.core import f\n\ndef test_f():\n    assert f() == 1\n",
    "README.md": "# Project\n\nSome text.\n",
    "setup.cfg": "[metadata]\nname = pkg\n",
    "data/big.bin": "x" * 5000,
}
with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp) / "project"
    for rel, content in LAYOUT.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(content)
    exts = Counter(p.suffix or "<none>" for p in root.rglob("*") if p.is_file())
    print(sorted(exts.items()))
    for py in sorted(root.rglob("*.py")):
        text = py.read_text()
        defs = [l.split("(")[0][4:] for l in text.splitlines() if l.startswith("def ")]
        print(py.relative_to(root).as_posix(), len(text.splitlines()), defs)
    sizes = sorted(((p.stat().st_size, p.relative_to(root).as_posix()) for p in root.rglob("*") if p.is_file()), reverse=True)
    print(sizes[:3])
    print(sorted(p.name for p in root.glob("**/") if p != root))
    print(sorted(str(p.relative_to(root)) for p in root.glob("*/*.py")), [p.name for p in root.glob("*.md")])
    pkgs = sorted(p.parent.relative_to(root).as_posix() for p in root.rglob("__init__.py"))
    print(pkgs, (root / "pkg" / "util").is_dir(), (root / "pkg" / "util" / "__init__.py").exists())
    cfg = root / "setup.cfg"
    cfg.write_text(cfg.read_text().replace("pkg", "renamed"))
    print(cfg.read_text().splitlines(), cfg.with_suffix(".bak").name)
    backup = cfg.rename(cfg.with_suffix(".bak"))
    print(backup.exists(), cfg.exists(), sorted(p.name for p in root.iterdir()))
    print(Path(tmp, "project", "pkg").relative_to(tmp).parts, (root / "a" / ".." / "b").resolve() == (root / "b").resolve())
    try:
        (root / "missing.txt").read_text()
    except FileNotFoundError as e:
        print(type(e).__name__, e.strerror, Path(e.filename).name)
    try:
        (root / "pkg").read_text()
    except IsADirectoryError as e:
        print(type(e).__name__, e.strerror)
