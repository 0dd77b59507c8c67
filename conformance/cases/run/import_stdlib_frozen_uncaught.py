# an exception raised in a frozen stdlib module: its frames are "<frozen NAME>", with no source line
import genericpath

def common(paths):
    return genericpath.commonprefix(paths)

print(common(["/a/b", "/a/c"]))
common(5)
