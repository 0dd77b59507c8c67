"""The libtest stage's runner (pyts's own code, not CPython's): loads one module of CPython's
Lib/test with unittest and runs it, printing one line per test to the original standard output:

    @@libtest ok|fail|error|skip|xfail|xpass <test id>

and, at the end, ``@@libtest done <run> <ok> <fail> <error> <skip>``. A test counts as passed
when it and all its subtests succeed (``ok``) or it fails as expected (``xfail``). The same script
runs under native CPython 3.14 and under pyts, so both sides load and run the tests the same way.

Usage: runner.py test.test_X   (run from an empty current directory: tests write files there)
"""
import sys
import unittest

MARK = "@@libtest"
out = sys.__stdout__


def emit(*words):
    # on a line of its own: a test may have left its own output without a newline
    out.write("\n" + MARK + " " + " ".join(words) + "\n")
    out.flush()


class LineResult(unittest.TestResult):
    """Prints each test's outcome as it ends; a failing subtest makes its test fail."""

    def __init__(self):
        super().__init__()
        self._status = None
        self.tally = {"ok": 0, "fail": 0, "error": 0, "skip": 0, "xfail": 0, "xpass": 0}

    def _set(self, status):
        # the worst outcome wins: error > fail > the rest
        rank = {"error": 3, "fail": 2}
        if self._status is None or rank.get(status, 1) > rank.get(self._status, 1):
            self._status = status

    def _line(self, status, test):
        self.tally[status] += 1
        emit(status, test.id().replace(" ", "_"))

    def startTest(self, test):
        super().startTest(test)
        self._status = None

    def stopTest(self, test):
        super().stopTest(test)
        self._line(self._status or "ok", test)
        self._status = None

    def addSuccess(self, test):
        super().addSuccess(test)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._outcome(test, "fail")

    def addError(self, test, err):
        super().addError(test, err)
        self._outcome(test, "error")

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._outcome(test, "skip")

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._set("xfail")

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._set("xpass")

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None:
            self._set("error" if not issubclass(err[0], test.failureException) else "fail")

    def _outcome(self, test, status):
        # setUpModule/setUpClass errors and skips come for an _ErrorHolder, outside startTest/stopTest
        if isinstance(test, unittest.case._SubTest):
            test = test.test_case
            if self._status is not None or status != "skip":
                self._set(status)
            return
        if not isinstance(test, unittest.TestCase):
            self._line(status, test)
            return
        self._set(status)


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: runner.py test.test_X\n")
        return 2
    name = sys.argv[1]
    # as `python -m test` runs them: no optional resources (network, cpu-heavy, gui, …)
    from test import support
    support.use_resources = []
    suite = unittest.defaultTestLoader.loadTestsFromName(name)
    result = LineResult()
    suite.run(result)
    for test, err in result.errors + result.failures:
        sys.stderr.write("=" * 70 + "\n" + test.id() + "\n" + "-" * 70 + "\n" + err + "\n")
    t = result.tally
    emit("done", str(result.testsRun), str(t["ok"] + t["xfail"]), str(t["fail"] + t["xpass"]), str(t["error"]), str(t["skip"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
