# gc's generation-0 count is container allocations minus deallocations: containers that die at
# once do not add up, so a loop of short-lived lists triggers no automatic collection, while
# containers kept alive do.
import gc

runs = []
gc.callbacks.append(lambda phase, info: runs.append(info["generation"]) if phase == "start" else None)
gc.collect()
runs.clear()
for i in range(20000):
    x = [i]
    y = {"k": i}
print("short-lived:", gc.get_count()[0] < 50, runs)
keep = []
for i in range(5000):
    keep.append([i])
print("kept alive: collections ran:", len(runs) > 0, "young count below threshold:", gc.get_count()[0] <= gc.get_threshold()[0])
runs.clear()
del keep
print(gc.get_count()[0] < 50)
gc.callbacks.clear()
