# -*- coding: latin-1 -*-
x = 'éÿ'
