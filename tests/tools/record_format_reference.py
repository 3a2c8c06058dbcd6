#!/usr/bin/env python3
"""Record the reference ``hclfmt`` output for the corpus and the samples.

Writes ``tests/write/format_reference.json``::

    {"oracle": "hclfmt 2.14.1, '::' as in 2.24",
     "corpus": {"terraform-aws-vpc/main.tf": "<sha256 of the formatted bytes>", ...},
     "samples": {"valid/x.hcl": "<formatted text>", ...}}

Formatted text is stored decoded with ``surrogateescape`` (invalid bytes appear as
``\\udcXX`` escapes). Left out: samples whose v2.24 layout the old binary cannot show
(a ``::`` not between two names) and the two truncated-UTF-8 quirks. See
``tests/write/oracle.py`` for the ``::`` adjustment.

Usage::

    export HCL_REFERENCE_BIN=$(../shared/tools/reference-oracle)
    python3 tests/tools/record_format_reference.py          # (re)record
    python3 tests/tools/record_format_reference.py --check  # compare only; exit 1 if stale
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.write.oracle import QUIRKS, available, reference_format  # noqa: E402

CORPUS = REPO.parent / "shared" / "corpus"
SAMPLES = REPO / "tests" / "native" / "samples"
OUT = REPO / "tests" / "write" / "format_reference.json"
SUFFIXES = (".hcl", ".tf", ".tfvars")


def record() -> dict:
    corpus = {}
    for path in sorted(CORPUS.rglob("*")):
        if path.is_file() and path.suffix in SUFFIXES:
            out = reference_format(path.read_bytes())
            if out is not None:
                corpus[path.relative_to(CORPUS).as_posix()] = hashlib.sha256(out).hexdigest()
    samples = {}
    for path in sorted(SAMPLES.glob("*/*.hcl")):
        name = path.relative_to(SAMPLES).as_posix()
        out = None if name in QUIRKS else reference_format(path.read_bytes())
        if out is not None:
            samples[name] = out.decode("utf-8", "surrogateescape")
    return {"oracle": "hclfmt 2.14.1, '::' as in 2.24", "corpus": corpus, "samples": samples}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the recorded file; write nothing")
    args = parser.parse_args()
    if not available():
        print("set HCL_REFERENCE_BIN to the reference binaries", file=sys.stderr)
        return 2
    data = record()
    text = json.dumps(data, indent=1, sort_keys=True) + "\n"
    if args.check:
        same = OUT.is_file() and OUT.read_text() == text
        print("up to date" if same else f"{OUT} is stale")
        return 0 if same else 1
    OUT.write_text(text)
    print(f"recorded {len(data['corpus'])} corpus files and {len(data['samples'])} samples")
    return 0


if __name__ == "__main__":
    sys.exit(main())
