raise E from
