x = f"""abc
{y}
