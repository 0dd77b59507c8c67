# posixpath (a frozen module, over errno, stat and genericpath) and errno's names
import errno, posixpath

print(errno.errorcode[errno.ENOENT], errno.errorcode[errno.EEXIST], errno.EWOULDBLOCK == errno.EAGAIN, errno.__name__)
print(all(errno.errorcode[getattr(errno, n)] in dir(errno) for n in ("EPERM", "EINTR", "EACCES", "EINVAL", "EPIPE")))
print(posixpath.join("a", "b", "/c", "d"), posixpath.join("a/", "b"), posixpath.join(b"x", b"y"))
print(posixpath.splitext("x/y.tar.gz"), posixpath.splitext(".bashrc"), posixpath.basename("/a/b"), posixpath.dirname("/a/b"))
print(posixpath.normpath("a//b/../c/./d"), posixpath.normpath("/../x"), posixpath.normpath(""), posixpath.normpath("//x"))
print(posixpath.isabs("/x"), posixpath.isabs("x"), posixpath.split("/a/b/c"), posixpath.split("c"), posixpath.splitdrive("/a"))
print(posixpath.commonpath(["/a/b", "/a/c"]), posixpath.relpath("/a/b/c", "/a"), posixpath.relpath("/x", "/a/b"))
print(posixpath.commonprefix(["interstate", "internal"]), posixpath.expandvars("no vars"), posixpath.sep, posixpath.curdir)
print(posixpath.__spec__.origin, posixpath.__name__, posixpath.splitroot("//a/b"), posixpath.normcase("AbC"))
try:
    posixpath.join("a", 5)
except TypeError as e:
    print("TypeError:", e)
try:
    posixpath.commonpath(["/a", "b"])
except ValueError as e:
    print("ValueError:", e)
