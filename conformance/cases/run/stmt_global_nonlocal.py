# global and nonlocal declarations: rebinding, creation, nesting, class bodies, comprehensions
counter = 0
def bump(n=1):
    global counter
    counter += n
    return counter
bump(); bump(5)
print(counter)
def create():
    global created_here, also_created
    created_here = "yes"
    also_created = [1]
create()
print(created_here, also_created)
def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = x + "+inner"
            return x
        return inner()
    r = middle()
    return r, x
print(outer())
def counters():
    a = b = 0
    def inc_a():
        nonlocal a
        a += 1
    def inc_both():
        nonlocal a, b
        a += 10
        b += 10
    inc_a(); inc_both(); inc_a()
    return a, b
print(counters())
def shadow():
    counter = "local"
    def g():
        global counter
        return counter
    return g(), counter
print(shadow())
class C:
    attr = "class attr"
    global from_class
    from_class = "set in class body"
    def method(self):
        return attr_global_lookup()
def attr_global_lookup():
    return "attr" in globals()
print(from_class, C().method())
def class_in_func():
    v = 1
    class K:
        nonlocal v
        v = 2
        w = v
    return v, K.w
print(class_in_func())
def comp_scope():
    total = 0
    def add_all(items):
        nonlocal total
        [total := total + i for i in items]
        return total
    return add_all([1, 2, 3]), total
print(comp_scope())
x = "global x"
def reads_before_global():
    return [x for _ in range(1)]
print(reads_before_global())
def nested_global():
    def inner():
        global nested_value
        nested_value = 42
    inner()
    return nested_value
print(nested_global())
gen_total = 0
def gen_global():
    global gen_total
    for i in range(3):
        gen_total += i
        yield gen_total
print(list(gen_global()), gen_total)
src_errors = [
    "def f():\n    x = 1\n    global x\n",
    "def f(a):\n    global a\n",
    "def f():\n    nonlocal q\n",
    "nonlocal y\n",
    "def f():\n    x = 1\n    def g():\n        print(x)\n        nonlocal x\n",
    "def f(a):\n    nonlocal a\n",
    "def f():\n    global z\n    nonlocal z\n",
    "class A:\n    nonlocal qq\n",
    "def f():\n    print(x)\n    global x\n",
]
for src in src_errors:
    try:
        compile(src, "<decl>", "exec")
        print("compiled")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno)
def lazy():
    global late_global
    return late_global
try:
    lazy()
except NameError as e:
    print(type(e).__name__, e)
late_global = "now defined"
print(lazy())
def unbound_nonlocal():
    def inner():
        nonlocal later
        return later
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    later = 1
    return inner()
print(unbound_nonlocal())
exec("global exec_global\nexec_global = 'from exec'")
print(exec_global)
def missing():
    global never_set
    return never_set
missing()
