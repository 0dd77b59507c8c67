# the import line of issue #26's start-up target
import json, re, collections, dataclasses, typing, pathlib, argparse, logging
print("imported")
