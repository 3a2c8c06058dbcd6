"""The spec suites through an hcldec command: the official suite and the project's own.

``test_hcldec`` runs every test of ``../shared/specsuite`` and ``tests/specsuite``
through the project's ``hcldec`` console script (or the command in
``HCLDEC_COMMAND``, e.g. ``HCLDEC_COMMAND=$HCL_REFERENCE_BIN/hcldec``); it fails,
never skips, when that command is missing. ``test_reference_hcldec`` runs the same
tests through the reference ``hcldec`` when it is available (``HCL_REFERENCE_BIN``,
or an oracle already built by ``../shared/tools/reference-oracle``), since the
project's tests specify the language and the reference must pass them too.

hcldec runs as a subprocess per input file; tests are run ahead in a small thread
pool (the ``.t`` files are still read in the main thread) so the suite takes a
fraction of the sequential time.
"""

from __future__ import annotations

import os
import shlex
import sysconfig
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

from hcl.diagnostics import Diagnostics
from tests.conftest import REPO, SHARED
from tests.specsuite_runner import Runner, SpecTest, discover, format_problems, load_test_file

UPSTREAM = SHARED / "specsuite"
PROJECT = REPO / "tests" / "specsuite"
SUITES = {"upstream": UPSTREAM, "project": PROJECT}
WORKERS = max(2, min(8, os.cpu_count() or 2))


def _suite_params() -> list:
    params = []
    for label, directory in SUITES.items():
        if not directory.is_dir():
            params.append(pytest.param(None, id=f"{label}/(missing)", marks=pytest.mark.skip(
                reason=f"{directory} is not present")))
            continue
        params += [pytest.param(t, id=f"{label}/{t.name}") for t in discover(directory)]
    return params


PARAMS = _suite_params()


def project_hcldec() -> tuple[list[str] | None, str]:
    """The hcldec command under test, or None and what was looked for."""
    env = os.environ.get("HCLDEC_COMMAND", "").strip()
    if env:
        return shlex.split(env), f"HCLDEC_COMMAND={env}"
    candidates = [Path(sysconfig.get_path("scripts")) / "hcldec", REPO / ".venv" / "bin" / "hcldec"]
    for c in candidates:
        if c.is_file() and os.access(c, os.X_OK):
            return [str(c)], str(c)
    return None, " or ".join(str(c) for c in candidates)


def reference_hcldec() -> Path | None:
    """The reference hcldec, when HCL_REFERENCE_BIN names it or the oracle is already built."""
    home = Path(os.environ.get("HCL_REFERENCE_HOME", Path.home() / ".cache" / "hcl-reference"))
    for d in (os.environ.get("HCL_REFERENCE_BIN"), home / "bin"):
        if d and (Path(d) / "hcldec").is_file():
            return Path(d) / "hcldec"
    return None


class Prefetcher:
    """Runs tests in a thread pool, a few ahead of the one asked for."""

    def __init__(self, runner: Runner, tests: Sequence[SpecTest]) -> None:
        self.runner = runner
        self.order = list(tests)
        self.index = {t.path: i for i, t in enumerate(self.order)}
        self.pool = ThreadPoolExecutor(WORKERS, thread_name_prefix="specsuite")
        self.futures: dict[str, Future[Diagnostics]] = {}

    def _submit(self, test: SpecTest) -> None:
        if test.path not in self.futures:
            # The .t file is parsed here, in the calling thread: only hcldec runs in the pool.
            tf, diags = load_test_file(test.path)
            self.futures[test.path] = self.pool.submit(self.runner.run_loaded, test, tf, diags)

    def problems(self, test: SpecTest) -> Diagnostics:
        start = self.index.get(test.path, 0)
        self._submit(test)
        for ahead in self.order[start + 1:start + 1 + 2 * WORKERS]:
            self._submit(ahead)
        return self.futures[test.path].result()

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


def _prefetcher(command: list[str]) -> Prefetcher:
    tests = [p.values[0] for p in PARAMS if p.values[0] is not None]
    return Prefetcher(Runner(command), tests)


@pytest.fixture(scope="module")
def project_runs():
    command, where = project_hcldec()
    if command is None:
        yield None, where
        return
    pre = _prefetcher(command)
    yield pre, where
    pre.close()


@pytest.fixture(scope="module")
def reference_runs():
    exe = reference_hcldec()
    if exe is None:
        yield None
        return
    pre = _prefetcher([str(exe)])
    yield pre
    pre.close()


def _check(test: SpecTest, problems: Diagnostics, hcldec: str) -> None:
    if problems:
        pytest.fail(f"spec test {test.name} failed with hcldec {hcldec}:\n\n{format_problems(problems)}",
                    pytrace=False)


@pytest.mark.parametrize("test", PARAMS)
def test_hcldec(test: SpecTest, project_runs: tuple[Prefetcher | None, str]) -> None:
    pre, where = project_runs
    if pre is None:
        pytest.fail(f"the project's hcldec console script is missing (looked for {where}); install the project "
                    "(make venv) or set HCLDEC_COMMAND to an hcldec-compatible command", pytrace=False)
    _check(test, pre.problems(test), where)


@pytest.mark.parametrize("test", PARAMS)
def test_reference_hcldec(test: SpecTest, reference_runs: Prefetcher | None) -> None:
    if reference_runs is None:
        pytest.skip("the reference hcldec is not available "
                    "(export HCL_REFERENCE_BIN=$(../shared/tools/reference-oracle))")
    _check(test, reference_runs.problems(test), " ".join(reference_runs.runner.hcldec))


def test_project_suite_is_well_formed() -> None:
    """At least 40 project tests, each loading without problems, with a spec and an input."""
    tests = discover(PROJECT)
    assert len(tests) >= 40
    for t in tests:
        tf, diags = load_test_file(t.path)
        assert tf is not None and not diags, f"{t.name}: {format_problems(diags)}"
        assert os.path.exists(t.spec), f"{t.name}: no .hcldec file"
        assert t.inputs, f"{t.name}: no .hcl or .hcl.json input"
        assert tf.result is not None or tf.expected_diags or tf.checks_traversals, f"{t.name}: expects nothing"
