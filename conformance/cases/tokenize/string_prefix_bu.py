bu''
