"""Differential testing against the reference implementation's body APIs.

``tests/tools/body_oracle/main.go`` runs a case (files, an operation, a schema)
through the reference's JSON parser, native parser, ``Body`` methods, merged
bodies and static analyses, and prints the result as JSON; :func:`describe`
computes the same shape with this implementation. Cases and recorded results
live next to the tests (``*_cases.py`` / ``*_expected.json``, recorded by
``tests/tools/record_body_reference.py``), so the comparison runs without Go;
hypothesis tests also call the oracle live when it can be built. Diagnostics
compare without their details, which are worded by this project.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
from decimal import Decimal
from pathlib import Path
from typing import Any

from hcl import analysis
from hcl.bodies import NativeBody, merge_bodies
from hcl.body import AttributeSchema, BlockHeaderSchema, Body, BodySchema
from hcl.diagnostics import Diagnostics
from hcl.ir import Expression, Traversal, TraverseAttr, TraverseIndex, TraverseRoot
from hcl.json import JSONValue
from hcl.pos import Range

ORACLE_SRC = Path(__file__).resolve().parents[1] / "tools" / "body_oracle" / "main.go"
GOCODE = Path("/usr/share/gocode")
REF_HOME = Path(os.environ.get("HCL_REFERENCE_HOME", Path.home() / ".cache" / "hcl-reference"))


# ----------------------------------------------------------------------------- oracle


def build_oracle() -> tuple[Path | None, str]:
    """The oracle executable (built and cached on first use), or None and why not."""
    if shutil.which("go") is None:
        return None, "Go toolchain not found (needed to build the reference body oracle)"
    if not (GOCODE / "src/github.com/hashicorp/hcl/v2/json").is_dir():
        return None, "reference HCL Go sources not installed (run ../shared/tools/reference-oracle)"
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "hcl-body-oracle"
    digest = hashlib.sha256(ORACLE_SRC.read_bytes()).hexdigest()[:16]
    exe = cache / f"body_oracle-{digest}"
    if exe.exists():
        return exe, ""
    cache.mkdir(parents=True, exist_ok=True)
    gopath = [str(REF_HOME / "gopath")] if (REF_HOME / "gopath").is_dir() else []
    env = dict(os.environ, GO111MODULE="off", GOFLAGS="",
               GOPATH=os.pathsep.join([*gopath, str(GOCODE)]), GOCACHE=str(cache / "gocache"))
    tmp = exe.with_suffix(f".tmp{os.getpid()}")
    try:
        r = subprocess.run(["go", "build", "-o", str(tmp), str(ORACLE_SRC)], env=env,
                           capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return None, f"building the body oracle failed: {exc}"
    if r.returncode != 0:
        return None, "building the body oracle failed:\n" + r.stderr
    tmp.replace(exe)
    return exe, ""


def run_oracle(exe: Path, cases: list[dict]) -> list[dict]:
    """The reference's results for ``cases`` (same order)."""
    payload = json.dumps([_wire(c) for c in cases]).encode()
    out = subprocess.run([str(exe)], input=payload, capture_output=True, check=True, timeout=600).stdout
    return json.loads(out)


def _wire(case: dict) -> dict:
    files = []
    for f in case["files"]:
        src = f["source"]
        if isinstance(src, bytes):
            files.append({"filename": f["filename"], "source_b64": base64.b64encode(src).decode()})
        else:
            files.append({"filename": f["filename"], "source": src})
    return {**case, "files": files}


# ----------------------------------------------------------------------------- describe


def rng(r: Range | None) -> dict | None:
    return None if r is None else r.to_json()


def diags_json(diags: Diagnostics) -> list[dict]:
    return [d.to_json(with_context=True) for d in diags]


def schema_of(spec: dict | None) -> BodySchema:
    spec = spec or {}
    return BodySchema(
        tuple(AttributeSchema(a["name"], a.get("required", False)) for a in spec.get("attributes", ())),
        tuple(BlockHeaderSchema(b["type"], tuple(b.get("labels", ()))) for b in spec.get("blocks", ())),
    )


def value_json(value: Any) -> Any:
    """A value as the reference's ``ctyjson.Marshal(v, cty.DynamicPseudoType)`` (numbers as Decimal)."""
    if not value.is_wholly_known:
        return {"unknown": True}
    if value.type.is_dynamic:  # only a null has the dynamic type itself: plain ``null``
        return None
    return {"value": _enc(value, value.type), "type": type_json(value.type)}


def _enc(v: Any, ty: Any) -> Any:
    from hcl.cty import format_number

    if ty.is_dynamic:
        return value_json(v)
    if v.is_null:
        return None
    if ty.is_string:
        return v.as_string()
    if ty.is_number:
        return Decimal(format_number(v))
    if ty.is_bool:
        return v.as_bool()
    if ty.is_tuple:
        return [_enc(e, t) for e, t in zip(v.as_value_list(), ty.element_types, strict=True)]
    if ty.is_object:
        items = v.as_value_map()
        return {k: _enc(items[k], t) for k, t in ty.attribute_types.items()}
    if ty.is_list or ty.is_set:
        return [_enc(e, ty.element_type) for e in v.as_value_list()]
    if ty.is_map:
        return {k: _enc(e, ty.element_type) for k, e in v.as_value_map().items()}
    raise TypeError(ty)


def type_json(ty: Any) -> Any:
    if ty.is_dynamic:
        return "dynamic"
    if ty.is_string:
        return "string"
    if ty.is_number:
        return "number"
    if ty.is_bool:
        return "bool"
    if ty.is_tuple:
        return ["tuple", [type_json(t) for t in ty.element_types]]
    if ty.is_object:
        return ["object", {k: type_json(t) for k, t in ty.attribute_types.items()}]
    kind = "list" if ty.is_list else "set" if ty.is_set else "map"
    return [kind, type_json(ty.element_type)]


def traversal_json(t: Traversal) -> list[dict]:
    out = []
    for step in t.steps:
        s: dict[str, Any] = {"range": rng(step.range)}
        if isinstance(step, TraverseRoot):
            s.update(kind="root", name=step.name)
        elif isinstance(step, TraverseAttr):
            s.update(kind="attr", name=step.name)
        elif isinstance(step, TraverseIndex):
            s.update(kind="index", key=value_json(step.key))
        else:
            s.update(kind="other")
        out.append(s)
    return out


def describe_expr(e: Expression, literal: bool) -> dict:
    out: dict[str, Any] = {"range": rng(e.range), "start_range": rng(e.start_range)}
    out["variables"] = [traversal_json(t) for t in analysis.variables(e)]
    items, d = analysis.expr_list(e)
    out["list"] = None if items is None else [rng(x.range) for x in items]
    out["list_diags"] = diags_json(d)
    pairs, d = analysis.expr_map(e)
    out["map"] = None if pairs is None else [[rng(p.key.range), rng(p.value.range)] for p in pairs]
    out["map_diags"] = diags_json(d)
    call, d = analysis.expr_call(e)
    out["call"] = None if call is None else {
        "name": call.name, "name_range": rng(call.name_range),
        "args": [rng(a.range) for a in call.arguments], "args_range": rng(call.args_range)}
    out["call_diags"] = diags_json(d)
    t, d = analysis.abs_traversal_for_expr(e)
    out["abs"] = None if t is None else traversal_json(t)
    out["abs_diags"] = diags_json(d)
    t, d = analysis.rel_traversal_for_expr(e)
    out["rel"] = None if t is None else traversal_json(t)
    out["rel_diags"] = diags_json(d)
    out["keyword"] = analysis.expr_as_keyword(e)
    if literal and isinstance(e, JSONValue):
        from hcl.json.expression import literal_value

        value, d = literal_value(e)
        out["literal"] = value_json(value)
        out["literal_diags"] = diags_json(d)
    return out


def _attrs(attrs: dict, literal: bool) -> list[dict]:
    return [{"name": a.name, "range": rng(a.range), "name_range": rng(a.name_range),
             "expr": describe_expr(a.expr, literal)} for a in attrs.values()]


def apply(body: Body, op: str, spec: dict | None, literal: bool) -> dict:
    res: dict[str, Any] = {"attributes": [], "blocks": []}
    res["body_missing_item_range"] = rng(body.missing_item_range())
    if op == "just_attributes":
        attrs, d = body.just_attributes()
        res["diags"] = diags_json(d)
        res["attributes"] = _attrs(attrs, literal)
        return res
    schema = schema_of(spec)
    if op == "partial":
        content, remain, d = body.partial_content(schema)
        if spec and spec.get("remain") is not None:
            res["remain"] = apply(remain, "content", spec["remain"], literal)
    else:
        content, d = body.content(schema)
    res["diags"] = diags_json(d)
    res["attributes"] = _attrs(dict(content.attributes), literal)
    res["missing_item_range"] = rng(content.missing_item_range)
    for b in content.blocks:
        bj: dict[str, Any] = {"type": b.type, "labels": list(b.labels), "def_range": rng(b.def_range),
                              "type_range": rng(b.type_range),
                              "label_ranges": [rng(r) for r in b.label_ranges]}
        for bs in (spec or {}).get("blocks", ()):
            if bs["type"] == b.type and bs.get("body") is not None:
                bj["body"] = apply(b.body, "content", bs["body"], literal)
        res["blocks"].append(bj)
    return res


def describe(case: dict) -> dict:
    """This implementation's result for ``case``, shaped as the oracle's."""
    from hcl import json as hcljson
    from hcl.native import parse_config, parse_expression

    first = case["files"][0]
    is_json = first["filename"].endswith(".json")
    if case["op"] == "eval":
        from hcl.json.expression import evaluate

        expr, d = hcljson.parse_expression(first["source"], first["filename"])
        value, vd = evaluate(expr, eval_context(case), fake_native_evaluator)
        return {"parse_diags": [diags_json(d)], "eval_value": value_json(value),
                "eval_diags": diags_json(vd)}
    if case["op"] == "expr":
        if is_json:
            expr, d = hcljson.parse_expression(first["source"], first["filename"])
        else:
            expr, d = parse_expression(first["source"], first["filename"])
        return {"parse_diags": [diags_json(d)], "expr": describe_expr(expr, is_json)}
    bodies: list[Body] = []
    parse_diags = []
    for f in case["files"]:
        if f["filename"].endswith(".json"):
            jf, d = hcljson.parse(f["source"], f["filename"])
            bodies.append(jf.body)
        else:
            nf, d = parse_config(f["source"], f["filename"])
            bodies.append(NativeBody(nf.body))
        parse_diags.append(diags_json(d))
    body = merge_bodies(bodies) if case.get("merge") or len(bodies) != 1 else bodies[0]
    res = apply(body, case["op"], case.get("schema"), is_json)
    res["parse_diags"] = parse_diags
    return res


def _from_json(v: Any) -> Any:
    from hcl.cty import DYNAMIC, Value

    if v is None:
        return Value.null(DYNAMIC)
    if isinstance(v, bool):
        return Value.bool(v)
    if isinstance(v, int | float | Decimal):
        return Value.number_from_literal(str(v))
    if isinstance(v, str):
        return Value.string(v)
    if isinstance(v, list):
        return Value.tuple([_from_json(x) for x in v])
    return Value.object({k: _from_json(x) for k, x in v.items()})


def eval_context(case: dict) -> dict:
    """The variables of an ``eval`` case (types implied from JSON, as the oracle does)."""
    from hcl.cty import DYNAMIC_VAL

    ctx = {k: _from_json(v) for k, v in (case.get("vars") or {}).items()}
    ctx.update((name, DYNAMIC_VAL) for name in case.get("unknown") or ())
    return ctx


def fake_native_evaluator(expr: Expression, ctx: dict) -> tuple[Any, Diagnostics]:
    """Just enough of a native evaluator for ``eval`` cases: literals, variables, templates.

    Stands in for the real evaluator (issue 4) so JSON's own full-mode rules
    (object keys, duplicates, nulls, unknowns) can be checked against the reference.
    """
    from hcl import ir
    from hcl.cty import STRING, Value
    from hcl.cty.convert import convert

    if isinstance(expr, ir.Literal):
        return expr.value, Diagnostics()
    if isinstance(expr, ir.ScopeTraversal) and len(expr.traversal.steps) == 1:
        return ctx[expr.traversal.root_name], Diagnostics()
    if isinstance(expr, ir.TemplateWrap):
        return fake_native_evaluator(expr.wrapped, ctx)
    if isinstance(expr, ir.Template):
        parts = [fake_native_evaluator(p, ctx)[0] for p in expr.parts]
        if not all(p.is_known for p in parts):
            return Value.unknown(STRING), Diagnostics()
        return Value.string("".join(convert(p, STRING).as_string() for p in parts)), Diagnostics()
    raise NotImplementedError(type(expr).__name__)


# ----------------------------------------------------------------------------- compare


def _diag_key(d: dict) -> str:
    return json.dumps(d, sort_keys=True, default=str)


def _clean(value: Any) -> Any:
    """Drop absent parts (None, and empty literal diagnostics) so both sides compare alike.

    Diagnostic details are dropped too: their wording is the project's own, so
    diagnostics compare by severity, summary, subject and context only.
    """
    if isinstance(value, dict):
        is_diag = "summary" in value
        return {k: _clean(v) for k, v in value.items()
                if v is not None and not (k in ("literal_diags", "eval_diags") and not v)
                and not (is_diag and k == "detail")}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def _decode_values(value: Any) -> Any:
    """The oracle gives cty JSON encodings as strings: decode them, numbers exact."""
    if isinstance(value, dict):
        return {k: json.loads(v, parse_float=Decimal, parse_int=Decimal)
                if k in ("key", "literal", "eval_value") and isinstance(v, str) else _decode_values(v)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_decode_values(v) for v in value]
    return value


def normalise(result: dict, *, unordered_diags: bool) -> dict:
    """``result`` with map-ordered parts sorted (the reference iterates Go maps there)."""
    out = _clean(_decode_values(result))
    out.pop("panic", None)
    if "attributes" in out:
        out["attributes"] = sorted(out["attributes"], key=lambda a: a["name"])
    if unordered_diags and "diags" in out:
        out["diags"] = sorted(out["diags"], key=_diag_key)
    for key in ("remain",):
        if out.get(key) is not None:
            out[key] = normalise(out[key], unordered_diags=unordered_diags)
    if "blocks" in out:
        out["blocks"] = [
            {**b, "body": normalise(b["body"], unordered_diags=unordered_diags)} if "body" in b else b
            for b in out["blocks"]]
    return out


def canonical(result: Any, *, unordered_diags: bool) -> Any:
    """``result`` with the parts the reference produces in Go map order sorted (for recording)."""
    if isinstance(result, list):
        return [canonical(x, unordered_diags=unordered_diags) for x in result]
    if not isinstance(result, dict):
        return result
    out = {k: canonical(v, unordered_diags=unordered_diags) for k, v in result.items()}
    if isinstance(out.get("attributes"), list):
        out["attributes"] = sorted(out["attributes"], key=lambda a: a["name"])
    if unordered_diags and isinstance(out.get("diags"), list):
        out["diags"] = sorted(out["diags"], key=_diag_key)
    return out


def unordered(case: dict) -> bool:
    """Whether the reference reports this case's diagnostics in map (random) order."""
    return bool(case.get("merge")) or any(not f["filename"].endswith(".json") for f in case["files"]) \
        or len(case["files"]) > 1


# The analyses whose diagnostics report at the expression's start range.
AT_START_RANGE = ("list_diags", "map_diags", "call_diags")


# Sources where v2.24 melds literal parts that the v2.14.1 oracle keeps apart: heredoc
# lines, and template text around a "$" or "%" that starts no sequence.
_MELDED_LITERALS = re.compile(r"<<|[$%](?!\{)")


def start_range_ends_dropped(result: Any) -> Any:
    """``result`` without the ends of expressions' start ranges (and of diagnostics reported there).

    Since v2.16 the reference melds a template's consecutive literal parts into one,
    so the first part of a heredoc runs on over all its leading literal lines; the
    v2.14.1 oracle keeps one part per line, so its start range ends after the first line.
    """
    if isinstance(result, list):
        return [start_range_ends_dropped(v) for v in result]
    if not isinstance(result, dict):
        return result
    out = {k: start_range_ends_dropped(v) for k, v in result.items()}
    start = result.get("start_range")
    if isinstance(start, dict):
        cut = {**start, "end": None}
        out["start_range"] = cut
        for key in AT_START_RANGE:
            if key in result:
                out[key] = [{**d, "subject": cut} if d.get("subject") == start else d for d in result[key]]
    return out


def strip_literal(result: Any) -> Any:
    """``result`` without literal values (for comparisons that do not involve them)."""
    if isinstance(result, dict):
        return {k: strip_literal(v) for k, v in result.items() if k not in ("literal", "literal_diags")}
    if isinstance(result, list):
        return [strip_literal(v) for v in result]
    return result


# ----------------------------------------------------------------------------- cases


def schema(*attrs: str, blocks: tuple = (), remain: dict | None = None) -> dict:
    """Shorthand schema: ``schema("a", "b!", blocks=("c", ("d", ["name"], schema("x"))))``.

    A trailing ``!`` marks a required attribute; a block is a type name or a
    tuple ``(type, labels[, body schema])``.
    """
    out: dict[str, Any] = {
        "attributes": [{"name": a.rstrip("!"), "required": a.endswith("!")} for a in attrs],
        "blocks": [],
    }
    for b in blocks:
        if isinstance(b, str):
            out["blocks"].append({"type": b, "labels": []})
        else:
            entry = {"type": b[0], "labels": list(b[1])}
            if len(b) > 2 and b[2] is not None:
                entry["body"] = b[2]
            out["blocks"].append(entry)
    if remain is not None:
        out["remain"] = remain
    return out


def case(name: str, source: str | bytes, op: str = "content", spec: dict | None = None, *,
         filename: str | None = None, files: list[tuple[str, str | bytes]] | None = None,
         merge: bool = False) -> dict:
    """One case; ``filename`` defaults to ``NAME.json`` for sources starting with ``{`` or ``[``."""
    if files is None:
        if filename is None:
            text = source.decode("utf-8", "replace") if isinstance(source, bytes) else source
            filename = f"{name}.json" if text.lstrip()[:1] in ("{", "[") else f"{name}.hcl"
        files = [(filename, source)]
    out: dict[str, Any] = {"name": name, "files": [{"filename": f, "source": s} for f, s in files],
                           "op": op, "schema": spec if spec is not None else schema()}
    if merge:
        out["merge"] = True
    return out


def load_module(path: Path) -> Any:
    import importlib.util

    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def recorded(path: Path) -> tuple[list[dict], dict[str, str], dict[str, dict]]:
    """The cases of a ``*_cases.py`` module, its known differences, and the recorded results."""
    module = load_module(path)
    expected_path = path.with_suffix(".expected.json")
    expected = json.loads(expected_path.read_text()) if expected_path.exists() else {}
    return module.CASES, getattr(module, "KNOWN_DIFFERENCES", {}), expected


def check(c: dict, expected: dict) -> None:
    """Assert this implementation gives the reference's result for case ``c``."""
    flag = unordered(c)
    mine = normalise(describe(c), unordered_diags=flag)
    theirs = normalise(expected, unordered_diags=flag)
    assert mine == theirs


def recorded_params(path: Path) -> list:
    """pytest parameters (case, expected) for a ``*_cases.py`` module; known differences xfail."""
    import pytest

    cases, known, expected = recorded(path)
    params = []
    for c in cases:
        marks = [pytest.mark.xfail(reason=known[c["name"]], strict=True)] if c["name"] in known else []
        params.append(pytest.param(c, expected.get(c["name"]), id=c["name"], marks=marks))
    return params


_LIVE: list[Any] = []


def live_oracle() -> Path:
    """The body oracle for live differential tests, or ``pytest.skip`` with the reason."""
    import pytest

    if not _LIVE:
        script = Path(__file__).resolve().parents[2].parent / "shared" / "tools" / "reference-oracle"
        exe, why = None, ""
        if not script.exists():
            why = f"{script} is absent"
        else:
            try:
                subprocess.run([str(script)], check=True, capture_output=True, timeout=1200)
            except (OSError, subprocess.SubprocessError) as exc:
                why = f"{script} failed: {exc}"
            else:
                exe, why = build_oracle()
        _LIVE.append((exe, why))
    exe, why = _LIVE[0]
    if exe is None:
        pytest.skip(why)
    return exe


def check_live(cases: list[dict], *, literal: bool = True) -> None:
    """Assert this implementation matches the live oracle on every case."""
    exe = live_oracle()
    results = run_oracle(exe, cases)
    for c, theirs in zip(cases, results, strict=True):
        assert not theirs.get("panic"), theirs["panic"]
        flag = unordered(c)
        mine = normalise(describe(c), unordered_diags=flag)
        theirs = normalise(theirs, unordered_diags=flag)
        if not literal:
            mine, theirs = strip_literal(mine), strip_literal(theirs)
        if mine != theirs and any(_MELDED_LITERALS.search(str(f["source"])) for f in c["files"]):
            mine, theirs = start_range_ends_dropped(mine), start_range_ends_dropped(theirs)
        assert mine == theirs, c
