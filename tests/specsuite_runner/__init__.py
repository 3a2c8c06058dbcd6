"""A Python port of the reference spec-suite harness (``cmd/hclspecsuite``).

The official HCL spec suite is a directory of tests: ``X.t`` expectations (in HCL,
read here with this project's own parser and evaluator), an ``X.hcldec`` spec, and
``X.hcl`` and/or ``X.hcl.json`` inputs. Every input is decoded by an
``hcldec``-compatible command, exactly as the reference harness invokes it, and its
output is compared with the expectations: values by strict structural equality of
exact types, diagnostics by severity and exact subject range, variable references
(``--var-refs``) by steps and ranges.

* :mod:`.testfile` reads ``.t`` files;
* :mod:`.runner` discovers tests, runs hcldec and compares;
* ``python -m tests.specsuite_runner DIR HCLDEC [ARG...]`` runs a suite from the
  command line with the reference harness's output and exit status.
"""

from tests.specsuite_runner.runner import Runner, SpecTest, discover, format_problems
from tests.specsuite_runner.testfile import TestFile, load_test_file

__all__ = ["Runner", "SpecTest", "TestFile", "discover", "format_problems", "load_test_file"]
