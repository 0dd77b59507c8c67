# -*- coding: foobar -*-
x = 1
