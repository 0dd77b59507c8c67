f"{x"
