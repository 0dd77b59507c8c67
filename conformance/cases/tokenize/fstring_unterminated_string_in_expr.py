f"{'abc}"
