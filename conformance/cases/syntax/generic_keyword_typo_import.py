impot os
