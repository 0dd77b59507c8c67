from email.message import EmailMessage
from email import message_from_string, policy
from email.utils import parseaddr, formataddr, getaddresses, parsedate_to_datetime, format_datetime, make_msgid
from email.headerregistry import Address
import email.header
import datetime

msg = EmailMessage()
msg["Subject"] = "Quarterly report \u2014 Q4"
msg["From"] = Address("Ann Example", "ann", "example.com")
msg["To"] = "Bob <bob@example.org>, carol@example.net"
msg["Date"] = format_datetime(datetime.datetime(2026, 12, 2, 9, 30, tzinfo=datetime.timezone.utc))
msg["Message-ID"] = "<report-1@example.com>"
msg.set_content("Hi all,\n\nThe report is attached.\n\u2014 Ann\n")
msg.add_alternative("<p>Hi all,</p><p>The report is attached.</p>", subtype="html")
msg.add_attachment(b"col1,col2\n1,2\n", maintype="text", subtype="csv", filename="report.csv")
# fixed boundaries: the generated ones come from the unseeded global random (and their length from sys.maxsize)
for part in msg.walk():
    if part.is_multipart():
        part.set_boundary(f"b-{part.get_content_subtype()}")
text = msg.as_string()
boundary = msg.get_boundary()
print(text.replace(boundary, "BOUNDARY"))
print(msg.is_multipart(), msg.get_content_type(), [p.get_content_type() for p in msg.iter_parts()])
print([a.get_filename() for a in msg.iter_attachments()], msg["to"].addresses[0].username)

raw = """From: "Dee, Jr." <dee@example.com>
To: team@example.com
Subject: =?utf-8?q?Caf=C3=A9_meeting?=
Date: Wed, 02 Dec 2026 10:00:00 +0100
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Let's meet at the caf=C3=A9.
Line two=
 continues.
"""
m = message_from_string(raw, policy=policy.default)
print(m["subject"], m["from"].addresses[0].display_name, m.get_content_charset())
print(repr(m.get_content()))
print(parsedate_to_datetime(m["date"]), m["date"].datetime.utcoffset())
legacy = message_from_string(raw)
print(legacy["Subject"], email.header.decode_header(legacy["Subject"]))
print(legacy.get_payload(decode=True))
print(parseaddr("Full Name <full@example.com>"), formataddr(("J\u00fcrgen", "j@example.de")))
print(getaddresses(["a@x.com, B <b@y.com>", "c@z.com"]))
print(str(email.header.Header("Gr\u00fc\u00dfe", "utf-8")), make_msgid(idstring="x", domain="d.example").endswith("@d.example>"))
print(sorted(m.keys()), m.get("X-Missing", "none"), len(m))
del m["To"]
m["To"] = "new@example.com"
print(m["To"], m.get_all("to"))
try:
    msg["Subject"] = "second subject"
except ValueError as e:
    print(type(e).__name__, e)
print(parseaddr("not an address"), parseaddr("<>"))
