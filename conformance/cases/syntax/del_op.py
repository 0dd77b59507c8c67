del a + b
