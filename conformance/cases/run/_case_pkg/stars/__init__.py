__all__ = ["public", "sub"]
public = "p"
other = "o"
_private = "x"
