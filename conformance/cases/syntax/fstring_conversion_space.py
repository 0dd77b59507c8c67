f'{a! r}'
