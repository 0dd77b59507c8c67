import io
import unittest

def divide(a, b):
    if b == 0:
        raise ZeroDivisionError("division by zero")
    return a / b

class TestDivide(unittest.TestCase):
    def setUp(self):
        self.values = [(6, 3, 2), (1, 4, 0.25)]
    def test_values(self):
        for a, b, want in self.values:
            with self.subTest(a=a, b=b):
                self.assertEqual(divide(a, b), want)
    def test_zero(self):
        with self.assertRaises(ZeroDivisionError) as cm:
            divide(1, 0)
        self.assertIn("zero", str(cm.exception))
    def test_regex(self):
        self.assertRaisesRegex(ValueError, "invalid literal", int, "x")
    def test_fails(self):
        self.assertEqual([1, 2, 3], [1, 2, 4])
    def test_dict_fail(self):
        self.assertDictEqual({"a": 1, "b": 2}, {"a": 1, "b": 3})
    @unittest.skip("not ready")
    def test_skipped(self):
        pass
    @unittest.expectedFailure
    def test_expected(self):
        self.assertTrue(False)
    def test_error(self):
        raise RuntimeError("boom")
    def test_almost(self):
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertGreater(3, 2)
        self.assertIsNone(None)
        self.assertCountEqual([1, 2, 2], [2, 1, 2])
    def test_subfail(self):
        for i in range(3):
            with self.subTest(i=i):
                self.assertLess(i, 2)

class TestStrings(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.word = "python"
    def test_upper(self):
        self.assertEqual(self.word.upper(), "PYTHON")
    def test_multiline(self):
        self.assertMultiLineEqual("a\nb\nc\n", "a\nB\nc\n")

loader = unittest.TestLoader()
suite = unittest.TestSuite()
suite.addTests(loader.loadTestsFromTestCase(TestDivide))
suite.addTests(loader.loadTestsFromTestCase(TestStrings))
print(suite.countTestCases(), sorted(loader.getTestCaseNames(TestStrings)))
out = io.StringIO()
runner = unittest.TextTestRunner(stream=out, verbosity=2)
result = runner.run(suite)
text = out.getvalue()
import re
text = re.sub(r"Ran (\d+) tests? in [\d.]+s", r"Ran \1 tests in Xs", text)
text = re.sub(r'File "[^"]*[/\\]', 'File "', text)
print(text)
print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped), len(result.expectedFailures), result.wasSuccessful())
print([t.id() for t, _ in result.failures])
