"""Run one fuzz target under atheris (libFuzzer): ``python fuzz/fuzz.py TARGET [libFuzzer options] [corpus]``.

``make fuzz`` writes the seed corpora (``fuzz/seeds.py``) and runs every target for
``FUZZ_SECONDS`` seconds each. A crash (an exception, or an invariant of
``fuzz/targets.py`` that does not hold) stops the run and leaves the input in a
``crash-*`` file: add it as an explicit regression example to
``tests/robustness/test_fuzz_targets.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

try:
    import atheris
except ImportError:  # pragma: no cover - depends on the environment
    sys.exit("atheris is not installed: pip install -e '.[fuzz]' (it needs a Python it has wheels for)")

with atheris.instrument_imports(include=["hcl", "fuzz"]):
    from fuzz.targets import TARGETS, format_available


def main() -> None:
    if len(sys.argv) < 2 or sys.argv[1] not in TARGETS:
        sys.exit(f"usage: fuzz.py {{{','.join(TARGETS)}}} [libFuzzer options] [corpus directories]")
    name = sys.argv.pop(1)
    if name == "format" and not format_available():
        print("fuzz: hcl.write.format is not available; nothing to fuzz for 'format'")
        return
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    atheris.Setup(sys.argv, TARGETS[name])
    atheris.Fuzz()


if __name__ == "__main__":
    main()
