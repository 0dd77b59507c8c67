class Settings:
    DEBUG = False
    VERBOSE = True

print(Settings.DEBUG)
print(Settings.VERBOS)
