# mandelbrot: escape-time iteration over a grid (float arithmetic in tight while loops).
def mandelbrot(width, height, max_iter):
    rows = []
    checksum = 0
    for y in range(height):
        ci = 2.0 * y / height - 1.0
        row = []
        for x in range(width):
            cr = 2.5 * x / width - 2.0
            zr = zi = 0.0
            i = 0
            while i < max_iter and zr * zr + zi * zi <= 4.0:
                zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
                i += 1
            checksum += i
            row.append("#" if i == max_iter else " .:-=+*%@"[i % 9])
        rows.append("".join(row))
    return rows, checksum


rows, checksum = mandelbrot(160, 80, 300)
for r in rows[::16]:
    print(r)
print("checksum", checksum)
