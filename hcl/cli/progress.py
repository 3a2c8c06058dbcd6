"""A one-line progress bar on standard error, shown only for long runs on a terminal."""

from __future__ import annotations

import sys
from typing import TextIO

__all__ = ["Progress"]

_THRESHOLD = 20  # files; shorter runs finish before a bar would help


class Progress:
    """``step()`` after each item; ``clear()`` before writing anything else to the stream."""

    def __init__(self, total: int, *, stream: TextIO | None = None, enabled: bool | None = None,
                 width: int = 30) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.total = total
        self.done = 0
        self.width = width
        if enabled is None:
            enabled = total > _THRESHOLD and _isatty(self.stream)
        self.enabled = enabled
        self._shown = False

    def step(self, label: str = "") -> None:
        self.done += 1
        if not self.enabled:
            return
        filled = self.width * self.done // max(self.total, 1)
        text = f"[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total} {label}"
        self.stream.write("\r\x1b[K" + text[:200])
        self.stream.flush()
        self._shown = True

    def clear(self) -> None:
        if self._shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self._shown = False


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False
