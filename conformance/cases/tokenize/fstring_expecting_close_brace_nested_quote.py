f"{"abc"
