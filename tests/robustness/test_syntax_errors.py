"""Many syntax errors cost linear time, and every error is still reported as the reference does."""

from __future__ import annotations

import hcl
from tests.robustness.counting import growth


def _summaries(src: str) -> list[tuple[str, int, int]]:
    _, diags = hcl.parse(src, "t.hcl")
    return [(d.summary, d.subject.start.byte, d.subject.end.byte) for d in diags]


def test_many_missing_values_cost_linear_operations() -> None:
    # Was quadratic: the classifier listed all earlier body items at every error.
    assert growth(lambda n: hcl.parse("a = \n" * n), 200) < 4.6


def test_many_missing_newlines_cost_linear_operations() -> None:
    assert growth(lambda n: hcl.parse("a = 1 2\n" * n), 200) < 4.6


def test_many_unpaired_directives_cost_linear_operations() -> None:
    # The parse reads on after each (as the reference does), and the template's ending
    # is found once.
    assert growth(lambda n: hcl.parse('a = "' + "x%{ endif }" * n + '"\n'), 200) < 4.6
    assert growth(lambda n: hcl.parse('a = "' + "%{ if a }x%{ endfor }${x[1]}" * n + '"\n'), 200) < 4.6


def test_every_repeated_attribute_is_reported_after_an_error() -> None:
    n = 3_000
    diags = _summaries("a = \n" * n)
    assert diags[0] == ("Invalid expression", 4, 5)
    assert len(diags) == n  # as the reference: then one "Attribute redefined" per later line
    assert {s for s, _, _ in diags[1:]} == {"Attribute redefined"}


def test_star_in_a_tuple_is_an_invalid_expression() -> None:
    assert _summaries("a = [*]") == [("Invalid expression", 5, 6)]
    assert _summaries("a = [ * ]") == [("Invalid expression", 6, 7)]
    assert _summaries("a = [*, 1]") == [("Invalid expression", 5, 6)]
    assert _summaries("a = x[*]") == []


def test_for_expression_at_body_level_points_at_the_brace() -> None:
    assert _summaries("{for x in y: x}") == [("Argument or block definition required", 0, 1)]
    assert _summaries("{\nfor x in y: x}") == [("Argument or block definition required", 0, 1)]


def test_end_of_file_inside_an_interpolation_is_a_missing_expression() -> None:
    assert _summaries("a = <<EOT\n${\n") == [("Missing expression", 13, 13)]
    assert _summaries('a = "${') == [("Missing expression", 7, 7)]


def test_name_items_after_an_error_are_still_reported() -> None:
    assert _summaries("a = 1 2\nfoo.bar = 1\nx.y = 2\n") == [
        ("Missing newline after argument", 6, 7),
        ("Argument or block definition required", 8, 11),
        ("Argument or block definition required", 20, 21),
    ]
    assert _summaries("a = \nb.c = 1\nd(1)\n") == [
        ("Invalid expression", 4, 5),
        ("Argument or block definition required", 5, 6),
        ("Argument or block definition required", 13, 14),
    ]
