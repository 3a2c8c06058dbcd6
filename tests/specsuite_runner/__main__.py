"""``python -m tests.specsuite_runner TESTS-DIR HCLDEC [ARG...]``: run a spec suite.

Output and exit status follow the reference ``hclspecsuite``: ``- name`` on stdout
when a test starts and again when it ends, problems on stderr, exit status 2 when
any test has a problem and 0 otherwise. A summary line ends the output.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from tests.specsuite_runner.runner import Runner, discover, format_problems


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) < 2:
        print("Usage: python -m tests.specsuite_runner <tests-dir> <hcldec-command> [<arg>...]", file=sys.stderr)
        return 2
    runner = Runner(args[1:])
    try:
        tests = discover(args[0])
    except OSError as exc:
        print(f"\n== Test harness problems:\n\nError: Failed to read test directory\n\n  {exc}", file=sys.stderr)
        return 2
    failed = 0
    for test in tests:
        print(f"- {test.name}", flush=True)
        problems = runner.run_test(test)
        if problems:
            failed += 1
            print("\n" + format_problems(problems) + "\n", file=sys.stderr, flush=True)
        print(f"- {test.name}", flush=True)
    print(f"== {len(tests) - failed} passed, {failed} failed ({' '.join(args[1:])} on {args[0]})")
    return 2 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
