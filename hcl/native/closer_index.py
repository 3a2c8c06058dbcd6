"""Where a bracket's recovery stops, for every token at once.

After an error the reference's recovery reads to the first ``]`` (or ``)``) not paired
with a ``[`` (or ``(``) opened on the way, or to the end of the file. Scanning for it at
each error costs time quadratic in the input where many errors each leave a bracket
open (every line of a file, say): :func:`closer_index` answers for every token from one
pass instead.
"""

from __future__ import annotations

from array import array
from collections.abc import Collection, Sequence

from hcl.native.token_table import offset_array


def closer_index(types: Sequence[int], closer: int, openers: Collection[int]) -> array[int]:
    """For each token, the index of the ``closer`` that a recovery from it stops at, or
    of the last token (the end of the file) where there is none.

    Let a token's level be the number of ``openers`` minus the number of closers before
    it. From token ``j`` the recovery stops at the first closer whose level is that of
    ``j``: levels fall only at closers, by one, so no closer before it has a lower one.
    Read right to left, that closer is the nearest closer seen at the level."""
    n = len(types)
    level = 0
    levels = offset_array(n, n)
    for i, t in enumerate(types):
        levels[i] = level
        if t == closer:
            level -= 1
        elif t in openers:
            level += 1
    found = offset_array(n, n)
    nearest: dict[int, int] = {}
    last = n - 1
    for i in range(last, -1, -1):
        if types[i] == closer:
            nearest[levels[i]] = i
        found[i] = nearest.get(levels[i], last)
    return found
