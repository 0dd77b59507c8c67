from a import b as c.d
