import ipaddress as ip

a = ip.ip_address("192.168.1.10")
print(a, repr(a), a.version, int(a), a.packed, a.is_private, a.is_global, a.is_loopback, a.reverse_pointer)
print(a + 5, a - 10, ip.ip_address(3232235786), ip.IPv4Address(b"\x0a\x00\x00\x01"))
net = ip.ip_network("192.168.1.0/24")
print(net, net.netmask, net.hostmask, net.broadcast_address, net.num_addresses, net.prefixlen, net.with_netmask)
print(a in net, ip.ip_address("10.0.0.1") in net, list(net.subnets(new_prefix=26)), net.supernet(prefixlen_diff=8))
hosts = list(ip.ip_network("10.0.0.0/29").hosts())
print(hosts, len(hosts))
print(list(ip.ip_network("10.0.0.0/24").address_exclude(ip.ip_network("10.0.0.64/26"))))
print(list(ip.collapse_addresses([ip.ip_network("10.0.0.0/25"), ip.ip_network("10.0.0.128/25"), ip.ip_network("10.0.1.0/24")])))
print(list(ip.summarize_address_range(ip.IPv4Address("10.0.0.5"), ip.IPv4Address("10.0.0.20"))))
iface = ip.ip_interface("172.16.5.4/20")
print(iface, iface.ip, iface.network, iface.with_prefixlen, iface.with_hostmask)
v6 = ip.ip_address("2001:0db8:0000:0000:0000:ff00:0042:8329")
print(v6, v6.exploded, v6.compressed, v6.is_global, v6.is_private, v6.reverse_pointer[:20])
print(ip.ip_address("::ffff:192.0.2.1").ipv4_mapped, ip.ip_address("fe80::1%eth0").scope_id, ip.ip_address("::1").is_loopback)
n6 = ip.ip_network("2001:db8::/32")
print(n6.num_addresses, next(n6.subnets(prefixlen_diff=16)), n6.overlaps(ip.ip_network("2001:db8:1::/48")))
print(sorted([ip.ip_address("10.0.0.2"), ip.ip_address("10.0.0.10"), ip.ip_address("9.255.255.255")]))
print(ip.ip_network("192.168.0.0/16").compare_networks(ip.ip_network("192.168.0.0/24")), ip.get_mixed_type_key(a))
print(ip.IPv4Network("10.1.2.3/24", strict=False), ip.ip_address("224.0.0.1").is_multicast, ip.ip_address("0.0.0.0").is_unspecified)
for bad in ["256.1.1.1", "1.2.3", "192.168.1.0/33", "2001:db8::g", "1.2.3.4/24"]:
    try:
        print(ip.ip_network(bad) if "/" in bad else ip.ip_address(bad))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    ip.ip_address("1.2.3.4") < ip.ip_address("::1")
except TypeError as e:
    print(type(e).__name__, e)
try:
    ip.ip_address("255.255.255.255") + 1
except ip.AddressValueError as e:
    print(type(e).__name__, e)
