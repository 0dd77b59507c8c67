import io
import logging
import sys

stream = io.StringIO()
handler = logging.StreamHandler(stream)
handler.setFormatter(logging.Formatter("%(levelname)-8s %(name)s: %(message)s"))
log = logging.getLogger("app")
log.setLevel(logging.DEBUG)
log.addHandler(handler)
log.propagate = False

log.debug("starting %s v%d", "app", 2)
log.info("user=%(user)s", {"user": "ann"})
log.warning("disk at %.1f%%", 93.456)
log.error("failed")
db = logging.getLogger("app.db")
db.info("child logger, propagates to app")
db.setLevel(logging.ERROR)
db.warning("suppressed")
print(db.getEffectiveLevel(), log.getEffectiveLevel(), db.parent.name, db.isEnabledFor(logging.CRITICAL))
try:
    1 / 0
except ZeroDivisionError:
    log.exception("division went wrong")
print(stream.getvalue().splitlines()[:6])
print(stream.getvalue().splitlines()[-1])

class OnlyErrors(logging.Filter):
    def filter(self, record):
        return record.levelno >= logging.ERROR
class Collector(logging.Handler):
    def __init__(self):
        super().__init__()
        self.records = []
    def emit(self, record):
        self.records.append((record.levelname, record.getMessage(), record.name, record.funcName))
col = Collector()
col.addFilter(OnlyErrors())
svc = logging.getLogger("svc")
svc.addHandler(col)
svc.propagate = False
svc.setLevel(logging.INFO)
def work():
    svc.info("info")
    svc.error("bad %s", "thing")
    svc.critical("worse")
work()
print(col.records)

adapter = logging.LoggerAdapter(svc, {"req": "r-1"})
adapter.error("through adapter")
print(col.records[-1], adapter.extra)

fmt = logging.Formatter("[%(levelno)d|%(module)s|%(lineno)s] %(message)s")
rec = logging.LogRecord("x", logging.WARNING, "/p/mod.py", 42, "value %r", ("v",), None)
print(fmt.format(rec), rec.getMessage(), rec.levelname)
print(logging.Formatter("{levelname}:{message}", style="{").format(rec))
print(logging.Formatter("$levelname-$message", style="$").format(rec))
print(logging.getLevelName(logging.WARNING), logging.getLevelName(35), logging.getLevelName("ERROR"))
logging.addLevelName(25, "NOTICE")
print(logging.getLevelName(25))
try:
    logging.Formatter("%(x", validate=True)
except ValueError as e:
    print(type(e).__name__, e)
try:
    log.setLevel("LOUD")
except ValueError as e:
    print(type(e).__name__, e)
logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="root %(levelname)s %(message)s", force=True)
logging.info("via basicConfig")
logging.debug("hidden")
logging.getLogger("other").warning("other logger")
