#!/usr/bin/env python
# coding=nosuchcodec
x = 1
