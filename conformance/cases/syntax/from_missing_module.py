from import a
