async
