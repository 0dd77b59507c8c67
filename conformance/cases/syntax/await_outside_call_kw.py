f(await=1)
