uf''
