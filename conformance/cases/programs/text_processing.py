text = """It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness"""
words = [w.strip(",").lower() for w in text.split()]
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(top)
print(text.splitlines()[1].title(), text.count("it"), text.find("age"), text.replace("times", "days")[:40])
print(" | ".join(line.strip()[:10] for line in text.splitlines()))
