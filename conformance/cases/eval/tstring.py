t'hello {name!s:10}'
