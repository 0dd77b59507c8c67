f"a}b"
