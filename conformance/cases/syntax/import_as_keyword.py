import a as if
