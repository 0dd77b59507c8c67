import argparse
import sys

def build():
    parser = argparse.ArgumentParser(prog="tool", description="A demo tool.", epilog="See docs.")
    parser.add_argument("-v", "--verbose", action="count", default=0, help="more output")
    parser.add_argument("--config", metavar="FILE", default="tool.cfg")
    sub = parser.add_subparsers(dest="cmd", required=True)
    build_p = sub.add_parser("build", help="build things")
    build_p.add_argument("targets", nargs="+")
    build_p.add_argument("-j", "--jobs", type=int, default=1, choices=range(1, 9))
    build_p.add_argument("--release", action="store_true")
    run_p = sub.add_parser("run", help="run a program")
    run_p.add_argument("program")
    run_p.add_argument("args", nargs=argparse.REMAINDER)
    run_p.add_argument("--env", action="append", default=[])
    grp = run_p.add_mutually_exclusive_group()
    grp.add_argument("--fast", action="store_true")
    grp.add_argument("--slow", action="store_true")
    return parser

p = build()
for argv in [["build", "a", "b", "-j", "4", "--release"], ["-vv", "run", "prog", "--env", "A=1", "--env", "B=2"],
             ["--config=x.cfg", "run", "prog", "--fast"], ["run", "prog", "x", "--y"]]:
    ns = p.parse_args(argv)
    print(sorted(vars(ns).items()))

def try_parse(argv):
    old = sys.stderr
    sys.stderr = sys.stdout
    try:
        p.parse_args(argv)
    except SystemExit as e:
        print("exit", e.code)
    finally:
        sys.stderr = old

try_parse(["build"])
try_parse(["build", "x", "-j", "two"])
try_parse(["run", "prog", "--fast", "--slow"])
try_parse([])
p.print_help()
p.print_usage()

q = argparse.ArgumentParser(prog="calc", exit_on_error=False)
q.add_argument("numbers", type=float, nargs="*")
q.add_argument("--op", choices=["sum", "max"], default="sum")
q.add_argument("--scale", type=lambda s: float(s) * 2, default=1.0)
ns = q.parse_args(["1", "2.5", "--op", "max", "--scale", "3"])
print(ns, max(ns.numbers) * ns.scale)
try:
    q.parse_args(["1", "x"])
except argparse.ArgumentError as e:
    print(type(e).__name__, e)
ns, rest = q.parse_known_args(["4", "--unknown", "z"])
print(ns.numbers, rest)
try:
    q.add_argument("--op")
except argparse.ArgumentError as e:
    print(type(e).__name__, e)
