f'{pass}'
