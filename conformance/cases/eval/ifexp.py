x if cond else y if other else z
