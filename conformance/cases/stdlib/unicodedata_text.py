import unicodedata as ud

for ch in "A\u00e9\u00df\u2603\u0664\u00bd\u4e2d\u200b ":
    print(repr(ch), ud.name(ch, "?"), ud.category(ch), ud.bidirectional(ch), ud.combining(ch), ud.east_asian_width(ch), ud.mirrored(ch))
print(ud.lookup("SNOWMAN"), ud.lookup("LATIN SMALL LETTER E WITH ACUTE"), ud.decimal("\u0664"), ud.digit("\u00b2"), ud.numeric("\u00bd"))
s = "Cafe\u0301 \u00c5ngstr\u00f6m \ufb01ne \u2460"
for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    n = ud.normalize(form, s)
    print(form, len(n), ascii(n), ud.is_normalized(form, s))
def strip_accents(t):
    return "".join(c for c in ud.normalize("NFD", t) if ud.category(c) != "Mn")
print(strip_accents("Cr\u00e8me br\u00fbl\u00e9e \u00e0 la fran\u00e7aise"))
print(ud.decomposition("\u00e9"), ud.decomposition("\ufb01"), repr(ud.decomposition("a")), ud.unidata_version >= "15")
print("\u00e9" == "e\u0301", ud.normalize("NFC", "e\u0301") == "\u00e9", "\u00df".upper(), "\u0130".lower(), "\ufb01".casefold())
for bad in [lambda: ud.name("\x00"), lambda: ud.lookup("NO SUCH CHARACTER NAME"), lambda: ud.decimal("a"), lambda: ud.normalize("NFX", "a"),
            lambda: ud.category("ab")]:
    try:
        bad()
    except (ValueError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
