/**
 * The _socket module (Modules/socketmodule.c, 3.14) on Linux, over libc's socket calls
 * (ffi/libc.ts): the `socket` type socket.py subclasses, the resolver functions (getaddrinfo,
 * getnameinfo, gethostby*, getservby*, getprotobyname), inet_* and byte-order conversions,
 * interface names, default timeouts, socketpair/dup/close, CMSG_LEN/CMSG_SPACE, the exceptions
 * (error = OSError, herror, gaierror, timeout = TimeoutError) and the platform's constants.
 *
 * Addresses: AF_INET (host, port), AF_INET6 (host, port, flowinfo, scope_id), AF_UNIX paths (str
 * or bytes, Linux's abstract names as bytes) and AF_NETLINK (pid, groups); another family's
 * address reads as (family, sa_data) and cannot be given ("bad family").
 *
 * Timeouts as CPython's sock_call: with a timeout the fd is non-blocking and each call waits in
 * poll(2) first (TimeoutError "timed out" at the deadline); a blocking socket waits the same way
 * in slices, so that Ctrl-C interrupts a recv or accept. Not here: sendmsg/recvmsg (and so
 * socket.send_fds/recv_fds), sendmsg_afalg, ioctl-based families (AF_PACKET, AF_CAN, Bluetooth
 * addresses), CAPI.
 */
import { PyObject, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast, Py_TPFLAGS_BASETYPE, Py_TPFLAGS_BASE_EXC_SUBCLASS, type PyType } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, newIntBig, isInt } from "../objects/int.js";
import { newFloat } from "../objects/float.js";
import { newBool, True } from "../objects/bool.js";
import { newBytes, isBytes } from "../objects/bytes.js";
import { isByteArray } from "../objects/bytearray.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newList } from "../objects/list.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defGetSet } from "../objects/descr.js";
import { PyExc_OSError, PyExc_OverflowError, PyExc_TimeoutError, PyExc_ValueError, PyExc_AttributeError, PyExc_Warning, PyBaseExceptionObject, newException, typeError, valueError } from "../objects/exceptions.js";
import { gcFinalized, pendingSignals } from "../objects/gcstate.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { asCInt, indexValue, typeName, callMethod, PyObject_Call, PyObject_IsTrue, PyObject_Repr } from "../abstract.js";
import { parseArgs, checkArgCount } from "../args.js";
import { bufferBytes } from "../types/buffer.js";
import { bytesLike } from "./io/iobase.js";
import { osErrorFromErrno } from "./oserror.js";
import { fsEncode, fsDecode } from "./posix/paths.js";
import { sleepSeconds } from "./time.js";
import { raisePendingSignal } from "./gc.js";
import { resourceWarning } from "./_warnings.js";
import { writeUnraisable } from "./sys.js";
import * as libc from "../ffi/libc.js";

/** The module's integer constants, as native CPython 3.14 on x86-64 Linux has them (`name:value`). */
const CONSTANTS =
  "AF_ALG:38 AF_APPLETALK:5 AF_ASH:18 AF_ATMPVC:8 AF_ATMSVC:20 AF_AX25:3 AF_BLUETOOTH:31 AF_BRIDGE:7 AF_CAN:29 " +
  "AF_DECnet:12 AF_ECONET:19 AF_INET:2 AF_INET6:10 AF_IPX:4 AF_IRDA:23 AF_KEY:15 AF_LLC:26 AF_NETBEUI:13 " +
  "AF_NETLINK:16 AF_NETROM:6 AF_PACKET:17 AF_PPPOX:24 AF_QIPCRTR:42 AF_RDS:21 AF_ROSE:11 AF_ROUTE:16 " +
  "AF_SECURITY:14 AF_SNA:22 AF_TIPC:30 AF_UNIX:1 AF_UNSPEC:0 AF_VSOCK:40 AF_WANPIPE:25 AF_X25:9 AI_ADDRCONFIG:32 " +
  "AI_ALL:16 AI_CANONNAME:2 AI_NUMERICHOST:4 AI_NUMERICSERV:1024 AI_PASSIVE:1 AI_V4MAPPED:8 ALG_OP_DECRYPT:0 " +
  "ALG_OP_ENCRYPT:1 ALG_OP_SIGN:2 ALG_OP_VERIFY:3 ALG_SET_AEAD_ASSOCLEN:4 ALG_SET_AEAD_AUTHSIZE:5 ALG_SET_IV:2 " +
  "ALG_SET_KEY:1 ALG_SET_OP:3 ALG_SET_PUBKEY:6 BDADDR_BREDR:0 BDADDR_LE_PUBLIC:1 BDADDR_LE_RANDOM:2 BTPROTO_HCI:1 " +
  "BTPROTO_L2CAP:0 BTPROTO_RFCOMM:3 BTPROTO_SCO:2 BT_CHANNEL_POLICY:10 BT_CHANNEL_POLICY_BREDR_ONLY:0 " +
  "BT_CHANNEL_POLICY_BREDR_PREFERRED:1 BT_CODEC:19 BT_DEFER_SETUP:7 BT_FLUSHABLE:8 BT_FLUSHABLE_OFF:0 " +
  "BT_FLUSHABLE_ON:1 BT_ISO_QOS:17 BT_MODE:15 BT_MODE_BASIC:0 BT_MODE_ERTM:1 BT_MODE_EXT_FLOWCTL:4 " +
  "BT_MODE_LE_FLOWCTL:3 BT_MODE_STREAMING:2 BT_PHY:14 BT_PHY_BR_1M_1SLOT:1 BT_PHY_BR_1M_3SLOT:2 " +
  "BT_PHY_BR_1M_5SLOT:4 BT_PHY_EDR_2M_1SLOT:8 BT_PHY_EDR_2M_3SLOT:16 BT_PHY_EDR_2M_5SLOT:32 BT_PHY_EDR_3M_1SLOT:64 " +
  "BT_PHY_EDR_3M_3SLOT:128 BT_PHY_EDR_3M_5SLOT:256 BT_PHY_LE_1M_RX:1024 BT_PHY_LE_1M_TX:512 BT_PHY_LE_2M_RX:4096 " +
  "BT_PHY_LE_2M_TX:2048 BT_PHY_LE_CODED_RX:16384 BT_PHY_LE_CODED_TX:8192 BT_PKT_STATUS:16 BT_POWER:9 " +
  "BT_POWER_FORCE_ACTIVE_OFF:0 BT_POWER_FORCE_ACTIVE_ON:1 BT_RCVMTU:13 BT_SECURITY:4 BT_SECURITY_FIPS:4 " +
  "BT_SECURITY_HIGH:3 BT_SECURITY_LOW:1 BT_SECURITY_MEDIUM:2 BT_SECURITY_SDP:0 BT_SNDMTU:12 BT_VOICE:11 " +
  "BT_VOICE_CVSD_16BIT:96 BT_VOICE_TRANSPARENT:3 BT_VOICE_TRANSPARENT_16BIT:99 CAN_BCM:2 CAN_BCM_CAN_FD_FRAME:2048 " +
  "CAN_BCM_RX_ANNOUNCE_RESUME:256 CAN_BCM_RX_CHANGED:12 CAN_BCM_RX_CHECK_DLC:64 CAN_BCM_RX_DELETE:6 " +
  "CAN_BCM_RX_FILTER_ID:32 CAN_BCM_RX_NO_AUTOTIMER:128 CAN_BCM_RX_READ:7 CAN_BCM_RX_RTR_FRAME:1024 " +
  "CAN_BCM_RX_SETUP:5 CAN_BCM_RX_STATUS:10 CAN_BCM_RX_TIMEOUT:11 CAN_BCM_SETTIMER:1 CAN_BCM_STARTTIMER:2 " +
  "CAN_BCM_TX_ANNOUNCE:8 CAN_BCM_TX_COUNTEVT:4 CAN_BCM_TX_CP_CAN_ID:16 CAN_BCM_TX_DELETE:2 CAN_BCM_TX_EXPIRED:9 " +
  "CAN_BCM_TX_READ:3 CAN_BCM_TX_RESET_MULTI_IDX:512 CAN_BCM_TX_SEND:4 CAN_BCM_TX_SETUP:1 CAN_BCM_TX_STATUS:8 " +
  "CAN_EFF_FLAG:2147483648 CAN_EFF_MASK:536870911 CAN_ERR_FLAG:536870912 CAN_ERR_MASK:536870911 CAN_ISOTP:6 " +
  "CAN_J1939:7 CAN_RAW:1 CAN_RAW_ERR_FILTER:2 CAN_RAW_FD_FRAMES:5 CAN_RAW_FILTER:1 CAN_RAW_JOIN_FILTERS:6 " +
  "CAN_RAW_LOOPBACK:3 CAN_RAW_RECV_OWN_MSGS:4 CAN_RTR_FLAG:1073741824 CAN_SFF_MASK:2047 EAI_ADDRFAMILY:-9 " +
  "EAI_AGAIN:-3 EAI_BADFLAGS:-1 EAI_FAIL:-4 EAI_FAMILY:-6 EAI_MEMORY:-10 EAI_NODATA:-5 EAI_NONAME:-2 " +
  "EAI_OVERFLOW:-12 EAI_SERVICE:-8 EAI_SOCKTYPE:-7 EAI_SYSTEM:-11 ETHERTYPE_ARP:2054 ETHERTYPE_IP:2048 " +
  "ETHERTYPE_IPV6:34525 ETHERTYPE_VLAN:33024 ETH_P_ALL:3 HCI_CHANNEL_CONTROL:3 HCI_CHANNEL_LOGGING:4 " +
  "HCI_CHANNEL_MONITOR:2 HCI_CHANNEL_RAW:0 HCI_CHANNEL_USER:1 HCI_DATA_DIR:1 HCI_DEV_NONE:65535 HCI_FILTER:2 " +
  "HCI_TIME_STAMP:3 INADDR_ALLHOSTS_GROUP:3758096385 INADDR_ANY:0 INADDR_BROADCAST:4294967295 " +
  "INADDR_LOOPBACK:2130706433 INADDR_MAX_LOCAL_GROUP:3758096639 INADDR_NONE:4294967295 " +
  "INADDR_UNSPEC_GROUP:3758096384 IOCTL_VM_SOCKETS_GET_LOCAL_CID:1977 IPPORT_RESERVED:1024 " +
  "IPPORT_USERRESERVED:5000 IPPROTO_AH:51 IPPROTO_DSTOPTS:60 IPPROTO_EGP:8 IPPROTO_ESP:50 IPPROTO_FRAGMENT:44 " +
  "IPPROTO_GRE:47 IPPROTO_HOPOPTS:0 IPPROTO_ICMP:1 IPPROTO_ICMPV6:58 IPPROTO_IDP:22 IPPROTO_IGMP:2 IPPROTO_IP:0 " +
  "IPPROTO_IPIP:4 IPPROTO_IPV6:41 IPPROTO_MPTCP:262 IPPROTO_NONE:59 IPPROTO_PIM:103 IPPROTO_PUP:12 IPPROTO_RAW:255 " +
  "IPPROTO_ROUTING:43 IPPROTO_RSVP:46 IPPROTO_SCTP:132 IPPROTO_TCP:6 IPPROTO_TP:29 IPPROTO_UDP:17 " +
  "IPPROTO_UDPLITE:136 IPV6_CHECKSUM:7 IPV6_DONTFRAG:62 IPV6_DSTOPTS:59 IPV6_HOPLIMIT:52 IPV6_HOPOPTS:54 " +
  "IPV6_JOIN_GROUP:20 IPV6_LEAVE_GROUP:21 IPV6_MULTICAST_HOPS:18 IPV6_MULTICAST_IF:17 IPV6_MULTICAST_LOOP:19 " +
  "IPV6_NEXTHOP:9 IPV6_PATHMTU:61 IPV6_PKTINFO:50 IPV6_RECVDSTOPTS:58 IPV6_RECVERR:25 IPV6_RECVHOPLIMIT:51 " +
  "IPV6_RECVHOPOPTS:53 IPV6_RECVPATHMTU:60 IPV6_RECVPKTINFO:49 IPV6_RECVRTHDR:56 IPV6_RECVTCLASS:66 IPV6_RTHDR:57 " +
  "IPV6_RTHDRDSTOPTS:55 IPV6_RTHDR_TYPE_0:0 IPV6_TCLASS:67 IPV6_UNICAST_HOPS:16 IPV6_V6ONLY:26 " +
  "IP_ADD_MEMBERSHIP:35 IP_ADD_SOURCE_MEMBERSHIP:39 IP_BIND_ADDRESS_NO_PORT:24 IP_BLOCK_SOURCE:38 " +
  "IP_DEFAULT_MULTICAST_LOOP:1 IP_DEFAULT_MULTICAST_TTL:1 IP_DROP_MEMBERSHIP:36 IP_DROP_SOURCE_MEMBERSHIP:40 " +
  "IP_FREEBIND:15 IP_HDRINCL:3 IP_MAX_MEMBERSHIPS:20 IP_MULTICAST_IF:32 IP_MULTICAST_LOOP:34 IP_MULTICAST_TTL:33 " +
  "IP_OPTIONS:4 IP_PKTINFO:8 IP_RECVERR:11 IP_RECVOPTS:6 IP_RECVORIGDSTADDR:20 IP_RECVRETOPTS:7 IP_RECVTOS:13 " +
  "IP_RECVTTL:12 IP_RETOPTS:7 IP_TOS:1 IP_TRANSPARENT:19 IP_TTL:2 IP_UNBLOCK_SOURCE:37 J1939_EE_INFO_NONE:0 " +
  "J1939_EE_INFO_TX_ABORT:1 J1939_FILTER_MAX:512 J1939_IDLE_ADDR:254 J1939_MAX_UNICAST_ADDR:253 " +
  "J1939_NLA_BYTES_ACKED:1 J1939_NLA_PAD:0 J1939_NO_ADDR:255 J1939_NO_NAME:0 J1939_NO_PGN:262144 " +
  "J1939_PGN_ADDRESS_CLAIMED:60928 J1939_PGN_ADDRESS_COMMANDED:65240 J1939_PGN_MAX:262143 " +
  "J1939_PGN_PDU1_MAX:261888 J1939_PGN_REQUEST:59904 L2CAP_LM:3 L2CAP_LM_AUTH:2 L2CAP_LM_ENCRYPT:4 " +
  "L2CAP_LM_MASTER:1 L2CAP_LM_RELIABLE:16 L2CAP_LM_SECURE:32 L2CAP_LM_TRUSTED:8 MSG_CMSG_CLOEXEC:1073741824 " +
  "MSG_CONFIRM:2048 MSG_CTRUNC:8 MSG_DONTROUTE:4 MSG_DONTWAIT:64 MSG_EOR:128 MSG_ERRQUEUE:8192 " +
  "MSG_FASTOPEN:536870912 MSG_MORE:32768 MSG_NOSIGNAL:16384 MSG_OOB:1 MSG_PEEK:2 MSG_TRUNC:32 MSG_WAITALL:256 " +
  "NETLINK_CRYPTO:21 NETLINK_DNRTMSG:14 NETLINK_FIREWALL:3 NETLINK_IP6_FW:13 NETLINK_NFLOG:5 NETLINK_ROUTE:0 " +
  "NETLINK_USERSOCK:2 NETLINK_XFRM:6 NI_DGRAM:16 NI_IDN:32 NI_MAXHOST:1025 NI_MAXSERV:32 NI_NAMEREQD:8 NI_NOFQDN:4 " +
  "NI_NUMERICHOST:1 NI_NUMERICSERV:2 PACKET_BROADCAST:1 PACKET_FASTROUTE:6 PACKET_HOST:0 PACKET_LOOPBACK:5 " +
  "PACKET_MULTICAST:2 PACKET_OTHERHOST:3 PACKET_OUTGOING:4 PF_CAN:29 PF_PACKET:17 PF_RDS:21 SCM_CREDENTIALS:2 " +
  "SCM_J1939_DEST_ADDR:1 SCM_J1939_DEST_NAME:2 SCM_J1939_ERRQUEUE:4 SCM_J1939_PRIO:3 SCM_RIGHTS:1 SHUT_RD:0 " +
  "SHUT_RDWR:2 SHUT_WR:1 SOCK_CLOEXEC:524288 SOCK_DGRAM:2 SOCK_NONBLOCK:2048 SOCK_RAW:3 SOCK_RDM:4 " +
  "SOCK_SEQPACKET:5 SOCK_STREAM:1 SOL_ALG:279 SOL_BLUETOOTH:274 SOL_CAN_BASE:100 SOL_CAN_RAW:101 SOL_HCI:0 " +
  "SOL_IP:0 SOL_L2CAP:6 SOL_RDS:276 SOL_RFCOMM:18 SOL_SCO:17 SOL_SOCKET:1 SOL_TCP:6 SOL_TIPC:271 SOL_UDP:17 " +
  "SOMAXCONN:4096 SO_ACCEPTCONN:30 SO_BINDTODEVICE:25 SO_BINDTOIFINDEX:62 SO_BROADCAST:6 SO_DEBUG:1 SO_DOMAIN:39 " +
  "SO_DONTROUTE:5 SO_ERROR:4 SO_INCOMING_CPU:49 SO_J1939_ERRQUEUE:4 SO_J1939_FILTER:1 SO_J1939_PROMISC:2 " +
  "SO_J1939_SEND_PRIO:3 SO_KEEPALIVE:9 SO_LINGER:13 SO_MARK:36 SO_OOBINLINE:10 SO_ORIGINAL_DST:80 SO_PASSCRED:16 " +
  "SO_PASSSEC:34 SO_PEERCRED:17 SO_PEERSEC:31 SO_PRIORITY:12 SO_PROTOCOL:38 SO_RCVBUF:8 SO_RCVLOWAT:18 " +
  "SO_RCVTIMEO:20 SO_REUSEADDR:2 SO_REUSEPORT:15 SO_SNDBUF:7 SO_SNDLOWAT:19 SO_SNDTIMEO:21 SO_TYPE:3 " +
  "SO_VM_SOCKETS_BUFFER_MAX_SIZE:2 SO_VM_SOCKETS_BUFFER_MIN_SIZE:1 SO_VM_SOCKETS_BUFFER_SIZE:0 TCP_CC_INFO:26 " +
  "TCP_CONGESTION:13 TCP_CORK:3 TCP_DEFER_ACCEPT:9 TCP_FASTOPEN:23 TCP_FASTOPEN_CONNECT:30 TCP_FASTOPEN_KEY:33 " +
  "TCP_FASTOPEN_NO_COOKIE:34 TCP_INFO:11 TCP_INQ:36 TCP_KEEPCNT:6 TCP_KEEPIDLE:4 TCP_KEEPINTVL:5 TCP_LINGER2:8 " +
  "TCP_MAXSEG:2 TCP_MD5SIG:14 TCP_MD5SIG_EXT:32 TCP_NODELAY:1 TCP_NOTSENT_LOWAT:25 TCP_QUEUE_SEQ:21 " +
  "TCP_QUICKACK:12 TCP_REPAIR:19 TCP_REPAIR_OPTIONS:22 TCP_REPAIR_QUEUE:20 TCP_REPAIR_WINDOW:29 TCP_SAVED_SYN:28 " +
  "TCP_SAVE_SYN:27 TCP_SYNCNT:7 TCP_THIN_DUPACK:17 TCP_THIN_LINEAR_TIMEOUTS:16 TCP_TIMESTAMP:24 TCP_TX_DELAY:37 " +
  "TCP_ULP:31 TCP_USER_TIMEOUT:18 TCP_WINDOW_CLAMP:10 TCP_ZEROCOPY_RECEIVE:35 TIPC_ADDR_ID:3 TIPC_ADDR_NAME:2 " +
  "TIPC_ADDR_NAMESEQ:1 TIPC_CFG_SRV:0 TIPC_CLUSTER_SCOPE:2 TIPC_CONN_TIMEOUT:130 TIPC_CRITICAL_IMPORTANCE:3 " +
  "TIPC_DEST_DROPPABLE:129 TIPC_HIGH_IMPORTANCE:2 TIPC_IMPORTANCE:127 TIPC_LOW_IMPORTANCE:0 " +
  "TIPC_MEDIUM_IMPORTANCE:1 TIPC_NODE_SCOPE:3 TIPC_PUBLISHED:1 TIPC_SRC_DROPPABLE:128 TIPC_SUBSCR_TIMEOUT:3 " +
  "TIPC_SUB_CANCEL:4 TIPC_SUB_PORTS:1 TIPC_SUB_SERVICE:2 TIPC_TOP_SRV:1 TIPC_WAIT_FOREVER:-1 TIPC_WITHDRAWN:2 " +
  "TIPC_ZONE_SCOPE:1 UDPLITE_RECV_CSCOV:11 UDPLITE_SEND_CSCOV:10 VMADDR_CID_ANY:4294967295 VMADDR_CID_HOST:2 " +
  "VMADDR_CID_LOCAL:1 VMADDR_PORT_ANY:4294967295 VM_SOCKETS_INVALID_VERSION:4294967295";

const AF_UNSPEC = 0, AF_UNIX = 1, AF_INET = 2, AF_INET6 = 10, AF_NETLINK = 16;
const SOCK_STREAM = 1, SOCK_DGRAM = 2, SOCK_NONBLOCK = 2048, SOCK_CLOEXEC = 524288;
const SOL_SOCKET = 1, SO_TYPE = 3, SO_ERROR = 4, SO_PROTOCOL = 38, SO_DOMAIN = 39;
const MSG_DONTWAIT = 64, AI_PASSIVE = 1, AI_NUMERICHOST = 4, NI_NUMERICHOST = 1, EAI_SYSTEM = -11;
const POLLIN = 1, POLLOUT = 4;
const EINTR = 4, EAGAIN = 11, ENXIO = 6, ECONNRESET = 104, EISCONN = 106, EINPROGRESS = 115, EAFNOSUPPORT = 97;
const F_GETFL = 3, F_SETFL = 4, O_NONBLOCK = 2048, F_DUPFD_CLOEXEC = 1030;
/** listen()'s default backlog: min(SOMAXCONN, 128). */
const DEFAULT_BACKLOG = 128;
/** How long a blocking wait sleeps in poll(2) between looks at pending signals (ms). */
const SIGNAL_SLICE_MS = 50;

export const PySocket_Type = newStaticType("_socket.socket");
export const PyExc_herror = newStaticType("socket.herror", PyExc_OSError, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BASE_EXC_SUBCLASS);
export const PyExc_gaierror = newStaticType("socket.gaierror", PyExc_OSError, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BASE_EXC_SUBCLASS);

/** PySocketSockObject: the fd (-1 once closed or detached), its family, type and protocol, and the timeout (-1: blocking). */
export class PySocketObject extends PyObject {
  declare fd: number;
  declare family: number;
  declare sockType: number;
  declare proto: number;
  /** Seconds; -1 blocking (no timeout), 0 non-blocking. */
  declare timeout: number;
  constructor(type: PyType) {
    super(type);
    this.fd = -1;
    this.family = AF_INET;
    this.sockType = SOCK_STREAM;
    this.proto = 0;
    this.timeout = -1;
  }
}
keepConstructFast(PySocketObject);

/** setdefaulttimeout()'s value: the timeout new sockets start with (-1: none). */
let defaultTimeout = -1;

function sock(o: PyObject): PySocketObject {
  if (!(o instanceof PySocketObject)) typeError(`descriptor requires a '_socket.socket' object but received '${typeName(o)}'`);
  return o;
}

/** The errno of a failed libc call (LibcError's is negated, as Node's). */
function errnoOf(e: unknown): number | null {
  return e instanceof libc.LibcError ? -e.errno : null;
}

/** Runs a libc call, raising OSError (its subclass by errno) for a failure. */
function sys<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    const n = errnoOf(e);
    if (n !== null) osErrorFromErrno(n);
    throw e;
  }
}

function raiseTimeout(): never {
  throw newException(PyExc_TimeoutError, "timed out");
}

function gaiError(e: libc.GaiError): never {
  if (e.code === EAI_SYSTEM) osErrorFromErrno(e.errno);
  throw PyObject_Call(PyExc_gaierror, [newInt(e.code), newStr(libc.gaiStrerror(e.code))]);
}

function hostError(e: libc.HostError): never {
  throw PyObject_Call(PyExc_herror, [newInt(e.hErrno), newStr(libc.hstrerror(e.hErrno))]);
}

/** A resolver call: gaierror (or OSError for EAI_SYSTEM) for its failure. */
function resolve<T>(f: () => T): T {
  try {
    return sys(f);
  } catch (e) {
    if (e instanceof libc.GaiError) gaiError(e);
    if (e instanceof libc.HostError) hostError(e);
    throw e;
  }
}

/** A timeout argument (settimeout, setdefaulttimeout): seconds, -1 for None (socket_parse_timeout). */
function parseTimeout(o: PyObject): number {
  if (o === None) return -1;
  const v = sleepSeconds(o);
  if (v < 0) valueError("Timeout value out of range");
  return v;
}

/** internal_setblocking: O_NONBLOCK cleared (block) or set. */
function setBlocking(fd: number, block: boolean): void {
  sys(() => {
    const fl = libc.fcntl(fd, F_GETFL);
    const want = block ? fl & ~O_NONBLOCK : fl | O_NONBLOCK;
    if (want !== fl) libc.fcntl(fd, F_SETFL, want);
  });
}

/** init_sockobject: type flags stripped; SOCK_NONBLOCK or the default timeout applied. */
function initSocket(s: PySocketObject, fd: number, family: number, type: number, proto: number): void {
  s.fd = fd;
  s.family = family;
  s.sockType = type & ~(SOCK_NONBLOCK | SOCK_CLOEXEC);
  s.proto = proto;
  if (type & SOCK_NONBLOCK) s.timeout = 0;
  else {
    s.timeout = defaultTimeout;
    if (defaultTimeout >= 0) setBlocking(fd, false);
  }
}

/**
 * Waits until `fd` is ready for reading or writing, looking at pending signals (Ctrl-C) between
 * slices of poll(2). False when `deadline` (performance.now() ms; null: none) passed first.
 */
function waitReady(fd: number, writing: boolean, deadline: number | null): boolean {
  for (;;) {
    if (pendingSignals[0] !== 0) raisePendingSignal();
    const left = deadline === null ? SIGNAL_SLICE_MS : Math.max(0, Math.ceil(deadline - performance.now()));
    let ready: number[];
    try {
      ready = libc.poll([[fd, writing ? POLLOUT : POLLIN]], Math.min(left, SIGNAL_SLICE_MS));
    } catch (e) {
      if (errnoOf(e) === EINTR) continue;
      throw e;
    }
    if (ready[0] !== 0) return true;
    if (deadline !== null && performance.now() >= deadline) return false;
  }
}

/**
 * sock_call: `op` run when the socket is ready, retried after EINTR (signals checked) and, with a
 * timeout, after EAGAIN until the deadline (TimeoutError then). A non-blocking socket (timeout 0)
 * or a MSG_DONTWAIT call runs `op` at once; EAGAIN is then BlockingIOError.
 */
function sockCall<T>(s: PySocketObject, writing: boolean, op: (fd: number) => T, flags = 0, deadline: number | null = null): T {
  const wait = s.timeout !== 0 && (flags & MSG_DONTWAIT) === 0;
  const end = deadline ?? (s.timeout > 0 ? performance.now() + s.timeout * 1000 : null);
  for (;;) {
    if (wait && !waitReady(checkOpen(s), writing, end)) raiseTimeout();
    try {
      return op(checkOpen(s));
    } catch (e) {
      const n = errnoOf(e);
      if (n === EINTR) {
        if (pendingSignals[0] !== 0) raisePendingSignal();
        continue;
      }
      if (n === EAGAIN && wait) continue;
      if (n !== null) osErrorFromErrno(n);
      throw e;
    }
  }
}

/** The fd, or EBADF once the socket is closed (CPython calls the system with -1 and gets EBADF). */
function checkOpen(s: PySocketObject): number {
  if (s.fd < 0) osErrorFromErrno(9);
  return s.fd;
}

// ---- addresses

/** idna_converter: a host name's bytes (str: ASCII as is, else the idna codec; bytes; bytearray). */
function hostBytes(o: PyObject): Uint8Array {
  let b: Uint8Array;
  if (isBytes(o) || isByteArray(o)) b = bufferBytes(o)!;
  else if (isStr(o)) {
    const v = o.value;
    if (/^[\x00-\x7f]*$/.test(v)) b = new TextEncoder().encode(v);
    else {
      let enc: PyObject;
      try {
        enc = callMethod(o, "encode", [newStr("idna")]);
      } catch (e) {
        if (e instanceof PyObject) Py_DECREF(e);
        typeError("encoding of hostname failed");
      }
      b = (bufferBytes(enc) ?? new Uint8Array(0)).slice();
      Py_DECREF(enc);
    }
  } else typeError(`str, bytes or bytearray expected, not ${typeName(o)}`);
  if (b.includes(0)) typeError("host name must not contain null character");
  return b;
}

const latin1 = (b: Uint8Array) => Buffer.from(b).toString("latin1");

/**
 * setipaddr: a host name as the bytes of its address (4 or 16) and their family: '' is the
 * wildcard (getaddrinfo's passive address), '<broadcast>' 255.255.255.255, numeric addresses
 * without the resolver, other names resolved (gaierror).
 */
function setipaddr(name: Uint8Array, af: number): [number, Uint8Array] {
  const text = latin1(name);
  if (text === "") {
    const res = resolve(() => libc.getaddrinfo(null, new TextEncoder().encode("0"), af, SOCK_DGRAM, 0, AI_PASSIVE));
    const r = res[0]!;
    if (r.family !== AF_INET && r.family !== AF_INET6) throw newException(PyExc_OSError, "unsupported address family");
    if (res.length > 1) throw newException(PyExc_OSError, "wildcard resolved to multiple address");
    return [r.family, addrBytes(r.addr)];
  }
  if (text === "255.255.255.255" || text === "<broadcast>") {
    if (af !== AF_INET && af !== AF_UNSPEC) throw newException(PyExc_OSError, "address family mismatched");
    return [AF_INET, new Uint8Array([255, 255, 255, 255])];
  }
  if (af === AF_UNSPEC || af === AF_INET) {
    const a = libc.inetPton(AF_INET, name);
    if (a !== null) return [AF_INET, a];
  }
  if ((af === AF_UNSPEC || af === AF_INET6) && !text.includes("%")) {
    const a = libc.inetPton(AF_INET6, name);
    if (a !== null) return [AF_INET6, a];
  }
  const res = resolve(() => libc.getaddrinfo(name, null, af, 0, 0, 0));
  const fam = family(res[0]!.addr);
  if (fam !== AF_INET && fam !== AF_INET6) throw newException(PyExc_OSError, "unknown address family");
  return [fam, addrBytes(res[0]!.addr)];
}

const family = (sa: Uint8Array) => sa[0]! | (sa[1]! << 8);
/** The address bytes of an AF_INET or AF_INET6 sockaddr. */
const addrBytes = (sa: Uint8Array) => (family(sa) === AF_INET ? sa.slice(4, 8) : sa.slice(8, 24));

function sockaddrIn(addr: Uint8Array, port: number): Uint8Array {
  const b = new Uint8Array(16);
  b[0] = AF_INET;
  b[2] = port >> 8;
  b[3] = port & 0xff;
  b.set(addr, 4);
  return b;
}

function sockaddrIn6(addr: Uint8Array, port: number, flowinfo: number, scopeId: number): Uint8Array {
  const b = new Uint8Array(28);
  const dv = new DataView(b.buffer);
  dv.setUint16(0, AF_INET6, true);
  dv.setUint16(2, port, false);
  dv.setUint32(4, flowinfo, false);
  b.set(addr, 8);
  dv.setUint32(24, scopeId, true);
  return b;
}

/** An "I" (unsigned int) argument: the value's low 32 bits, as PyArg_Parse's bitwise converter. */
function uint32Arg(o: PyObject): number {
  if (!isInt(o) && o.ob_type.nb_index === null) typeError(`'${typeName(o)}' object cannot be interpreted as an integer`);
  return Number(BigInt.asUintN(32, BigInt(indexValue(o))));
}

/** An "i" argument whose OverflowError becomes `overflow` (the port's message). */
function intArg(o: PyObject, overflow: string): number {
  try {
    return asCInt(o);
  } catch (e) {
    if (e instanceof PyBaseExceptionObject && e.ob_type === PyExc_OverflowError) {
      Py_DECREF(e);
      throw newException(PyExc_OverflowError, overflow);
    }
    throw e;
  }
}

/** The (host, port) part of an INET address tuple, after its size was checked. */
function tupleArgs(t: PyTuple, min: number, max: number, msg: string): PyObject[] {
  if (t.items.length < min || t.items.length > max) typeError(msg);
  return t.items;
}

/** getsockaddrarg: the sockaddr bytes of a Python address for a socket of `fam`. */
function sockaddrArg(s: PySocketObject, o: PyObject, caller: string): Uint8Array {
  switch (s.family) {
    case AF_UNIX: {
      const path = isStr(o) ? fsEncode(o.value) : bytesLike(o);
      const abstract = path.length === 0 || path[0] === 0;
      if (abstract ? path.length > 108 : path.length >= 108) throw newException(PyExc_OSError, "AF_UNIX path too long");
      const b = new Uint8Array(2 + path.length + (abstract ? 0 : 1));
      b[0] = AF_UNIX;
      b.set(path, 2);
      return b;
    }
    case AF_INET: {
      if (!isTuple(o)) typeError(`${caller}(): AF_INET address must be tuple, not ${typeName(o)}`);
      const [h, p] = tupleArgs(o, 2, 2, "AF_INET address must be a pair (host, port)");
      const host = hostBytes(h!);
      const port = intArg(p!, `${caller}(): port must be 0-65535.`);
      const [, addr] = setipaddr(host, AF_INET);
      if (port < 0 || port > 0xffff) throw newException(PyExc_OverflowError, `${caller}(): port must be 0-65535.`);
      return sockaddrIn(addr, port);
    }
    case AF_INET6: {
      if (!isTuple(o)) typeError(`${caller}(): AF_INET6 address must be tuple, not ${typeName(o)}`);
      const it = tupleArgs(o, 2, 4, "AF_INET6 address must be a tuple (host, port[, flowinfo[, scopeid]])");
      const host = hostBytes(it[0]!);
      const port = intArg(it[1]!, `${caller}(): port must be 0-65535.`);
      const flowinfo = it.length > 2 ? uint32Arg(it[2]!) : 0;
      const scopeId = it.length > 3 ? uint32Arg(it[3]!) : 0;
      const [, addr] = setipaddr(host, AF_INET6);
      if (port < 0 || port > 0xffff) throw newException(PyExc_OverflowError, `${caller}(): port must be 0-65535.`);
      if (flowinfo > 0xfffff) throw newException(PyExc_OverflowError, `${caller}(): flowinfo must be 0-1048575.`);
      return sockaddrIn6(addr, port, flowinfo, scopeId);
    }
    case AF_NETLINK: {
      if (!isTuple(o)) typeError(`${caller}(): AF_NETLINK address must be tuple, not ${typeName(o)}`);
      const [pid, groups] = tupleArgs(o, 2, 2, "AF_NETLINK address must be a pair (pid, groups)");
      const b = new Uint8Array(12);
      const dv = new DataView(b.buffer);
      dv.setUint16(0, AF_NETLINK, true);
      dv.setUint32(4, uint32Arg(pid!), true);
      dv.setUint32(8, uint32Arg(groups!), true);
      return b;
    }
    default:
      throw newException(PyExc_OSError, `${caller}(): bad family`);
  }
}

/** makesockaddr: the Python form of a sockaddr (None for an empty one). */
function makeSockaddr(sa: Uint8Array): PyObject {
  if (sa.length === 0) return None;
  const dv = new DataView(sa.buffer, sa.byteOffset, sa.byteLength);
  switch (family(sa)) {
    case AF_INET:
      return newTuple([newStr(libc.inetNtop(AF_INET, sa.subarray(4, 8))), newInt(dv.getUint16(2, false))]);
    case AF_INET6:
      return newTuple([
        newStr(libc.inetNtop(AF_INET6, sa.subarray(8, 24))), newInt(dv.getUint16(2, false)),
        newInt(dv.getUint32(4, false)), newInt(dv.getUint32(24, true)),
      ]);
    case AF_UNIX: {
      const path = sa.subarray(2);
      if (path.length > 0 && path[0] === 0) return newBytes(path.slice());
      const nul = path.indexOf(0);
      return newStr(fsDecode(nul < 0 ? path : path.subarray(0, nul)));
    }
    case AF_NETLINK:
      return newTuple([newInt(dv.getUint32(4, true)), newInt(dv.getUint32(8, true))]);
    default: {
      const data = new Uint8Array(14);
      data.set(sa.subarray(2, 16));
      return newTuple([newInt(family(sa)), newBytes(data)]);
    }
  }
}

// ---- the socket type

/** PyArg_ParseTuple's count check and METH_VARARGS's keyword refusal. */
function positional(fname: string, args: PyObject[], kw: string[] | null, min: number, max: number): PyObject[] {
  if (kw !== null && kw.length > 0) typeError(`${fname}() takes no keyword arguments`);
  const n = args.length;
  if (n < min || n > max) {
    const how = min === max ? "exactly" : n < min ? "at least" : "at most";
    const k = n < min ? min : max;
    typeError(`${fname}() takes ${how} ${k} argument${k === 1 ? "" : "s"} (${n} given)`);
  }
  return args;
}

/** An "n" (Py_ssize_t) argument. */
function ssizeArg(o: PyObject): number {
  const v = indexValue(o);
  if (typeof v === "bigint") throw newException(PyExc_OverflowError, "Python int too large to convert to C ssize_t");
  return v;
}

function sockRepr(o: PyObject): PyObject {
  const s = sock(o);
  return newStr(`<socket object, fd=${s.fd}, family=${s.family}, type=${s.sockType}, proto=${s.proto}>`);
}

/** sock_finalize: an open socket is closed, with a ResourceWarning "unclosed <repr>". */
function sockFinalize(o: PyObject): void {
  const s = o as PySocketObject;
  if (s.fd < 0) return;
  let text: string;
  try {
    const r = PyObject_Repr(o);
    text = r.value;
    Py_DECREF(r);
  } catch (e) {
    if (e instanceof PyObject) Py_DECREF(e);
    text = `<${o.ob_type.tp_name} object>`;
  }
  try {
    resourceWarning(o, `unclosed ${text}`);
  } catch (e) {
    if (!(e instanceof PyBaseExceptionObject)) throw e;
    if (isWarning(e)) writeUnraisable(`Exception ignored while finalizing socket ${text}`, e);
    Py_DECREF(e);
  }
  const fd = s.fd;
  s.fd = -1;
  try {
    libc.close(fd);
  } catch {
    // a finalizer's close error is not raised
  }
}

function isWarning(e: PyBaseExceptionObject): boolean {
  for (let t: PyType | null = e.ob_type; t !== null; t = t.tp_base) if (t === PyExc_Warning) return true;
  return false;
}

/** socket(family=-1, type=-1, proto=-1, fileno=None): a new socket, or one around `fileno`. */
function sockInit(o: PyObject, args: PyObject[], kw: string[] | null): void {
  const s = sock(o);
  const [famO, typeO, protoO, fdO] = parseArgs("socket", args, kw, ["family", "type", "proto", "fileno"], 0);
  let fam = famO === null ? -1 : asCInt(famO);
  let type = typeO === null ? -1 : asCInt(typeO);
  let proto = protoO === null ? -1 : asCInt(protoO);
  let fd: number;
  if (fdO !== null && fdO !== None) {
    if (!isInt(fdO) && fdO.ob_type.nb_index === null) typeError(`'${typeName(fdO)}' object cannot be interpreted as an integer`);
    const v = indexValue(fdO);
    if (typeof v === "bigint" || v > 2147483647) throw newException(PyExc_OverflowError, "Python int too large to convert to C long");
    if (v === -1) valueError("can't use invalid socket value");
    if (v < 0) valueError("negative file descriptor");
    fd = v;
    if (fam === -1) fam = family(sys(() => libc.getsockname(fd)));
    if (type === -1) type = new DataView(sys(() => libc.getsockopt(fd, SOL_SOCKET, SO_TYPE, 4)).buffer).getInt32(0, true);
    if (proto === -1) proto = new DataView(sys(() => libc.getsockopt(fd, SOL_SOCKET, SO_PROTOCOL, 4)).buffer).getInt32(0, true);
  } else {
    if (fam === -1) fam = AF_INET;
    if (type === -1) type = SOCK_STREAM;
    if (proto === -1) proto = 0;
    const t = type, f = fam, p = proto;
    fd = sys(() => libc.socket(f, t | SOCK_CLOEXEC, p));
  }
  initSocket(s, fd, fam, type, proto);
}

/** A buffer to receive into, and how many bytes (0: all of it). */
function intoBuffer(fname: string, bufO: PyObject, nO: PyObject | null): Uint8Array {
  const buf = bufferBytes(bufO);
  if (buf === null || isBytes(bufO) || (bufO as { readonly?: boolean }).readonly === true) {
    typeError(`${fname}() argument 1 must be read-write bytes-like object, not ${typeName(bufO)}`);
  }
  const n = nO === null ? 0 : ssizeArg(nO);
  if (n < 0) valueError(`negative buffersize in ${fname}`);
  if (n > buf.length) valueError(fname === "recv_into" ? "buffer too small for requested bytes" : "nbytes is greater than the length of the buffer");
  return n === 0 ? buf : buf.subarray(0, n);
}

/** internal_connect: 0, or the errno `raise` did not raise (connect_ex). */
function internalConnect(s: PySocketObject, sa: Uint8Array, raise: boolean): number {
  let err: number;
  try {
    libc.connect(checkOpen(s), sa);
    return 0;
  } catch (e) {
    const n = errnoOf(e);
    if (n === null) throw e;
    err = n;
  }
  let waitConnect: boolean;
  if (err === EINTR) {
    if (pendingSignals[0] !== 0) raisePendingSignal();
    waitConnect = s.timeout !== 0;
  } else waitConnect = s.timeout > 0 && err === EINPROGRESS;
  if (waitConnect) {
    const deadline = s.timeout > 0 ? performance.now() + s.timeout * 1000 : null;
    if (!waitReady(s.fd, true, deadline)) {
      if (raise) raiseTimeout();
      return EAGAIN;
    }
    const so = new DataView(sys(() => libc.getsockopt(s.fd, SOL_SOCKET, SO_ERROR, 4)).buffer).getInt32(0, true);
    err = so === EISCONN ? 0 : so;
  }
  if (err !== 0 && raise) osErrorFromErrno(err);
  return err;
}

function initSocketType(): void {
  const T = PySocket_Type;
  T.tp_dict.set("__module__", internStr("_socket"));
  T.tp_alloc = (t) => new PySocketObject(t);
  T.tp_new = (t) => t.tp_alloc(t);
  T.tp_init = sockInit;
  T.tp_repr = sockRepr;
  T.tp_finalize = sockFinalize;
  T.tp_dealloc = (o) => {
    if (o.ob_type === T && !gcFinalized.has(o)) {
      gcFinalized.add(o);
      o.ob_refcnt = 1;
      sockFinalize(o);
      if (--o.ob_refcnt !== 0) return; // resurrected by the warning's handler
    }
    const s = o as PySocketObject;
    if (s.fd >= 0) {
      try { libc.close(s.fd); } catch { /* not raised */ }
      s.fd = -1;
    }
  };
  const m = (name: string, impl: (s: PySocketObject, args: PyObject[], kw: string[] | null) => PyObject) =>
    defMethod(T, name, (o, args, kw) => impl(sock(o), args, kw));

  m("_accept", (s, a, kw) => {
    positional("_accept", a, kw, 0, 0);
    const [fd, sa] = sockCall(s, false, (f) => libc.accept4(f, SOCK_CLOEXEC));
    return newTuple([newInt(fd), makeSockaddr(sa)]);
  });
  m("bind", (s, a, kw) => {
    const [addr] = positional("bind", a, kw, 1, 1);
    const sa = sockaddrArg(s, addr!, "bind");
    sys(() => libc.bind(checkOpen(s), sa));
    return None;
  });
  m("close", (s, a, kw) => {
    positional("close", a, kw, 0, 0);
    const fd = s.fd;
    if (fd >= 0) {
      s.fd = -1;
      try {
        libc.close(fd);
      } catch (e) {
        // bpo-30319: ECONNRESET from close() is not an error
        const n = errnoOf(e);
        if (n !== ECONNRESET) sys(() => { throw e; });
      }
    }
    return None;
  });
  m("connect", (s, a, kw) => {
    const [addr] = positional("connect", a, kw, 1, 1);
    internalConnect(s, sockaddrArg(s, addr!, "connect"), true);
    return None;
  });
  m("connect_ex", (s, a, kw) => {
    const [addr] = positional("connect_ex", a, kw, 1, 1);
    return newInt(internalConnect(s, sockaddrArg(s, addr!, "connect_ex"), false));
  });
  m("detach", (s, a, kw) => {
    positional("detach", a, kw, 0, 0);
    const fd = s.fd;
    s.fd = -1;
    return newInt(fd);
  });
  m("fileno", (s, a, kw) => {
    positional("fileno", a, kw, 0, 0);
    return newInt(s.fd);
  });
  m("getblocking", (s, a, kw) => {
    positional("getblocking", a, kw, 0, 0);
    return newBool(s.timeout !== 0);
  });
  m("getpeername", (s, a, kw) => {
    positional("getpeername", a, kw, 0, 0);
    return makeSockaddr(sys(() => libc.getpeername(checkOpen(s))));
  });
  m("getsockname", (s, a, kw) => {
    positional("getsockname", a, kw, 0, 0);
    return makeSockaddr(sys(() => libc.getsockname(checkOpen(s))));
  });
  m("getsockopt", (s, a, kw) => {
    const [lv, opt, bl] = positional("getsockopt", a, kw, 2, 3);
    const level = asCInt(lv!), name = asCInt(opt!);
    const buflen = bl === undefined ? 0 : asCInt(bl);
    if (buflen === 0) return newInt(new DataView(sys(() => libc.getsockopt(checkOpen(s), level, name, 4)).buffer).getInt32(0, true));
    if (buflen < 0 || buflen > 1024) throw newException(PyExc_OSError, "getsockopt buflen out of range");
    return newBytes(sys(() => libc.getsockopt(checkOpen(s), level, name, buflen)));
  });
  m("gettimeout", (s, a, kw) => {
    positional("gettimeout", a, kw, 0, 0);
    return s.timeout < 0 ? None : newFloat(s.timeout);
  });
  m("listen", (s, a, kw) => {
    const [b] = positional("listen", a, kw, 0, 1);
    const backlog = b === undefined ? DEFAULT_BACKLOG : Math.max(0, asCInt(b));
    sys(() => libc.listen(checkOpen(s), backlog));
    return None;
  });
  m("recv", (s, a, kw) => {
    const [n, f] = positional("recv", a, kw, 1, 2);
    const size = ssizeArg(n!);
    const flags = f === undefined ? 0 : asCInt(f);
    if (size < 0) valueError("negative buffersize in recv");
    const buf = new Uint8Array(size);
    const got = sockCall(s, false, (fd) => libc.recv(fd, buf, flags), flags);
    return newBytes(got === size ? buf : buf.slice(0, got));
  });
  m("recv_into", (s, a, kw) => {
    const [bufO, nO, fO] = parseArgs("recv_into", a, kw, ["buffer", "nbytes", "flags"], 1);
    const buf = intoBuffer("recv_into", bufO!, nO);
    const flags = fO === null ? 0 : asCInt(fO);
    return newInt(sockCall(s, false, (fd) => libc.recv(fd, buf, flags), flags));
  });
  m("recvfrom", (s, a, kw) => {
    const [n, f] = positional("recvfrom", a, kw, 1, 2);
    const size = ssizeArg(n!);
    const flags = f === undefined ? 0 : asCInt(f);
    if (size < 0) valueError("negative buffersize in recvfrom");
    const buf = new Uint8Array(size);
    const [got, sa] = sockCall(s, false, (fd) => libc.recvfrom(fd, buf, flags), flags);
    return newTuple([newBytes(got === size ? buf : buf.slice(0, got)), makeSockaddr(sa)]);
  });
  m("recvfrom_into", (s, a, kw) => {
    const [bufO, nO, fO] = parseArgs("recvfrom_into", a, kw, ["buffer", "nbytes", "flags"], 1);
    const buf = intoBuffer("recvfrom_into", bufO!, nO);
    const flags = fO === null ? 0 : asCInt(fO);
    const [got, sa] = sockCall(s, false, (fd) => libc.recvfrom(fd, buf, flags), flags);
    return newTuple([newInt(got), makeSockaddr(sa)]);
  });
  m("send", (s, a, kw) => {
    const [d, f] = positional("send", a, kw, 1, 2);
    const data = bytesLike(d!);
    const flags = f === undefined ? 0 : asCInt(f);
    return newInt(sockCall(s, true, (fd) => libc.send(fd, data, flags), flags));
  });
  m("sendall", (s, a, kw) => {
    const [d, f] = positional("sendall", a, kw, 1, 2);
    const data = bytesLike(d!);
    const flags = f === undefined ? 0 : asCInt(f);
    // the timeout bounds the whole call, not each send
    const deadline = s.timeout > 0 ? performance.now() + s.timeout * 1000 : null;
    for (let off = 0; off < data.length;) {
      off += sockCall(s, true, (fd) => libc.send(fd, data.subarray(off), flags), flags, deadline);
      if (pendingSignals[0] !== 0) raisePendingSignal();
    }
    return None;
  });
  m("sendto", (s, a, kw) => {
    const [d, x, y] = positional("sendto", a, kw, 2, 3);
    const data = bytesLike(d!);
    const flags = y === undefined ? 0 : asCInt(x!);
    const sa = sockaddrArg(s, y === undefined ? x! : y, "sendto");
    return newInt(sockCall(s, true, (fd) => libc.sendto(fd, data, flags, sa), flags));
  });
  m("setblocking", (s, a, kw) => {
    const [flag] = positional("setblocking", a, kw, 1, 1);
    const block = PyObject_IsTrue(flag!);
    s.timeout = block ? -1 : 0;
    setBlocking(checkOpen(s), block);
    return None;
  });
  m("setsockopt", (s, a, kw) => {
    const [lv, opt, value, optlen] = positional("setsockopt", a, kw, 3, 4);
    const level = asCInt(lv!), name = asCInt(opt!);
    let buf: Uint8Array | null;
    let len: number;
    if (optlen === undefined && isInt(value!)) {
      buf = new Uint8Array(4);
      new DataView(buf.buffer).setInt32(0, asCInt(value!), true);
      len = 4;
    } else if (optlen !== undefined && value === None) {
      buf = null;
      len = uint32Arg(optlen);
    } else {
      positional("setsockopt", a, null, 3, 3);
      buf = bytesLike(value!);
      len = buf.length;
    }
    sys(() => libc.setsockopt(checkOpen(s), level, name, buf, len));
    return None;
  });
  m("settimeout", (s, a, kw) => {
    const [t] = positional("settimeout", a, kw, 1, 1);
    s.timeout = parseTimeout(t!);
    setBlocking(checkOpen(s), s.timeout < 0);
    return None;
  });
  m("shutdown", (s, a, kw) => {
    const [how] = positional("shutdown", a, kw, 1, 1);
    const h = asCInt(how!);
    sys(() => libc.shutdown(checkOpen(s), h));
    return None;
  });
  const readonly = (): never => {
    throw newException(PyExc_AttributeError, "readonly attribute");
  };
  defGetSet(T, "family", (o) => newInt(sock(o).family), readonly);
  defGetSet(T, "type", (o) => newInt(sock(o).sockType), readonly);
  defGetSet(T, "proto", (o) => newInt(sock(o).proto), readonly);
  defGetSet(T, "timeout", (o) => {
    const t = sock(o).timeout;
    return t < 0 ? None : newFloat(t);
  });
  addSlotWrappers(T);
}

// ---- module functions

/** A str argument's UTF-8 bytes (an "s" converter), TypeError naming `what` otherwise. */
function strArg(o: PyObject, what: string): Uint8Array {
  if (!isStr(o)) typeError(`${what} must be str, not ${typeName(o)}`);
  const b = new TextEncoder().encode(o.value);
  if (b.includes(0)) valueError("embedded null character");
  return b;
}

/** An unsigned 16- or 32-bit argument of the byte-order functions. */
function uintArg(o: PyObject, bits: 16 | 32): number {
  const v = indexValue(o);
  if (v < 0) valueError("Cannot convert negative int");
  if (v >= 2 ** bits) throw newException(PyExc_OverflowError, `Python int too large for C uint${bits}_t`);
  return Number(v);
}

const swap16 = (x: number) => ((x & 0xff) << 8) | (x >>> 8);
const swap32 = (x: number) => (((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24)) >>> 0;

/** A hostent as gethostbyname_ex and gethostbyaddr return it: (name, aliases, addresses). */
function hostentTuple([name, aliases, addrs]: [string, string[], Uint8Array[]]): PyObject {
  return newTuple([
    newStr(name),
    newList(aliases.map((a) => newStr(a))),
    newList(addrs.map((a) => newStr(libc.inetNtop(a.length === 4 ? AF_INET : AF_INET6, a)))),
  ]);
}

/** The cmsg length functions' argument: CMSG_LEN adds the header, CMSG_SPACE pads to 8 bytes as well. */
function cmsgLength(fname: string, o: PyObject, space: boolean): number {
  const n = indexValue(o);
  const limit = 2 ** 31 - 1 - 16 - 8;
  if (typeof n === "bigint" || n < 0 || n > limit) throw newException(PyExc_OverflowError, `${fname}() argument out of range`);
  return 16 + (space ? (n + 7) & ~7 : n);
}

function moduleFunctions(mod: PyModule): [string, PyObject][] {
  const f = (name: string, impl: (args: PyObject[], kw: string[] | null) => PyObject): [string, PyObject] =>
    [name, newCFunction(name, (_s, args, kw) => impl(args, kw ?? null), mod)];
  return [
    f("close", (a, kw) => {
      const [fdO] = positional("close", a, kw, 1, 1);
      const fd = asCInt(fdO!);
      try {
        libc.close(fd);
      } catch (e) {
        if (errnoOf(e) !== ECONNRESET) sys(() => { throw e; });
      }
      return None;
    }),
    f("dup", (a, kw) => {
      const [fdO] = positional("dup", a, kw, 1, 1);
      const fd = asCInt(fdO!);
      return newInt(sys(() => libc.fcntl(fd, F_DUPFD_CLOEXEC, 0)));
    }),
    f("getdefaulttimeout", (a, kw) => {
      positional("getdefaulttimeout", a, kw, 0, 0);
      return defaultTimeout < 0 ? None : newFloat(defaultTimeout);
    }),
    f("setdefaulttimeout", (a, kw) => {
      const [t] = positional("setdefaulttimeout", a, kw, 1, 1);
      defaultTimeout = parseTimeout(t!);
      return None;
    }),
    f("socketpair", (a, kw) => {
      const [fa, ty, pr] = positional("socketpair", a, kw, 0, 3);
      const fam = fa === undefined ? AF_UNIX : asCInt(fa);
      const type = ty === undefined ? SOCK_STREAM : asCInt(ty);
      const proto = pr === undefined ? 0 : asCInt(pr);
      const [x, y] = sys(() => libc.socketpair(fam, type | SOCK_CLOEXEC, proto));
      const s1 = new PySocketObject(PySocket_Type), s2 = new PySocketObject(PySocket_Type);
      try {
        initSocket(s1, x, fam, type, proto);
        initSocket(s2, y, fam, type, proto);
      } catch (e) {
        Py_DECREF(s1);
        Py_DECREF(s2);
        throw e;
      }
      return newTuple([s1, s2]);
    }),
    f("gethostname", (a, kw) => {
      positional("gethostname", a, kw, 0, 0);
      return newStr(fsDecode(sys(() => libc.gethostname())));
    }),
    f("sethostname", (a, kw) => {
      const [n] = positional("sethostname", a, kw, 1, 1);
      const name = isStr(n!) ? fsEncode(n.value) : bytesLike(n!);
      sys(() => libc.sethostname(name));
      return None;
    }),
    f("gethostbyname", (a, kw) => {
      const [n] = positional("gethostbyname", a, kw, 1, 1);
      const [, addr] = setipaddr(hostBytes(n!), AF_INET);
      return newStr(libc.inetNtop(AF_INET, addr));
    }),
    f("gethostbyname_ex", (a, kw) => {
      const [n] = positional("gethostbyname_ex", a, kw, 1, 1);
      const name = hostBytes(n!);
      const [fam] = setipaddr(name, AF_INET);
      return hostentTuple(resolve(() => libc.gethostbyname(name, fam)));
    }),
    f("gethostbyaddr", (a, kw) => {
      const [n] = positional("gethostbyaddr", a, kw, 1, 1);
      const [fam, addr] = setipaddr(hostBytes(n!), AF_UNSPEC);
      return hostentTuple(resolve(() => libc.gethostbyaddr(addr, fam)));
    }),
    f("getaddrinfo", (a, kw) => {
      const [h, p, fa, ty, pr, fl] = parseArgs("getaddrinfo", a, kw, ["host", "port", "family", "type", "proto", "flags"], 2);
      let host: Uint8Array | null;
      if (h === None) host = null;
      else if (isStr(h!)) {
        const enc = callMethod(h, "encode", [newStr("idna")]);
        host = (bufferBytes(enc) ?? new Uint8Array(0)).slice();
        Py_DECREF(enc);
      } else if (isBytes(h!)) host = h.value;
      else typeError("getaddrinfo() argument 1 must be string or None");
      let port: Uint8Array | null;
      if (isInt(p!)) port = new TextEncoder().encode(String(indexValue(p)));
      else if (isStr(p!)) port = new TextEncoder().encode(p.value);
      else if (isBytes(p!)) port = p.value;
      else if (p === None) port = null;
      else throw newException(PyExc_OSError, "Int or String expected");
      const ints = [fa, ty, pr, fl].map((o) => (o === null ? 0 : asCInt(o))) as [number, number, number, number];
      const res = resolve(() => libc.getaddrinfo(host, port, ...ints));
      return newList(res.map((r) => newTuple([newInt(r.family), newInt(r.type), newInt(r.proto), newStr(r.canonname), makeSockaddr(r.addr)])));
    }),
    f("getnameinfo", (a, kw) => {
      const [sa, fl] = positional("getnameinfo", a, kw, 2, 2);
      if (!isTuple(sa!)) typeError("getnameinfo() argument 1 must be a tuple");
      const flags = asCInt(fl!);
      const it = sa.items;
      if (it.length < 2 || it.length > 4 || !isStr(it[0]!) || !isInt(it[1]!)) typeError("getnameinfo(): illegal sockaddr argument");
      const host = new TextEncoder().encode((it[0] as PyStr).value);
      const port = asCInt(it[1]!);
      const flowinfo = it.length > 2 ? uint32Arg(it[2]!) : 0;
      const scopeId = it.length > 3 ? uint32Arg(it[3]!) : 0;
      if (flowinfo > 0xfffff) throw newException(PyExc_OverflowError, "getnameinfo(): flowinfo must be 0-1048575.");
      const res = resolve(() => libc.getaddrinfo(host, new TextEncoder().encode(String(port)), AF_UNSPEC, SOCK_DGRAM, 0, AI_NUMERICHOST));
      if (res.length > 1) throw newException(PyExc_OSError, "sockaddr resolved to multiple addresses");
      const addr = res[0]!.addr.slice();
      if (family(addr) === AF_INET) {
        if (it.length !== 2) throw newException(PyExc_OSError, "IPv4 sockaddr must be 2 tuple");
      } else if (family(addr) === AF_INET6) {
        const dv = new DataView(addr.buffer);
        dv.setUint32(4, flowinfo, false);
        dv.setUint32(24, scopeId, true);
      }
      const [hn, sn] = resolve(() => libc.getnameinfo(addr, flags));
      return newTuple([newStr(hn), newStr(sn)]);
    }),
    f("getservbyname", (a, kw) => {
      const [n, p] = positional("getservbyname", a, kw, 1, 2);
      const name = strArg(n!, "getservbyname() argument 1");
      const proto = p === undefined ? null : strArg(p, "getservbyname() argument 2");
      const port = libc.getservbyname(name, proto);
      if (port === null) throw newException(PyExc_OSError, "service/proto not found");
      return newInt(port);
    }),
    f("getservbyport", (a, kw) => {
      const [n, p] = positional("getservbyport", a, kw, 1, 2);
      const port = asCInt(n!);
      const proto = p === undefined ? null : strArg(p, "getservbyport() argument 2");
      if (port < 0 || port > 0xffff) throw newException(PyExc_OverflowError, "getservbyport: port must be 0-65535.");
      const name = libc.getservbyport(port, proto);
      if (name === null) throw newException(PyExc_OSError, "port/proto not found");
      return newStr(name);
    }),
    f("getprotobyname", (a, kw) => {
      const [n] = positional("getprotobyname", a, kw, 1, 1);
      const p = libc.getprotobyname(strArg(n!, "getprotobyname() argument"));
      if (p === null) throw newException(PyExc_OSError, "protocol not found");
      return newInt(p);
    }),
    f("htons", (a, kw) => newInt(swap16(uintArg(positional("htons", a, kw, 1, 1)[0]!, 16)))),
    f("ntohs", (a, kw) => newInt(swap16(uintArg(positional("ntohs", a, kw, 1, 1)[0]!, 16)))),
    f("htonl", (a, kw) => newIntBig(swap32(uintArg(positional("htonl", a, kw, 1, 1)[0]!, 32)))),
    f("ntohl", (a, kw) => newIntBig(swap32(uintArg(positional("ntohl", a, kw, 1, 1)[0]!, 32)))),
    f("inet_aton", (a, kw) => {
      const [s] = positional("inet_aton", a, kw, 1, 1);
      const r = libc.inetAton(strArg(s!, "inet_aton() argument"));
      if (r === null) throw newException(PyExc_OSError, "illegal IP address string passed to inet_aton");
      return newBytes(r);
    }),
    f("inet_ntoa", (a, kw) => {
      const [p] = positional("inet_ntoa", a, kw, 1, 1);
      const b = bytesLike(p!);
      if (b.length !== 4) throw newException(PyExc_OSError, "packed IP wrong length for inet_ntoa");
      return newStr(libc.inetNtop(AF_INET, b));
    }),
    f("inet_pton", (a, kw) => {
      const [fa, s] = positional("inet_pton", a, kw, 2, 2);
      const af = asCInt(fa!);
      const text = strArg(s!, "inet_pton() argument 2");
      if (af !== AF_INET && af !== AF_INET6) osErrorFromErrno(EAFNOSUPPORT);
      const r = libc.inetPton(af, text);
      if (r === null) throw newException(PyExc_OSError, "illegal IP address string passed to inet_pton");
      return newBytes(r);
    }),
    f("inet_ntop", (a, kw) => {
      const [fa, p] = positional("inet_ntop", a, kw, 2, 2);
      const af = asCInt(fa!);
      const b = bytesLike(p!);
      if (af === AF_INET || af === AF_INET6) {
        if (b.length !== (af === AF_INET ? 4 : 16)) valueError("invalid length of packed IP address string");
      } else valueError(`unknown address family ${af}`);
      return newStr(libc.inetNtop(af, b));
    }),
    f("if_nameindex", (a, kw) => {
      positional("if_nameindex", a, kw, 0, 0);
      return newList(sys(() => libc.ifNameindex()).map(([i, n]) => newTuple([newInt(i), newStr(n)])));
    }),
    f("if_nametoindex", (a, kw) => {
      const [n] = positional("if_nametoindex", a, kw, 1, 1);
      const name = isStr(n!) ? fsEncode(n.value) : bytesLike(n!);
      try {
        return newInt(libc.ifNametoindex(name));
      } catch (e) {
        if (errnoOf(e) !== null) throw newException(PyExc_OSError, "no interface with this name");
        throw e;
      }
    }),
    f("if_indextoname", (a, kw) => {
      const [i] = positional("if_indextoname", a, kw, 1, 1);
      if (!isInt(i!) && i!.ob_type.nb_index === null) typeError(`'${typeName(i!)}' object cannot be interpreted as an integer`);
      const v = indexValue(i!);
      if (v < 0 || v > 0xffffffff) throw newException(PyExc_OverflowError, "index is too large");
      try {
        return newStr(libc.ifIndextoname(Number(v)));
      } catch (e) {
        if (errnoOf(e) !== null) osErrorFromErrno(ENXIO);
        throw e;
      }
    }),
    f("CMSG_LEN", (a, kw) => newInt(cmsgLength("CMSG_LEN", positional("CMSG_LEN", a, kw, 1, 1)[0]!, false))),
    f("CMSG_SPACE", (a, kw) => newInt(cmsgLength("CMSG_SPACE", positional("CMSG_SPACE", a, kw, 1, 1)[0]!, true))),
  ];
}

let ready = false;

export function make_socket(): PyModule {
  if (!ready) {
    ready = true;
    initSocketType();
  }
  const mod = newModule("_socket");
  const d = mod.dict!;
  const set = (name: string, v: PyObject) => {
    dictSetItem(d, internStr(name), v);
    Py_DECREF(v);
  };
  const share = (name: string, v: PyObject) => {
    Py_INCREF(v);
    set(name, v);
  };
  share("socket", PySocket_Type);
  share("SocketType", PySocket_Type);
  share("error", PyExc_OSError);
  share("timeout", PyExc_TimeoutError);
  share("herror", PyExc_herror);
  share("gaierror", PyExc_gaierror);
  share("has_ipv6", True);
  set("BDADDR_ANY", newStr("00:00:00:00:00:00"));
  set("BDADDR_LOCAL", newStr("00:00:00:FF:FF:FF"));
  for (const [k, v] of moduleFunctions(mod)) set(k, v);
  for (const s of CONSTANTS.split(" ")) {
    const [k, v] = s.split(":") as [string, string];
    set(k, newIntBig(Number(v)));
  }
  return mod;
}
