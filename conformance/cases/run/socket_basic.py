# _socket over libc: socketpair, TCP over loopback, timeouts, non-blocking calls, addresses and their
# errors, the resolver and conversion functions, the unclosed-socket warning. Native CPython is the
# reference (the oracle's wasm has no socketpair and no loopback).
import socket, _socket
a, b = socket.socketpair()
print(type(a).__name__, a.family, b.type, repr(a).split(" fd=")[0], repr(a).split(", ")[1:])
a.sendall(b"hello")
print(b.recv(10))
b.send(b"x" * 3)
buf = bytearray(5)
print(a.recv_into(buf), buf)
a.settimeout(0.2)
try:
    a.recv(1)
except TimeoutError as e:
    print("timeout", type(e).__name__, e)
print(a.gettimeout(), a.getblocking())
a.setblocking(False)
try:
    a.recv(1)
except BlockingIOError as e:
    print("blocking", e.errno)
a.close(); b.close()
print(a)
# a file's descriptor is not a socket (standard streams may be: spawnSync gives a child socketpairs)
_notsock = open(__file__, "rb")
for f in [lambda: _socket.inet_aton("1.2.3"), lambda: _socket.inet_ntoa(b"\x01\x02\x03\x04"), lambda: _socket.inet_pton(_socket.AF_INET6, "::1"),
          lambda: _socket.htons(1), lambda: _socket.htonl(1), lambda: _socket.htons(-1), lambda: _socket.ntohl(2**32),
          lambda: _socket.inet_aton("x"), lambda: _socket.inet_ntop(2, b"12345"), lambda: _socket.getservbyname("http", "tcp"),
          lambda: _socket.getservbyport(80), lambda: _socket.getprotobyname("tcp"), lambda: _socket.getprotobyname("nope"),
          lambda: socket.getaddrinfo("127.0.0.1", 80, type=socket.SOCK_STREAM), lambda: socket.getaddrinfo(None, 80, flags=socket.AI_PASSIVE, type=1),
          lambda: _socket.getnameinfo(("127.0.0.1", 80), socket.NI_NUMERICHOST | socket.NI_NUMERICSERV),
          lambda: _socket.getnameinfo(("127.0.0.1",), 0), lambda: _socket.CMSG_LEN(4), lambda: _socket.CMSG_SPACE(4),
          lambda: socket.gethostbyname("localhost"), lambda: socket.gethostbyname_ex("localhost"), lambda: socket.gethostbyaddr("127.0.0.1")[2],
          lambda: socket.socket(999), lambda: socket.socket(fileno=-5), lambda: socket.socket(fileno=_notsock.fileno()), lambda: _socket.getaddrinfo(1, 2),
          lambda: _socket.getaddrinfo("a", 1.5)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
_notsock.close()
s = socket.socket()
for addr in ["x", ("a",), ("127.0.0.1", "80"), ("127.0.0.1", 70000), (1, 80), ("127.0.0.1", 0)]:
    try:
        s.bind(addr); print("bound", s.getsockname()[0])
    except Exception as e:
        print(type(e).__name__, e)
for t in ["x", -1, float("nan"), 1e300, None, 2]:
    try:
        s.settimeout(t); print(s.gettimeout())
    except Exception as e:
        print(type(e).__name__, e)
s.listen()
c = socket.create_connection(s.getsockname())
conn, addr = s.accept()
print(addr[0], conn.getpeername() == c.getsockname())
c.sendall(b"ping"); print(conn.recv(4))
try:
    s.recv(-1)
except ValueError as e:
    print(e)
conn.close(); c.close(); s.close()
u = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
u.bind(b"\0pyts-abstract-test")
print(u.getsockname())
u.close()
try:
    socket.socket(socket.AF_UNIX).bind("x" * 200)
except OSError as e:
    print(e)
import gc
w = socket.socket()
import warnings
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("always")
    del w; gc.collect()
print([str(x.message)[:20] for x in ws], [x.category.__name__ for x in ws])

# UDP over loopback, recvfrom_into, MSG_PEEK, connect_ex and shutdown
u1 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); u1.bind(("127.0.0.1", 0))
u2 = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); u2.bind(("127.0.0.1", 0))
print(u2.sendto(b"datagram", u1.getsockname()))
print(u1.recv(3, socket.MSG_PEEK))
data, frm = u1.recvfrom(100)
print(data, frm == u2.getsockname())
u2.sendto(b"into", 0, u1.getsockname())
buf = bytearray(10)
n, frm = u1.recvfrom_into(buf, 4)
print(n, bytes(buf[:n]), frm == u2.getsockname())
for bad in [lambda: u1.recv_into(b"x"), lambda: u1.recv_into(bytearray(2), 5), lambda: u1.recvfrom_into(bytearray(2), 5), lambda: u1.recvfrom(-1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
u1.close(); u2.close()
srv = socket.socket(); srv.bind(("127.0.0.1", 0)); srv.listen(1)
port = srv.getsockname()[1]
cl = socket.socket()
print(cl.connect_ex(("127.0.0.1", port)))
peer, _ = srv.accept()
cl.shutdown(socket.SHUT_WR)
print(peer.recv(10))
print(cl.getsockopt(socket.SOL_SOCKET, socket.SO_TYPE), len(cl.getsockopt(socket.SOL_SOCKET, socket.SO_LINGER, 8)))
cl.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
print(cl.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR))
try:
    cl.getsockopt(socket.SOL_SOCKET, socket.SO_TYPE, 2000)
except OSError as e:
    print(e)
peer.close(); cl.close(); srv.close()
closed = socket.socket(); closed.close()
print(closed.fileno(), repr(closed))
for f in [closed.recv, closed.getsockname]:
    try:
        f(1) if f == closed.recv else f()
    except OSError as e:
        print(type(e).__name__, e)
d = socket.socket(); fd = d.detach(); print(d.fileno(), fd >= 0); socket.close(fd)
print(socket.getdefaulttimeout()); socket.setdefaulttimeout(1.5)
t = socket.socket(); print(t.gettimeout(), t.getblocking()); t.close(); socket.setdefaulttimeout(None)
print(isinstance(socket.timeout(), OSError), socket.error is OSError, issubclass(socket.gaierror, OSError), socket.herror.__module__)
