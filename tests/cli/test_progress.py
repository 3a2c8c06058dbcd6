"""The progress bar of long runs."""

from __future__ import annotations

import io

from hcl.cli.progress import Progress


def test_disabled_off_a_terminal_and_for_short_runs() -> None:
    stream = io.StringIO()
    bar = Progress(100, stream=stream)
    bar.step("a")
    bar.clear()
    assert stream.getvalue() == ""  # not a terminal
    assert Progress(3, stream=stream).enabled is False


def test_steps_redraw_one_line_and_clear_erases_it() -> None:
    stream = io.StringIO()
    bar = Progress(4, stream=stream, enabled=True, width=8)
    bar.step("one.tf")
    bar.step("two.tf")
    assert stream.getvalue().split("\r\x1b[K")[1:] == ["[##......] 1/4 one.tf", "[####....] 2/4 two.tf"]
    bar.clear()
    assert stream.getvalue().endswith("\r\x1b[K")
    bar.clear()  # nothing shown: nothing written
    assert stream.getvalue().count("\r\x1b[K") == 3
