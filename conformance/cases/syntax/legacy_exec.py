exec 'code'
