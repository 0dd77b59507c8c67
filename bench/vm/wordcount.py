# word count: a generated text split into words and counted in a dict (str methods, dict get/set, sorting).
WORDS = ("the quick brown fox jumps over lazy dog and then some more words appear in this text "
         "python interpreter bytecode frame stack value object type dict list tuple string").split()


def make_text(n):
    parts = []
    seed = 12345
    for i in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        w = WORDS[seed % len(WORDS)]
        if seed % 7 == 0:
            w = w.upper()
        elif seed % 5 == 0:
            w = w.capitalize()
        parts.append(w)
        if seed % 11 == 0:
            parts.append(".\n")
    return " ".join(parts)


def count_words(text):
    counts = {}
    for line in text.split("\n"):
        for word in line.split():
            word = word.strip(".").lower()
            if not word:
                continue
            counts[word] = counts.get(word, 0) + 1
    return counts


def bigrams(text):
    pairs = {}
    words = text.lower().split()
    for i in range(len(words) - 1):
        key = words[i] + " " + words[i + 1]
        if key in pairs:
            pairs[key] += 1
        else:
            pairs[key] = 1
    return pairs


text = make_text(100000)
counts = count_words(text)
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
for word, n in top[:10]:
    print(f"{word:12} {n}")
pairs = bigrams(text)
print(len(counts), len(pairs), sum(pairs.values()), max(pairs.values()))
