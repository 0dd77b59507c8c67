await
