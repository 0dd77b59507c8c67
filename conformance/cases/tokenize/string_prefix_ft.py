ft''
