WHERE = "namespace"
