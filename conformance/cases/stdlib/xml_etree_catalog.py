import io
import xml.etree.ElementTree as ET

XML = """<?xml version="1.0"?>
<catalog xmlns:x="http://example.com/extra">
  <book id="bk101" lang="en">
    <author>Gambardella, Matthew</author>
    <title>XML Developer's Guide</title>
    <price currency="USD">44.95</price>
    <x:rating>4</x:rating>
  </book>
  <book id="bk102" lang="fr">
    <author>Ralls, Kim</author>
    <title>Midnight Rain</title>
    <price currency="EUR">5.95</price>
  </book>
  <magazine id="mg1"><title>Monthly &amp; More</title></magazine>
</catalog>"""

root = ET.fromstring(XML)
print(root.tag, len(root), [c.tag for c in root], root.attrib)
for book in root.findall("book"):
    print(book.get("id"), book.findtext("title"), float(book.find("price").text), book.find("price").get("currency"))
print([t.text for t in root.iter("title")])
print(root.find(".//book[@lang='fr']/author").text, [b.get("id") for b in root.findall(".//*[@id]")])
print(root.findall("book/{http://example.com/extra}rating")[0].text, root.find("book/x:rating", {"x": "http://example.com/extra"}).text)
print(root.find("book[2]").get("id"), root.find("book[last()]").get("id"), root.find("nothing"), root.findtext("nothing", "default"))

new = ET.SubElement(root, "book", id="bk103", lang="de")
ET.SubElement(new, "title").text = "Neues Buch"
price = ET.SubElement(new, "price", currency="EUR")
price.text = "12.00"
root.remove(root.find("magazine"))
for p in root.iter("price"):
    p.set("checked", "yes")
print(ET.tostring(new, encoding="unicode"))

doc = ET.Element("config", version="2")
for k, v in [("host", "localhost"), ("port", "8080")]:
    e = ET.SubElement(doc, "option", name=k)
    e.text = v
ET.indent(doc, space="  ")
print(ET.tostring(doc, encoding="unicode"))
tree = ET.ElementTree(doc)
buf = io.BytesIO()
tree.write(buf, encoding="utf-8", xml_declaration=True)
print(buf.getvalue().decode())
print(ET.tostring(ET.fromstring("<a><b/>text<c>1 &lt; 2</c>tail</a>")))
events = [(ev, el.tag) for ev, el in ET.iterparse(io.BytesIO(b"<r><i>1</i><i>2</i></r>"), events=("start", "end"))]
print(events)
parser = ET.XMLPullParser(["end"])
parser.feed("<list><it>a</it><it>")
print([e.text for _, e in parser.read_events()])
parser.feed("b</it></list>")
print([e.tag for _, e in parser.read_events()])
for bad in ["<a><b></a>", "<a>", "not xml", "<a x='1' x='2'/>"]:
    try:
        ET.fromstring(bad)
    except ET.ParseError as e:
        print(type(e).__name__, e, e.position)
