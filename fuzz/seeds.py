"""Write the seed corpus of each fuzz target: ``fuzz/corpus/<target>/`` (not committed).

Seeds come from the test samples (native samples, spec-suite files, JSON and hcldec
cases, examples) and, when present, ``../shared/corpus`` (real Terraform files).
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fuzz" / "corpus"
SHARED_CORPUS = ROOT.parent / "shared" / "corpus"
MAX_SEED_BYTES = 64 << 10

# Which files seed which targets, by suffix.
_NATIVE = (".hcl", ".tf", ".hcldec")
_SOURCES = {
    "native": _NATIVE,
    "template": (".tmpl", ".hcl", ".tf"),
    "eval": (".hcl",),
    "hcldec": (*_NATIVE, ".json"),
    "format": (".hcl", ".tf"),
    "json": (".json",),
}


def seed_files() -> list[Path]:
    """Every candidate seed file, in a stable order."""
    roots = [ROOT / "tests", ROOT / "examples"]
    if SHARED_CORPUS.is_dir():
        roots.append(SHARED_CORPUS)
    files: list[Path] = []
    for root in roots:
        files.extend(p for p in root.rglob("*") if p.is_file() and p.stat().st_size <= MAX_SEED_BYTES)
    return sorted(files)


def _expression_lines(data: bytes) -> list[bytes]:
    """The right-hand sides of ``name = value`` lines: seeds for the expression target."""
    out = []
    for line in data.splitlines():
        name, sep, value = line.partition(b"=")
        if sep and name.strip() and value.strip():
            out.append(value.strip())
    return out


def seeds_for(target: str, files: list[Path]) -> list[bytes]:
    """The seed inputs of one target."""
    suffixes = _SOURCES[target]
    seeds = []
    for path in files:
        if not path.name.endswith(suffixes):
            continue
        data = path.read_bytes()
        seeds.extend(_expression_lines(data) if target == "eval" else [data])
    return seeds


def write(target: str, seeds: list[bytes]) -> int:
    """Write the seeds as content-addressed files; the number written."""
    directory = CORPUS / target
    directory.mkdir(parents=True, exist_ok=True)
    for seed in seeds:
        (directory / hashlib.sha1(seed).hexdigest()).write_bytes(seed)
    return len(seeds)


def main(argv: list[str]) -> int:
    files = seed_files()
    for target in argv or list(_SOURCES):
        print(f"{target}: {write(target, seeds_for(target, files))} seeds")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
