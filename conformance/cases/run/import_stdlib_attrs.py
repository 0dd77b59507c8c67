# pure-Python stdlib modules come from the stdlib zip on sys.path: their names, specs, packages,
# files (shown by their ends: the zip's absolute path differs between interpreters) and loaders
import sys
import keyword, copyreg, heapq, bisect, stat, genericpath, types, operator, abc, _collections_abc, copy, weakref

for m in [keyword, copyreg, heapq, bisect, stat, genericpath, types, operator, abc, _collections_abc, copy, weakref]:
    spec = m.__spec__
    print(m.__name__, spec.name, repr(m.__package__), m.__file__.endswith("/" + m.__name__ + ".py"),
          spec.origin == m.__file__, spec.has_location, spec.parent == "", spec.submodule_search_locations,
          type(m.__loader__).__name__, type(m.__loader__).__module__, m.__loader__ is spec.loader,
          sys.modules[spec.name] is m, hasattr(m, "__path__"))

# the zip is a sys.path entry, and the modules' files are inside it
zip_entry = [p for p in sys.path if p.endswith(".zip") and keyword.__file__.startswith(p + "/")]
print(len(zip_entry), keyword.__file__[len(zip_entry[0]):])
loader = keyword.__loader__
print(loader.archive == zip_entry[0], repr(loader.prefix), loader.is_package("keyword"), loader.get_filename("keyword") == keyword.__file__)
print(loader.get_source("keyword").splitlines()[0])
print(repr(loader)[:22], repr(loader).endswith('/">'))

# a package from the zip: __path__ is its directory inside the zip, and its submodules load from there
import email
import email.errors
import xml
print(email.__name__, email.__package__, email.__file__.endswith("/email/__init__.py"), email.__spec__.parent)
print(len(email.__path__), email.__path__[0] == email.__file__.rsplit("/", 1)[0], email.__spec__.submodule_search_locations == email.__path__)
print(email.errors.__name__, email.errors.__package__, email.errors.__spec__.parent, email.errors.__file__.endswith("/email/errors.py"))
print(email.errors.__loader__ is not email.__loader__, email.errors.__loader__.prefix, email.errors.__file__.startswith(email.__path__[0]))
print(email.errors is sys.modules["email.errors"], email.errors.MessageError.__mro__[1].__name__)
print(xml.__name__, xml.__path__[0].endswith("/xml"), xml.__loader__.is_package("xml"))
print(type(email.__spec__).__name__, email.__spec__.loader is email.__loader__)

# modules CPython freezes: FrozenImporter, origin 'frozen', __file__ but no __cached__
import stat, genericpath
print(stat.__spec__, stat.__loader__, stat, stat.__spec__.has_location, hasattr(stat, "__cached__"))
print(stat.__spec__.loader_state.origname, stat.__spec__.loader_state.filename == stat.__file__, genericpath.__file__.endswith("/genericpath.py"))
print(abc.__spec__.origin, _collections_abc.__spec__.name, _collections_abc.__loader__.__name__)
print(keyword.__cached__[len(zip_entry[0]):], email.__cached__.endswith("/email/__pycache__/__init__.cpython-314.pyc"))
