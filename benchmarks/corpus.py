"""Benchmark inputs: a directory's .tf/.hcl files, and generated files for the scaling table."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


@dataclass(frozen=True)
class Inputs:
    """A set of files and their totals."""

    label: str
    paths: list[Path]
    lines: int
    size: int

    @property
    def megabytes(self) -> float:
        return self.size / 1e6


def inputs(label: str, paths: list[Path]) -> Inputs:
    blobs = [p.read_bytes() for p in paths]
    return Inputs(label, paths, sum(b.count(b"\n") for b in blobs), sum(len(b) for b in blobs))


def directory(root: Path) -> Inputs:
    """Every ``.tf`` and ``.hcl`` file under ``root``, in a stable order."""
    return inputs(str(root), sorted(p for p in root.rglob("*") if p.suffix in (".tf", ".hcl") and p.is_file()))


def concatenated(corpus: Inputs, times: int, where: Path) -> Inputs:
    """One file holding the corpus ``times`` over (each file ends with a newline)."""
    one = b"".join(p.read_bytes().rstrip(b"\n") + b"\n" for p in corpus.paths)
    path = where / f"corpus-x{times}.tf"
    path.write_bytes(one * times)
    return inputs(f"corpus x{times}", [path])


def short_attributes(count: int, where: Path) -> Inputs:
    """One file of ``count`` lines ``a<i> = <i>``."""
    path = where / f"attributes-{count}.tf"
    path.write_text("".join(f"a{i} = {i}\n" for i in range(count)), encoding="utf-8")
    return inputs(f"{count:,} attributes", [path])
