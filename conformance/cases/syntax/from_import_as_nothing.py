from a import b as
