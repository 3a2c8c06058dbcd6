"""The layout-preserving document: reading, finding, editing, comments, writing back."""

from __future__ import annotations

from pathlib import Path

import pytest

import hcl
from hcl import ir
from hcl.cty import Value
from hcl.testing import ir_equal
from hcl.write.document import Attribute, Block, Document, parse_document
from tests.conftest import SHARED

SAMPLES = Path(__file__).parent.parent / "native" / "samples"
CORPUS = SHARED / "corpus"

SRC = """\
# header comment

# about region
region = "eu-west-1" # the default
count  = 2

resource "aws_instance" "web" {
  # pinned image
  ami = "ami-123"   # do not change
  tags = {
    Name = "web"
  }

  lifecycle {
    create_before_destroy = true
  }
}

resource "aws_instance" "db" {
  ami = "ami-456"
}
"""


def _doc(src: str = SRC) -> Document:
    doc, diags = parse_document(src, "main.tf")
    assert not diags.has_errors
    assert doc is not None
    return doc


def _split(before: str, after: str) -> tuple[str, str, str]:
    """The common prefix, and the differing middles of ``before`` and ``after``."""
    i = 0
    while i < min(len(before), len(after)) and before[i] == after[i]:
        i += 1
    j = 0
    while j < min(len(before), len(after)) - i and before[-1 - j] == after[-1 - j]:
        j += 1
    return before[:i], before[i:len(before) - j], after[i:len(after) - j]


# ---------------------------------------------------------------- reading and writing back


@pytest.mark.parametrize("src", [
    SRC, "", "\n\n", "a = 1", "a = 1   ", "\ufeffa = 1\n", "a = 1\r\nb {\r\n  c = 2\r\n}\r\n",
    "\ta\t=\t1\n", "x = <<EOT\n  body ${a}\n EOTX\nEOT\ny = 2\n", "a = 1 # \udcff bad byte\n",
    "b { c = 1 }\n", "b {}\n", "/* lead */ a = 1 /* after */\n", "a = {for k, v in m: k => v}\n",
])
def test_unchanged_document_is_identical(src: str) -> None:
    assert str(_doc(src)) == src


def test_unchanged_bytes_are_identical() -> None:
    raw = b'a = "\xc3\xa9" # \xff\n'
    doc, _ = parse_document(raw)
    assert doc is not None and doc.to_bytes() == raw


def test_valid_samples_and_corpus_round_trip() -> None:
    files = sorted(SAMPLES.glob("valid/*.hcl"))
    if CORPUS.is_dir():  # every third corpus file: parsing all takes long (all pass)
        files += sorted(p for p in CORPUS.rglob("*") if p.suffix in (".tf", ".hcl"))[::3]
    checked = 0
    for path in files:
        raw = path.read_bytes()
        doc, _diags = parse_document(raw, str(path))
        if doc is None:
            continue
        checked += 1
        assert doc.to_bytes() == raw, path
    assert checked >= 60


def test_syntax_errors_give_diagnostics_only() -> None:
    doc, diags = parse_document("a = {\n", "bad.tf")
    assert doc is None
    assert diags.has_errors
    assert diags[0].subject is not None and diags[0].subject.filename == "bad.tf"


def test_format_on_request() -> None:
    doc = _doc("a=1\nbb = 2\n")
    assert doc.to_source(format=True) == "a  = 1\nbb = 2\n"
    assert doc.to_source() == "a=1\nbb = 2\n"


# ---------------------------------------------------------------- finding


def test_find_attributes_and_blocks() -> None:
    doc = _doc()
    assert [a.name for a in doc.body.attributes] == ["region", "count"]
    assert "region" in doc.body and "nope" not in doc.body
    assert doc.body.attribute("nope") is None
    with pytest.raises(KeyError):
        doc.body["nope"]
    resources = doc.body.blocks("resource")
    assert [b.labels for b in resources] == [["aws_instance", "web"], ["aws_instance", "db"]]
    web = doc.body.block("resource", "aws_instance", "web")
    assert web is not None and web.type == "resource"
    assert doc.body.block("resource", "aws_instance") is None  # labels match exactly
    assert [b.type for b in doc.find_blocks("lifecycle")] == ["lifecycle"]
    assert [a.expr_source for a in doc.find_attributes("ami")] == ['"ami-123"', '"ami-456"']
    kinds = [(type(i).__name__, i.name if isinstance(i, Attribute) else i.type) for i in doc.body.walk()]
    assert kinds[:4] == [("Attribute", "region"), ("Attribute", "count"), ("Block", "resource"), ("Attribute", "ami")]


def test_expression_as_ir_and_text() -> None:
    doc = _doc("a = var.x + 1 # c\n")
    attr = doc.body["a"]
    assert attr.expr_source == "var.x + 1"
    assert isinstance(attr.expression, ir.BinaryOp)
    assert attr.expression.range.start.column == 5  # ranges of the document as read


# ---------------------------------------------------------------- comments


def test_lead_and_line_comments() -> None:
    doc = _doc()
    region = doc.body["region"]
    assert region.lead_comments == ["# about region"]  # the header is separated by a blank line
    assert region.line_comment == "# the default"
    assert doc.body["count"].lead_comments == []
    assert doc.body["count"].line_comment is None
    web = doc.body.block("resource", "aws_instance", "web")
    assert web is not None
    assert web.body["ami"].lead_comments == ["# pinned image"]
    assert web.body["ami"].line_comment == "# do not change"


def test_block_comments_around_an_item() -> None:
    doc = _doc("/* lead */ a = 1 /* after */\n")
    assert doc.body["a"].lead_comments == ["/* lead */"]
    assert doc.body["a"].line_comment == "/* after */"


def test_attach_comments() -> None:
    doc = _doc()
    region = doc.body["region"]
    region.set_lead_comments(["first", "// second"])
    region.set_line_comment("changed")
    doc.body["count"].set_line_comment("# new")
    assert str(doc).startswith('# header comment\n\n# first\n// second\nregion = "eu-west-1" # changed\n'
                               "count  = 2 # new\n")
    region.set_lead_comments([])
    region.set_line_comment(None)
    assert str(doc).startswith('# header comment\n\nregion = "eu-west-1"\ncount  = 2 # new\n')


def test_comment_in_block_is_indented() -> None:
    doc = _doc()
    web = doc.body.block("resource", "aws_instance", "web")
    assert web is not None
    web.body["tags"].set_lead_comments(["tags"])
    assert "\n  # tags\n  tags = {\n" in str(doc)


def test_bad_comment_rejected() -> None:
    doc = _doc()
    with pytest.raises(ValueError, match="single-line comment"):
        doc.body["region"].set_line_comment("a\nb = 1")
    assert str(doc) == SRC


# ---------------------------------------------------------------- attributes


@pytest.mark.parametrize(("value", "text"), [
    ("t3.micro", '"t3.micro"'),
    (3, "3"),
    (2.5, "2.5"),
    (True, "true"),
    (None, "null"),
    ([1, "a"], '[1, "a"]'),
    ({"k": 1, "longer": "v"}, '{\n  k      = 1\n  longer = "v"\n}'),
    ('say "${hi}"', '"say \\"$${hi}\\""'),
    (Value.number(10), "10"),
])
def test_set_attribute_from_values(value: object, text: str) -> None:
    doc = _doc("a = 1\n")
    doc.body.set_attribute("a", value)
    assert str(doc) == f"a = {text}\n"
    _reparsed, diags = hcl.parse(str(doc))
    assert not diags.has_errors


def test_set_attribute_from_traversal_and_ir() -> None:
    doc = _doc("a = 1\n")
    traversal, _ = hcl.parse_traversal('var.list[0]["k"]')
    doc.body.set_attribute("a", traversal)
    expr, _ = hcl.parse_expression("f(x, y) + (1 * 2)")
    doc.body.set_attribute("b", expr)
    assert str(doc) == 'a = var.list[0]["k"]\nb = f(x, y) + (1 * 2)\n'
    assert ir_equal(doc.body["b"].expression, expr)


def test_set_existing_attribute_touches_only_its_expression() -> None:
    doc = _doc()
    doc.body.set_attribute_source("region", "var.region")
    prefix, old, new = _split(SRC, str(doc))
    assert (old, new) == ('"eu-west-1"', "var.region")
    assert prefix.endswith("region = ")


def test_new_attribute_goes_after_the_last_one_indented_like_siblings() -> None:
    doc = _doc()
    web = doc.body.block("resource", "aws_instance", "web")
    assert web is not None
    web.body.set_attribute("instance_type", "t3.micro")
    _, old, new = _split(SRC, str(doc))
    assert old == ""
    assert new == '  instance_type = "t3.micro"\n'
    doc.body.set_attribute("new_top", 1)
    assert 'count  = 2\nnew_top = 1\n\nresource' in str(doc)


def test_multi_line_value_follows_indentation() -> None:
    doc = _doc("b {\n  c {\n    x = 1\n  }\n}\n")
    inner = doc.find_blocks("c")[0]
    inner.body.set_attribute("m", {"k": [1, 2]})
    assert str(doc) == "b {\n  c {\n    x = 1\n    m = {\n      k = [1, 2]\n    }\n  }\n}\n"


def test_tabs_and_crlf_of_the_file_are_used() -> None:
    doc = _doc("b {\r\n\tx = 1\r\n}\r\n")
    doc.find_blocks("b")[0].body.set_attribute("y", 2)
    assert str(doc) == "b {\r\n\tx = 1\r\n\ty = 2\r\n}\r\n"


@pytest.mark.parametrize("text", ["1 +", "a = 1", "1\n2", "", "# only a comment", "b {}", '"open'])
def test_bad_raw_text_leaves_document_unchanged(text: str) -> None:
    doc = _doc()
    with pytest.raises(ValueError, match="expression"):
        doc.body.set_attribute_source("region", text)
    with pytest.raises(ValueError, match="expression"):
        doc.body.set_attribute_source("brand_new", text)
    assert str(doc) == SRC


def test_unwritable_values_rejected() -> None:
    doc = _doc()
    with pytest.raises(TypeError):
        doc.body.set_attribute("x", object())
    with pytest.raises(ValueError):
        doc.body.set_attribute("x", float("nan"))
    with pytest.raises(ValueError):
        doc.body.set_attribute("bad name", 1)
    assert str(doc) == SRC


def test_raw_text_with_comment_and_heredoc() -> None:
    doc = _doc("a = 1\n")
    doc.body.set_attribute_source("a", "<<EOT\nhello\nEOT")
    doc.body.set_attribute_source("b", "2 # two")
    assert str(doc) == "a = <<EOT\nhello\nEOT\nb = 2 # two\n"
    assert not hcl.parse(str(doc))[1].has_errors


def test_remove_attribute_with_its_comments() -> None:
    doc = _doc()
    assert doc.body.remove_attribute("region")
    assert not doc.body.remove_attribute("region")
    assert str(doc) == SRC.replace('# about region\nregion = "eu-west-1" # the default\n', "")


def test_rename_attribute() -> None:
    doc = _doc()
    assert doc.body.rename_attribute("count", "instances")
    assert not doc.body.rename_attribute("count", "x")
    assert not doc.body.rename_attribute("instances", "region")  # taken
    with pytest.raises(ValueError):
        doc.body.rename_attribute("instances", "not valid")
    assert str(doc) == SRC.replace("count  = 2", "instances  = 2")


# ---------------------------------------------------------------- blocks


def test_append_block_and_fill_it() -> None:
    doc = _doc("a = 1\n")
    block = doc.body.append_block("provider", ["aws"])
    block.body.set_attribute("region", "eu")
    inner = block.body.append_block("assume_role")
    inner.body.set_attribute("arn", "x")
    assert str(doc) == ('a = 1\nprovider "aws" {\n  region = "eu"\n  assume_role {\n    arn = "x"\n  }\n}\n')
    assert not hcl.parse(str(doc))[1].has_errors


def test_insert_block_positions() -> None:
    doc = _doc("a = 1\nb {}\nc = 3\n")
    b = doc.body.block("b")
    assert b is not None
    doc.body.insert_block("first", index=0)
    doc.body.insert_block("before_b", before=b)
    doc.body.insert_block("after_b", ["x"], after=b)
    assert [i.type if isinstance(i, Block) else i.name for i in doc.body.structured()] == [
        "first", "a", "before_b", "b", "after_b", "c"]
    assert str(doc) == 'first {\n}\na = 1\nbefore_b {\n}\nb {}\nafter_b "x" {\n}\nc = 3\n'


def test_insert_into_one_line_and_empty_blocks() -> None:
    doc = _doc("one { x = 1 }\nempty {}\n")
    doc.body.block("one").body.set_attribute("y", 2)  # type: ignore[union-attr]
    doc.body.block("empty").body.set_attribute("z", 3)  # type: ignore[union-attr]
    assert str(doc) == "one {\n  x = 1\n  y = 2\n}\nempty {\n  z = 3\n}\n"
    assert not hcl.parse(str(doc))[1].has_errors


def test_remove_block() -> None:
    doc = _doc()
    db = doc.body.block("resource", "aws_instance", "db")
    assert db is not None
    assert doc.body.remove_block(db)
    assert not doc.body.remove_block(db)
    assert str(doc) == SRC.replace('resource "aws_instance" "db" {\n  ami = "ami-456"\n}\n', "")


def test_set_type_and_labels() -> None:
    doc = _doc()
    web = doc.body.block("resource", "aws_instance", "web")
    assert web is not None
    web.set_type("data")
    web.set_labels(["aws_ami", 'we"ird'])
    assert web.labels == ["aws_ami", 'we"ird']
    _, old, new = _split(SRC, str(doc))
    assert (old, new) == ('resource "aws_instance" "web', 'data "aws_ami" "we\\"ird')
    web.set_labels([])
    assert 'data {\n  # pinned image' in str(doc)
    with pytest.raises(ValueError):
        web.set_type("1x")


def test_new_document() -> None:
    doc = Document()
    doc.body.set_attribute("a", 1)
    doc.body.append_block("b", ["l"]).body.set_attribute("c", [True])
    assert str(doc) == 'a = 1\nb "l" {\n  c = [true]\n}\n'


def test_last_item_without_newline_gets_one() -> None:
    doc = _doc("a = 1")
    doc.body.set_attribute("b", 2)
    assert str(doc) == "a = 1\nb = 2\n"


def test_item_source_and_crlf_comments() -> None:
    doc = _doc("# lead\r\na = 1 # c\r\n")
    attr = doc.body["a"]
    assert attr.source() == "# lead\r\na = 1 # c\r\n"
    attr.set_line_comment(None)
    attr.set_lead_comments(["new"])
    doc.body.set_attribute("b", 2)
    assert str(doc) == "# new\r\na = 1\r\nb = 2\r\n"


@pytest.mark.parametrize("src", ["a = 1", "b {}", "a = 1 # c", "b {\n}"])
def test_end_of_file_belongs_to_the_document(src: str) -> None:
    doc = _doc(src)
    assert [t.kind.name for t in doc.tokens()].count("EOF") == 1
    doc.body.append_block("z")
    assert str(doc) == src + "\nz {\n}\n"
