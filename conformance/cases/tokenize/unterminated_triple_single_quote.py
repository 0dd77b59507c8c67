x = '''abc

