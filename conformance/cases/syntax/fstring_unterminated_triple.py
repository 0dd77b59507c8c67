f'''abc
