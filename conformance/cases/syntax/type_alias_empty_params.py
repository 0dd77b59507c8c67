type T[] = int
