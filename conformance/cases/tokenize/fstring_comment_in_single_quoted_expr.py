f"{x # c }"
