ur''
