obj.attr.method().other
