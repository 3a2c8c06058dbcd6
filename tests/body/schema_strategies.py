"""Hypothesis strategies for body schemas in the oracle's case format (see reference.schema)."""

from __future__ import annotations

from hypothesis import strategies as st


@st.composite
def schemas(draw: st.DrawFn, names: list[str], depth: int = 2) -> dict:
    """A schema naming some of ``names`` as attributes (maybe required) and others as blocks."""
    chosen = draw(st.lists(st.sampled_from(names), unique=True, max_size=len(names))) if names else []
    attrs, blocks = [], []
    for name in chosen:
        if draw(st.booleans()):
            attrs.append({"name": name, "required": draw(st.booleans())})
        else:
            labels = draw(st.lists(st.sampled_from(["type", "name", "id"]), max_size=2))
            entry: dict = {"type": name, "labels": labels}
            if depth > 0 and draw(st.booleans()):
                entry["body"] = draw(schemas(names, depth - 1))
            blocks.append(entry)
    out = {"attributes": attrs, "blocks": blocks}
    if depth > 0 and draw(st.integers(0, 4)) == 0:
        out["remain"] = draw(schemas(names, 0))
    return out
