import logging
import logging.config
import io
import sys

stream = io.StringIO()
config = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "brief": {"format": "%(levelname)s:%(name)s:%(message)s"},
        "detailed": {"format": "[%(levelname)-7s] %(name)-12s %(funcName)s: %(message)s"},
    },
    "filters": {"no_secrets": {"()": lambda: (lambda record: "secret" not in record.getMessage())}},
    "handlers": {
        "mem": {"class": "logging.StreamHandler", "stream": stream, "formatter": "detailed", "level": "DEBUG", "filters": ["no_secrets"]},
        "out": {"class": "logging.StreamHandler", "stream": "ext://sys.stdout", "formatter": "brief", "level": "WARNING"},
    },
    "loggers": {
        "app": {"level": "DEBUG", "handlers": ["mem", "out"], "propagate": False},
        "app.noisy": {"level": "ERROR"},
    },
    "root": {"level": "CRITICAL", "handlers": []},
}
logging.config.dictConfig(config)
log = logging.getLogger("app")
def process(items):
    log.debug("processing %d items", len(items))
    for i in items:
        if i < 0:
            log.warning("negative item %d", i)
        else:
            log.info("item %d ok", i)
    log.info("the secret is 42")
    logging.getLogger("app.noisy").warning("dropped")
    logging.getLogger("app.noisy").error("kept error")
process([1, -2, 3])
print(stream.getvalue(), end="")
print(sorted(logging.getLogger("app").handlers[0].__class__.__name__ for _ in range(1)), logging.getLogger("app.noisy").level)
buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter("%(message)s | %(extra_field)s"))
lg = logging.getLogger("extra")
lg.addHandler(h); lg.setLevel(logging.INFO); lg.propagate = False
lg.info("with extra", extra={"extra_field": "E1"})
print(buf.getvalue(), end="")
try:
    lg.info("bad", extra={"message": "clash"})
except KeyError as e:
    print(type(e).__name__, e)
mh = logging.handlers if hasattr(logging, "handlers") else None
import logging.handlers
target = io.StringIO()
th = logging.StreamHandler(target)
memh = logging.handlers.MemoryHandler(capacity=2, flushLevel=logging.ERROR, target=th)
ml = logging.getLogger("buffered"); ml.addHandler(memh); ml.setLevel(logging.DEBUG); ml.propagate = False
ml.info("one"); print(repr(target.getvalue())); ml.info("two"); print(repr(target.getvalue())); ml.error("three"); print(repr(target.getvalue()))
for bad in [{"version": 2}, {"version": 1, "handlers": {"h": {"class": "no.such.Handler"}}}, {"version": 1, "formatters": {"f": {"format": "%(x"}}}]:
    try:
        logging.config.dictConfig(bad)
    except ValueError as e:
        print(type(e).__name__, str(e).split(":")[0])
