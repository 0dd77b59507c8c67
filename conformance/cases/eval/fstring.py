f'{x!r:>{width}} and {y=} {{literal}}'
