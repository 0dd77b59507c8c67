ut''
