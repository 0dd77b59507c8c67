[[a for a b] for c in d]
