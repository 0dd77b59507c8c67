t"{x"
