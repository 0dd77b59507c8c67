Bt''
