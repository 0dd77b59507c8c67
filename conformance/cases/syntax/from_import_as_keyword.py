from a import b as if
