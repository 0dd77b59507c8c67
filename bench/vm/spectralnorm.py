# spectral-norm: the largest eigenvalue of an infinite matrix by the power method (float calls).
def eval_A(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def eval_A_times_u(u):
    n = len(u)
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_A(i, j) * u[j]
        out.append(s)
    return out


def eval_At_times_u(u):
    n = len(u)
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_A(j, i) * u[j]
        out.append(s)
    return out


def eval_AtA_times_u(u):
    return eval_At_times_u(eval_A_times_u(u))


def spectral_norm(n):
    u = [1.0] * n
    v = u
    for _ in range(10):
        v = eval_AtA_times_u(u)
        u = eval_AtA_times_u(v)
    vBv = 0.0
    vv = 0.0
    for i in range(n):
        vBv += u[i] * v[i]
        vv += v[i] * v[i]
    return (vBv / vv) ** 0.5


print("%.9f" % spectral_norm(150))
