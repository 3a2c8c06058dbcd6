"""Running a subcommand over many files: ``-j/--jobs``, ``--cache``, the pool and the progress bar.

The work on one file (read, parse, check or format, render) is a picklable callable run by
:class:`hcl.parallel.OrderedPool`, in worker processes or in this one for ``-j 1``; it
returns text and a status, never a tree. Results come back in input order, so the output
is the same whatever the number of processes.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TypeVar

from hcl.cache import ENV_VAR, ParseCache
from hcl.cli.paths import Input
from hcl.cli.progress import Progress
from hcl.diagnostics import Diagnostic
from hcl.parallel import MIN_FOR_POOL, OrderedPool, pool_size, worker_failed

__all__ = ["add_batch_arguments", "batch_results", "open_cache"]

R = TypeVar("R")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def add_batch_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare ``-j/--jobs``, ``--cache DIR`` and ``--no-cache``."""
    parser.add_argument("-j", "--jobs", type=_positive, metavar="N",
                        help=f"worker processes; 1 works in this process (default: one per CPU from "
                             f"{MIN_FOR_POOL} files on, else 1)")
    parser.add_argument("--cache", metavar="DIR", default=os.environ.get(ENV_VAR) or None,
                        help=f"keep parse results in DIR and reuse them for unchanged files "
                             f"(default: ${ENV_VAR} if set; no cache otherwise)")
    parser.add_argument("--no-cache", dest="cache", action="store_const", const=None,
                        help=f"use no cache, even if ${ENV_VAR} is set")


def open_cache(args: argparse.Namespace) -> ParseCache | None:
    """The cache ``--cache`` names, if any."""
    return ParseCache(args.cache) if args.cache else None


@contextmanager
def batch_results(task: Callable[[Input], R], inputs: Sequence[Input], jobs: int | None,
                  progress: Progress, on_broken: Callable[[Diagnostic], R]) -> Iterator[Iterator[R]]:
    """``task(input)`` for every input, in input order; the bar advances as each finishes.

    For an input whose worker process died, ``on_broken`` turns the error saying so into a
    result. Iterate over the results inside the ``with`` block: leaving it shuts the workers
    down, and leaving it by an exception (``KeyboardInterrupt`` included) cancels what is queued.
    """
    with OrderedPool(pool_size(len(inputs), jobs)) as pool:
        yield pool.map(task, inputs, on_done=lambda index: progress.step(_label(inputs[index])),
                       on_broken=lambda item: on_broken(worker_failed(_label(item))))


def _label(item: Input) -> str:
    return "<stdin>" if item.data is not None else str(item.path)
