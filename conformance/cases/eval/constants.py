(None, True, False, ..., 0x1F, 0o17, 0b101, 1_000, 1.5e-3, 2j, b'\x00', 'ü')
