@dec def f(): pass
