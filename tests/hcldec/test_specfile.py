"""Spec files (``hcl.hcldec.specfile``): what they decode to, and their diagnostics."""

from __future__ import annotations

from hcl.cty import DYNAMIC, NUMBER, STRING, List, Map, Object, Tuple
from hcl.cty import Value as V
from hcl.hcldec import (
    AttrSpec,
    BlockAttrsSpec,
    BlockListSpec,
    BlockMapSpec,
    BlockSetSpec,
    BlockSpec,
    DefaultSpec,
    LiteralSpec,
    ObjectSpec,
    TransformExprSpec,
    TupleSpec,
)
from hcl.hcldec.specfile import load_spec_body, load_spec_file
from hcl.loader import parse_body


def load(src: str):
    body, diags = parse_body(src, "spec.hcldec")
    assert not diags
    return load_spec_body(body)


def test_every_spec_block_type() -> None:
    spec_file, diags = load("""
variables {
  greeting = "hi"
}
function "twice" {
  params = [x]
  result = x * 2
}
object {
  attr "a" {
    type     = list(object({n = number}))
    required = true
  }
  attr "b" {
    name = "bee"
  }
  array "c" {
    literal { value = max(1, 2) }
  }
  block "d" {
    block_type = "dee"
    required   = true
    attr { name = "x" }
  }
  block_list "e" {
    min_items = 1
    max_items = 3
    attr { name = "x" }
  }
  block_set "f" {
    attr { name = "x" }
  }
  block_map "g" {
    labels = ["k", "j"]
    attr {
      name = "x"
      type = tuple([string, number])
    }
  }
  block_attrs "h" {
    element_type = map(string)
  }
  default "i" {
    attr { name = "i" }
    attr { name = "ii" }
    literal { value = 0 }
  }
  transform "j" {
    attr { name = "j" }
    result = nested
  }
}
""")
    assert not diags, diags
    assert spec_file.variables == {"greeting": V.string("hi")}
    assert list(spec_file.functions) == ["twice"]
    root = spec_file.root
    assert isinstance(root, ObjectSpec)
    specs = dict(root.specs)
    assert specs["a"] == AttrSpec("a", List(Object({"n": NUMBER})), True)
    assert specs["b"] == AttrSpec("bee", DYNAMIC)
    assert specs["c"] == TupleSpec((LiteralSpec(V.number(2)),))
    assert specs["d"] == BlockSpec("dee", AttrSpec("x"), True)
    assert specs["e"] == BlockListSpec("e", AttrSpec("x"), 1, 3)
    assert specs["f"] == BlockSetSpec("f", AttrSpec("x"))
    assert specs["g"] == BlockMapSpec("g", ("k", "j"), AttrSpec("x", Tuple([STRING, NUMBER])))
    assert specs["h"] == BlockAttrsSpec("h", Map(STRING))
    assert specs["i"] == DefaultSpec(DefaultSpec(AttrSpec("i"), AttrSpec("ii")), LiteralSpec(V.number(0)))
    assert isinstance(specs["j"], TransformExprSpec) and specs["j"].wrapped == AttrSpec("j")


def test_bad_spec_files() -> None:
    cases = {
        "": ["Missing spec block"],
        "literal {\n  value = 1\n}\nliteral {\n  value = 1\n}\n": ["Extraneous spec block"],
        "object {\n  attr {\n  }\n}\n": ["Missing key for attr"],
        "array {\n  attr {\n  }\n}\n": ["Missing name in attribute spec"],
        'attr "x" {\n}\n': ["Extraneous label for attr"],
        'block_set {\n  attr { name = "x" }\n}\n': ["Missing block_type in block_set spec"],
        'block_attrs {\n}\n': ["Missing block_type in block_attrs spec"],
        'object {\n  block_map "m" {\n    attr { name = "x" }\n  }\n}\n': ["Invalid block label name list"],
        'object {\n  block "b" {\n  }\n}\n': ["Missing spec block"],
        "default {\n}\n": ["Missing spec block"],
        'transform {\n  result = 1\n}\n': ["Invalid transform spec"],
        'attr {\n  name = "x"\n  type = 1\n}\n': ["Invalid type expression"],
    }
    for src, want in cases.items():
        _, diags = load(src)
        assert [d.summary for d in diags] == want, src


def test_useless_default_block_warning() -> None:
    spec_file, diags = load('default {\n  attr { name = "v" }\n}\n')
    assert [(d.severity.value, d.summary) for d in diags] == [("warning", "Useless default block")]
    assert diags[0].subject is not None and diags[0].subject.start.line == 2
    assert spec_file.root == AttrSpec("v")


def test_missing_file(tmp_path) -> None:
    spec_file, diags = load_spec_file(str(tmp_path / "none.hcldec"))
    assert [d.summary for d in diags] == ["Failed to read file"]
    assert spec_file.root == LiteralSpec(V.null(DYNAMIC))
