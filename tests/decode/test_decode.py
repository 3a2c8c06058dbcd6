"""hcl.decode / hcl.encode: dataclasses from bodies and back."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import hcl
from hcl.body import Body
from hcl.cty import NUMBER, Value
from hcl.decoding import attr, block, label, remain, source_range
from hcl.ir import Expression
from hcl.pos import Range
from hcl.write.printer import print_expression
from tests.conftest import SHARED

CORPUS = SHARED / "corpus"


@dataclass
class Listener:
    port: int
    protocol: str = "tcp"


@dataclass
class Backend:
    name: Annotated[str, label()]
    address: str
    weight: float = 1.0


@dataclass
class Limits:
    cpu: Decimal
    memory: int | None = None


@dataclass
class Service:
    name: Annotated[str, label()]
    image: str
    replicas: int = 1
    tags: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    ports: set[int] = field(default_factory=set)
    command: Expression | None = None
    listener: Listener | None = None
    limits: Limits | None = None
    backends: dict[str, Backend] = field(default_factory=dict)
    extra: list[Listener] = field(default_factory=list)
    where: Annotated[Range | None, source_range()] = None
    image_range: Annotated[Range | None, source_range("image")] = None
    for_: Annotated[bool, attr("for")] = False


@dataclass
class Config:
    region: str
    services: Annotated[list[Service], block("service")] = field(default_factory=list)
    rest: Annotated[Body | None, remain()] = None


SRC = '''
region = "eu-west-1"

service "web" {
  image    = "nginx:${version}"
  replicas = 3
  tags     = ["a", "b"]
  env      = { MODE = "prod" }
  ports    = [80, 443, 80]
  command  = upper(var.cmd)
  for      = true
  listener {
    port = 8080
  }
  limits {
    cpu = 0.5
  }
  backends "a" { address = "10.0.0.1" }
  backends "b" {
    address = "10.0.0.2"
    weight  = 2.5
  }
  extra { port = 1 }
  extra { port = 2 }
}

service "db" {
  image = "postgres"
}

unrelated "x" {}
'''


def test_decode_every_field_kind() -> None:
    cfg = hcl.decode(SRC, Config, variables={"version": "1.25"}, filename="svc.hcl")
    assert cfg.region == "eu-west-1"
    web, db = cfg.services
    assert (web.name, web.image, web.replicas, web.tags, web.env) == (
        "web", "nginx:1.25", 3, ["a", "b"], {"MODE": "prod"})
    assert web.ports == {80, 443} and web.for_ is True
    assert web.command is not None and print_expression(web.command) == "upper(var.cmd)"
    assert web.listener == Listener(8080, "tcp")
    assert web.limits == Limits(Decimal("0.5"))
    assert web.backends == {"a": Backend("a", "10.0.0.1"), "b": Backend("b", "10.0.0.2", 2.5)}
    assert web.extra == [Listener(1), Listener(2)]
    assert web.where is not None and (web.where.filename, web.where.start.line) == ("svc.hcl", 4)
    assert web.image_range is not None and web.image_range.start.line == 5
    # defaults kept when absent
    assert (db.replicas, db.tags, db.listener, db.limits, db.backends, db.extra) == (1, [], None, None, {}, [])
    assert cfg.rest is not None
    content, _ = cfg.rest.content(hcl_schema(("unrelated", ["n"])))
    assert [b.labels for b in content.blocks] == [("x",)]


def hcl_schema(*blocks: tuple[str, list[str]]) -> Any:
    from hcl.body import BodySchema

    return BodySchema.of([], list(blocks))


def test_null_keeps_the_default() -> None:
    cfg = hcl.decode('region = "r"\nservice "s" {\n  image = "i"\n  replicas = null\n}\n', Config)
    assert cfg.services[0].replicas == 1


def _summaries(src: str, cls: type = Config) -> list[tuple[str, str]]:
    with pytest.raises(hcl.HCLError) as info:
        hcl.decode(src, cls, filename="c.hcl")
    return [(d.summary, f"{d.subject.start.line}" if d.subject else "") for d in info.value.diagnostics]


def test_diagnostics_name_file_line_and_field() -> None:
    assert _summaries('service "s" {\n  image = "i"\n}\n') == [("Missing required argument", "1")]
    assert _summaries('region = "r"\nservice "s" {\n  image = "i"\n  replicas = "x"\n}\n') == [
        ("Unsuitable value type", "4")]
    assert _summaries('region = "r"\nservice "s" {\n  image = "i"\n  replicas = 1.5\n}\n') == [
        ("Unsuitable value type", "4")]
    assert _summaries('region = "r"\nservice "s" {\n  image = "i"\n  listener { port = 1 }\n'
                      '  listener { port = 2 }\n}\n') == [("Duplicate listener block", "5")]
    assert _summaries('region = "r"\nservice "s" {\n  image = "i"\n  colour = 1\n}\n') == [
        ("Unsupported argument", "4")]
    assert _summaries('region = "r"\nservice {\n  image = "i"\n}\n') == [
        ("Missing name for service", "2")]
    with pytest.raises(hcl.HCLError) as info:
        hcl.decode('region = "r"\nservice "s" {\n  image = "i"\n  replicas = "x"\n}\n', Config,
                   filename="c.hcl")
    text = str(info.value)
    assert "c.hcl:4:14: Unsuitable value type" in text and "Service.replicas" in text


@dataclass
class Server:
    listener: Listener


def test_missing_block() -> None:
    assert _summaries("", Server) == [("Missing listener block", "1")]


def test_variables_and_unknown_values() -> None:
    assert _summaries("listener {\n  port = var.p\n}\n", Server) == [("Variables not allowed", "2")]
    with pytest.raises(hcl.HCLError, match=r"c\.hcl:2:10: Unsuitable value type") as info:
        hcl.decode("listener {\n  port = var.p\n}\n", Server, filename="c.hcl",
                   variables={"var": {"p": Value.unknown(NUMBER)}})
    assert "not known" in str(info.value)
    assert hcl.decode("listener {\n  port = var.p\n}\n", Server, variables={"var": {"p": 7}}) == Server(
        Listener(7))


def test_decode_from_paths_bodies_and_json(tmp_path: Path) -> None:
    (tmp_path / "a.tf").write_text('region = "r"\n')
    (tmp_path / "b.tf.json").write_text('{"service": {"s": {"image": "i"}}}')
    cfg = hcl.decode(tmp_path, Config)
    assert cfg.region == "r" and [s.name for s in cfg.services] == ["s"]
    assert hcl.decode(str(tmp_path / "a.tf"), Config).region == "r"
    from hcl.loader import parse_body

    body, _ = parse_body('region = "q"\n')
    assert hcl.decode(body, Config).region == "q"
    assert hcl.decode(b'{"region": "j"}', Config, syntax="json").region == "j"


def test_not_a_dataclass() -> None:
    with pytest.raises(TypeError):
        hcl.decode("", dict)


def test_encode_round_trip() -> None:
    cfg = hcl.decode(SRC, Config, variables={"version": "1.25"})
    text = hcl.encode(cfg)
    assert 'service "web" {' in text and 'backends "b" {' in text and "command = upper(var.cmd)" in text
    assert "replicas" not in text.split('service "db"')[1]  # defaults are left out
    again = hcl.decode(text, Config)
    for a, b in zip(again.services, cfg.services, strict=True):
        assert (a.name, a.image, a.replicas, a.tags, a.env, a.ports, a.listener, a.limits,
                a.backends, a.extra, a.for_) == (b.name, b.image, b.replicas, b.tags, b.env, b.ports,
                                                 b.listener, b.limits, b.backends, b.extra, b.for_)


@given(st.builds(Listener, port=st.integers(-(2**70), 2**70), protocol=st.text(max_size=8)),
       st.lists(st.builds(Backend, name=st.text(max_size=5), address=st.text(max_size=5),
                          weight=st.floats(-1e9, 1e9)), max_size=3, unique_by=lambda b: b.name))
@example(Listener(port=0, protocol="${0}"), [])  # a string holding "${" is text, not a template
@example(Listener(port=1, protocol="%{ if x }"), [Backend(name="${a}", address="$${b}", weight=0.5)])
def test_encode_decode_property(listener: Listener, backends: list[Backend]) -> None:
    import unicodedata

    for s in [listener.protocol, *(t for b in backends for t in (b.name, b.address))]:
        if not unicodedata.is_normalized("NFC", s):
            return
    svc = Service("s", "img", listener=listener, backends={b.name: b for b in backends})
    back = hcl.decode(hcl.encode(_Wrapper(svc)), _Wrapper)
    assert back.service.listener == listener
    assert back.service.backends == svc.backends


@dataclass
class _Wrapper:
    service: Service


# ---------------------------------------------------------------- the README example

@dataclass
class Variable:
    name: Annotated[str, label()]
    type: Expression | None = None
    default: Any = None
    description: str = ""
    sensitive: bool = False


@dataclass
class Resource:
    type: Annotated[str, label()]
    name: Annotated[str, label()]
    count: Expression | None = None
    config: Body | None = None  # every other argument and block


@dataclass
class Module:
    variables: Annotated[dict[str, Variable], block("variable")] = field(default_factory=dict)
    resources: Annotated[dict[str, dict[str, Resource]], block("resource")] = field(default_factory=dict)
    other: Body | None = None  # locals, data, module, output, ...


@pytest.mark.skipif(not (CORPUS / "terraform-aws-eks").is_dir(), reason="the shared corpus is not available")
def test_readme_terraform_module() -> None:
    module = hcl.decode(CORPUS / "terraform-aws-eks", Module)
    assert module.variables["create"].default is True
    assert module.variables["tags"].default == {}
    assert print_expression(module.variables["tags"].type) == "map(string)"  # type: ignore[arg-type]
    cluster = module.resources["aws_eks_cluster"]["this"]
    assert (cluster.type, cluster.name) == ("aws_eks_cluster", "this")
    assert len(module.variables) > 50
