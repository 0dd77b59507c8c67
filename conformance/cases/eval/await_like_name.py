await_ + yield_
