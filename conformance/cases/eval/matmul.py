a @ b @ c
