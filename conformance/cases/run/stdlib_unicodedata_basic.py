# Hangul syllables left out of decomposition(): 3.14.2 (the oracle) gives "", 3.14.8 (native) "1100 1161"
import unicodedata as u
print(u.unidata_version, u.ucd_3_2_0.unidata_version)
for c in ["a", "A", "1", "\u00e9", "\u0301", "\u4e00", "\U0001F600", "\u00bd", "\u2163", "\u0660", " ", "\u200f", "(", "\uff21", "\U00020000", "\U0010FFFF", "\x00", "\u0378"]:
    print(repr(c), u.category(c), u.bidirectional(c), u.combining(c), u.east_asian_width(c), u.mirrored(c), repr(u.decomposition(c)),
          u.decimal(c, None), u.digit(c, None), u.numeric(c, None), u.name(c, None))
print(u.lookup("LATIN SMALL LETTER A"), u.lookup("HANGUL SYLLABLE GAG"), u.lookup("CJK UNIFIED IDEOGRAPH-4E00"))
for f in ["NFC", "NFD", "NFKC", "NFKD"]:
    print(f, ascii(u.normalize(f, "e\u0301\ufb01\u212b\uac00")), u.is_normalized(f, "\u00e9"))
def t(fn, *a):
    try: print(repr(fn(*a)))
    except Exception as e: print(type(e).__name__, e)
t(u.category, 1); t(u.category, "ab"); t(u.category, ""); t(u.name, "\u0378"); t(u.decimal, "a"); t(u.digit, "a"); t(u.numeric, "a")
t(u.lookup, "NOT A NAME"); t(u.lookup, 1); t(u.normalize, "NFX", "a"); t(u.normalize, 1, "a"); t(u.normalize, "NFC", 1); t(u.category)
t(u.ucd_3_2_0.category, "a"); print(type(u.ucd_3_2_0), u.UCD)
import encodings.idna, stringprep
print("b\u00fccher.example".encode("idna"))
print("\N{GREEK SMALL LETTER ALPHA}".isidentifier())
print(sum(1 for c in range(0x20000) if u.category(chr(c)) == "Lu"), sum(1 for c in range(0x3000) if u.name(chr(c), None)))
