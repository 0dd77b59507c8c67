({k: v for k, v in items}, {s for s in seq})
