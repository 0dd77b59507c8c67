# coding: ascii é
x = 1
