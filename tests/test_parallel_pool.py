"""OrderedPool: input order, completion callbacks, failures that surface, no worker left behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from hcl.native import parse_config
from hcl.parallel import MIN_FOR_POOL, OrderedPool, available_cpus, parse_many, pool_size


def _later_first(item: int) -> int:
    """Items finish in reverse order: the first sleeps longest."""
    time.sleep(0.05 * (5 - item))
    return item * 10


def _fails_on_three(item: int) -> int:
    if item == 3:
        raise KeyError(f"bug on item {item}")
    return item


def _dies_on_three(item: int) -> int:
    if item == 3:
        os._exit(7)  # a worker killed outright, as by the kernel for lack of memory
    return item


@pytest.mark.parametrize("workers", [1, 2])
def test_results_in_input_order_callbacks_as_they_finish(workers: int) -> None:
    seen: list[int] = []
    with OrderedPool(workers) as pool:
        results = list(pool.map(_later_first, range(6), on_done=seen.append))
    assert results == [0, 10, 20, 30, 40, 50]
    assert sorted(seen) == list(range(6))
    if workers == 1:
        assert seen == list(range(6))


@pytest.mark.parametrize("workers", [1, 2])
def test_an_exception_in_a_worker_is_raised_in_the_caller(workers: int) -> None:
    with pytest.raises(KeyError, match="bug on item 3"), OrderedPool(workers) as pool:
        list(pool.map(_fails_on_three, range(8)))


def test_a_dead_worker_gives_the_fallback_or_raises() -> None:
    from concurrent.futures.process import BrokenProcessPool

    with OrderedPool(2) as pool:
        results = list(pool.map(_dies_on_three, range(6), on_broken=lambda item: -item))
    assert results[3] == -3
    assert all(result in (item, -item) for item, result in enumerate(results))  # others may have finished
    with pytest.raises(BrokenProcessPool), OrderedPool(2) as pool:
        list(pool.map(_dies_on_three, range(6)))


def test_pool_size() -> None:
    assert pool_size(MIN_FOR_POOL - 1) == 1
    assert pool_size(1000) == available_cpus()
    assert pool_size(3, 8) == 3 and pool_size(10, 1) == 1
    with pytest.raises(ValueError, match="at least 1"):
        pool_size(10, 0)


def test_parse_many_keeps_a_tree_too_deep_to_pickle(tmp_path: Path) -> None:
    paths = [tmp_path / f"f{i}.hcl" for i in range(4)]
    for path in paths:
        path.write_text("a = 1\n")
    paths[1].write_text("a = " + "[" * 3000 + "]" * 3000 + "\n")
    results = parse_many(paths, workers=2)
    assert [r[0].source for r in results] == [p.read_bytes() for p in paths]  # type: ignore[union-attr]
    assert [list(r[1]) for r in results] == [[]] * 4
    deep = results[1][0].body.attributes[0].expr  # type: ignore[union-attr]
    assert type(deep) is type(parse_config(paths[1].read_bytes(), "x")[0].body.attributes[0].expr)


INTERRUPTED = textwrap.dedent("""\
    import signal, sys, time
    from hcl.parallel import OrderedPool

    # A terminal's foreground job: a shell without job control (a CI script run in the
    # background) starts its children with SIGINT ignored, and Python keeps it so.
    signal.signal(signal.SIGINT, signal.default_int_handler)

    def slow(item):
        time.sleep(0.2)
        return item

    if __name__ == "__main__":
        with OrderedPool(2) as pool:
            for item in pool.map(slow, range(1000)):
                print(item, flush=True)
""")


@pytest.mark.skipif(sys.platform == "win32", reason="process groups and SIGINT are POSIX")
def test_ctrl_c_leaves_no_worker_behind(tmp_path: Path) -> None:
    script = tmp_path / "interrupted.py"
    script.write_text(INTERRUPTED)
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True)
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline() == "0\n"  # the pool is running
        os.killpg(proc.pid, signal.SIGINT)  # as a terminal does: the whole process group
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert "KeyboardInterrupt" in err
    deadline = time.monotonic() + 30
    while True:  # every process of the run, workers included, is gone
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            break
        assert time.monotonic() < deadline, "a worker outlived the interrupted run"
        time.sleep(0.1)
