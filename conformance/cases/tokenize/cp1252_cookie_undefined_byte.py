# coding: cp1252
x = '€'
