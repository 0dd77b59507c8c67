import html
from html.parser import HTMLParser

print(html.escape('<a href="x?a=1&b=2">Tom\'s</a>'), html.escape("<b>", quote=False))
print(html.unescape("&lt;p&gt; &amp;amp; &copy; &#8364; &#x41; &eacute; &notanentity; &amp"))

PAGE = """<!DOCTYPE html>
<html><head><title>Demo &amp; Test</title>
<meta charset="utf-8"><script>var x = "<b>";</script></head>
<body class="main" id=top>
<!-- a comment -->
<h1>Hello, <em>World</em>!</h1>
<p>Links: <a href="/one">One</a>, <a href='/two' target="_blank">Two</a></p>
<img src="pic.png" alt="A picture"/>
<ul><li>first<li>second</ul>
</body></html>"""

class Outliner(HTMLParser):
    def __init__(self):
        super().__init__()
        self.depth = 0
        self.links = []
        self.text = []
    def handle_starttag(self, tag, attrs):
        print("  " * self.depth + f"<{tag}> {attrs}")
        if tag == "a":
            self.links.append(dict(attrs).get("href"))
        if tag not in ("meta", "img", "li"):
            self.depth += 1
    def handle_endtag(self, tag):
        if tag not in ("meta", "img", "li"):
            self.depth -= 1
        print("  " * self.depth + f"</{tag}>")
    def handle_startendtag(self, tag, attrs):
        print("  " * self.depth + f"<{tag}/> {attrs}")
    def handle_data(self, data):
        if data.strip():
            self.text.append(data.strip())
    def handle_comment(self, data):
        print("comment:", repr(data))
    def handle_decl(self, decl):
        print("decl:", decl)

p = Outliner()
p.feed(PAGE)
p.close()
print(p.links)
print(p.text)

class Chunked(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.events = []
    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, attrs))
    def handle_data(self, data):
        self.events.append(("data", data))
    def handle_entityref(self, name):
        self.events.append(("entity", name))
    def handle_charref(self, name):
        self.events.append(("charref", name))
c = Chunked()
for piece in ["<di", "v a='1' b", ">x &amp", "; &#65; y</div>"]:
    c.feed(piece)
c.close()
print(c.events)
print(html.entities.name2codepoint["amp"] if hasattr(html, "entities") else None)
import html.entities
print(html.entities.name2codepoint["eacute"], html.entities.codepoint2name[169], html.entities.html5["nbsp;"] == "\xa0")
