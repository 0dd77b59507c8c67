print 1,
