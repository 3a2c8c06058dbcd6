"""The expression-evaluation corpus: case files, their recorded results, and how each
case is presented to the reference ``hcldec``.

Shared by ``tests/tools/record_eval.py`` (which runs the reference and rewrites the
``--- reference`` sections) and ``tests/eval/test_reference_eval.py`` (which checks the
project's evaluator against them without needing the reference).

Case files: ``tests/eval/cases/<category>.cases``
-------------------------------------------------

Lines before the first case are a free-form preamble (comments). Then::

    === name_of_the_case
    @vars {"x": {"a": [1, 2]}, "s": ["b", "a"]}
    @types {"s": ["set", "string"]}
    @functions add, pair
    @note free text, kept as written
    x.a[0] + 1
    --- reference
    value {"value":2,"type":"number"}
    --- v2.24 derived: why the v2.24 reference differs from the v2.14.1 oracle
    value {"value":false,"type":"bool"}

* ``=== name`` starts a case; the test id is ``<category>/<name>``.
* Optional ``@`` header lines (no HCL expression starts with ``@``):

  - ``@vars`` a JSON object of variables. Without ``@types`` a variable gets the type
    implied by its JSON (objects, tuples, strings, numbers, bools), which is what
    ``hcldec -V`` gives it.
  - ``@types`` a JSON object giving some variables an exact type, as cty type JSON
    (``"string"``, ``["list", T]``, ``["set", T]``, ``["map", T]``,
    ``["object", {...}]``, ``["tuple", [...]]``). ``hcldec`` cannot take typed
    variables, so these are built in the spec file: a ``variables`` block holding an
    expression that produces exactly that value (lists and maps come from the
    unification of a conditional's two branches), see :func:`typed_expr`. Sets
    cannot be built by any HCL expression, so a case whose only variable is
    ``nested`` is evaluated through a ``transform`` spec instead: ``nested`` is then
    the value of an ``object`` spec whose ``attr`` specs convert the values to the
    attribute types, and the expression is the transform's ``result`` (its ranges are
    mapped back to ``a = E`` in ``in.hcl``; its scope has no other variables, and the
    hcldec spec functions, so such cases must not call functions).
  - ``@functions`` names of user functions from ``functions.hcldec`` (hcldec
    ``function`` blocks) to make available; the test builds equivalent functions.
  - ``@note`` a remark for readers.
* The expression: every following line up to ``--- reference`` (or the next case);
  trailing blank lines are dropped. The reference sees the file ``in.hcl`` holding
  ``a = <expression>\\n``.
* ``--- reference`` is written by ``record_eval.py``: what ``hcldec`` (v2.14.1)
  printed. ``--- v2.24 derived: <reason>`` is written by hand where v2.24 (the
  version the project follows) behaves differently; it is derived from
  ``../shared/reference/hcl-go-behaviour.md`` and the v2.24 sources, not recorded, and
  the test expects it instead of the reference result.
* Result lines, one per line:

  - ``value <json>``: success; ``<json>`` is exactly what ``hcldec --with-type``
    prints (a ``null`` of no type prints as ``null``).
  - ``error <subject> "<summary>" "<detail>"`` (or ``warning``): one diagnostic of a
    failed evaluation, in order; ``<subject>`` is ``L:C-L:C@B-B`` (start and end line,
    column and byte, in ``in.hcl``; another file is given as a prefix ``file:``) or
    ``-`` when there is none. Summary and detail are JSON strings.
  - ``panic "<first line>"``: the oracle crashed (only with a derived v2.24 result).
  - ``unknown "<message>"``: the result was not wholly known, so hcldec could not
    print it.
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CASES_DIR = Path(__file__).resolve().parent / "cases"
FUNCTIONS_FILE = CASES_DIR / "functions.hcldec"
INPUT_NAME = "in.hcl"
SPEC_NAME = "s.hcldec"
PREFIX = "a = "

ROOT_SPEC = 'attr {\n  name = "a"\n  type = any\n}\n'
# In transform mode the expression sits at line 2, column 12 of the spec file:
TRANSFORM_HEAD = "transform {\n  result = "
HEADER_KEYS = ("vars", "types", "functions", "note")


# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class Pos:
    line: int
    column: int
    byte: int


@dataclass(frozen=True)
class Subject:
    filename: str
    start: Pos
    end: Pos

    def render(self) -> str:
        s, e = self.start, self.end
        text = f"{s.line}:{s.column}-{e.line}:{e.column}@{s.byte}-{e.byte}"
        return text if self.filename == INPUT_NAME else f"{self.filename}:{text}"

    def key(self) -> tuple:
        s, e = self.start, self.end
        return (self.filename, s.line, s.column, s.byte, e.line, e.column, e.byte)

    @classmethod
    def parse(cls, text: str) -> Subject | None:
        if text == "-":
            return None
        m = re.fullmatch(r"(?:(.+):)?(\d+):(\d+)-(\d+):(\d+)@(\d+)-(\d+)", text)
        if not m:
            raise ValueError(f"bad subject {text!r}")
        sl, sc, el, ec, sb, eb = (int(g) for g in m.groups()[1:])
        return cls(m.group(1) or INPUT_NAME, Pos(sl, sc, sb), Pos(el, ec, eb))

    @classmethod
    def from_json(cls, node: dict | None) -> Subject | None:
        if node is None:
            return None
        s, e = node["start"], node["end"]
        return cls(node["filename"], Pos(s["line"], s["column"], s["byte"]),
                   Pos(e["line"], e["column"], e["byte"]))


@dataclass(frozen=True)
class Diag:
    severity: str
    summary: str
    detail: str
    subject: Subject | None

    def render(self) -> str:
        subject = self.subject.render() if self.subject else "-"
        return (f"{self.severity} {subject} {json.dumps(self.summary, ensure_ascii=False)} "
                f"{json.dumps(self.detail, ensure_ascii=False)}")

    def key(self) -> tuple:
        """What the test compares: severity, summary and the subject range."""
        return (self.severity, self.summary, self.subject.key() if self.subject else None)


@dataclass(frozen=True)
class Result:
    kind: str  # "value" | "diags" | "panic" | "unknown"
    value: str = ""  # value JSON, or the panic/unknown message
    diags: tuple[Diag, ...] = ()

    def render(self) -> list[str]:
        if self.kind == "value":
            return [f"value {self.value}"]
        if self.kind == "diags":
            return [d.render() for d in self.diags]
        return [f"{self.kind} {json.dumps(self.value, ensure_ascii=False)}"]

    def summary(self) -> str:
        """A short, readable form for failure messages and reports."""
        return "\n".join(self.render())


def _parse_result_line(line: str) -> tuple[str, Any]:
    word, _, rest = line.partition(" ")
    if word == "value":
        return "value", rest
    if word in ("panic", "unknown"):
        return word, json.loads(rest)
    if word in ("error", "warning"):
        subject, _, rest = rest.partition(" ")
        dec = json.JSONDecoder()
        summary, end = dec.raw_decode(rest)
        detail, end2 = dec.raw_decode(rest, end + 1)
        if rest[end2:].strip():
            raise ValueError(f"trailing text in {line!r}")
        return "diag", Diag(word, summary, detail, Subject.parse(subject))
    raise ValueError(f"bad result line {line!r}")


def parse_result(lines: list[str]) -> Result:
    items = [_parse_result_line(line) for line in lines if line.strip()]
    if not items:
        raise ValueError("empty result")
    kinds = {k for k, _ in items}
    if kinds == {"diag"}:
        return Result("diags", diags=tuple(d for _, d in items))
    if len(items) != 1:
        raise ValueError(f"a {items[0][0]} result is a single line")
    kind, payload = items[0]
    return Result(kind, value=payload)


# ----------------------------------------------------------------------------- cases


@dataclass
class Case:
    category: str
    name: str
    expr: str
    headers: list[tuple[str, str]] = field(default_factory=list)  # as written
    reference: Result | None = None
    derived: Result | None = None
    derived_reason: str = ""
    line: int = 0

    @property
    def id(self) -> str:
        return f"{self.category}/{self.name}"

    def header(self, key: str) -> str | None:
        for k, v in self.headers:
            if k == key:
                return v
        return None

    @property
    def variables_json(self) -> dict[str, Any]:
        text = self.header("vars")
        return json.loads(text) if text else {}

    @property
    def types(self) -> dict[str, Any]:
        text = self.header("types")
        return json.loads(text) if text else {}

    @property
    def functions(self) -> list[str]:
        text = self.header("functions")
        return [f.strip() for f in text.split(",") if f.strip()] if text else []

    @property
    def transform_mode(self) -> bool:
        return "nested" in self.types

    @property
    def expected(self) -> Result | None:
        """What the project must produce: the derived v2.24 result when there is one."""
        return self.derived if self.derived is not None else self.reference

    def source(self) -> str:
        return f"{PREFIX}{self.expr}\n"

    def render(self) -> str:
        out = [f"=== {self.name}"]
        out += [f"@{k} {v}" for k, v in self.headers]
        out.append(self.expr)
        if self.reference is not None:
            out.append("--- reference")
            out += self.reference.render()
        if self.derived is not None:
            out.append(f"--- v2.24 derived: {self.derived_reason}")
            out += self.derived.render()
        return "\n".join(out) + "\n"


@dataclass
class CaseFile:
    path: Path
    preamble: str
    cases: list[Case]

    @property
    def category(self) -> str:
        return self.path.stem

    def render(self) -> str:
        return self.preamble + "\n".join(c.render() for c in self.cases)


def parse_case_file(path: Path) -> CaseFile:
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    category = path.stem
    i = 0
    pre: list[str] = []
    while i < len(lines) and not lines[i].startswith("=== "):
        pre.append(lines[i])
        i += 1
    preamble = "".join(line + "\n" for line in pre)
    cases: list[Case] = []
    seen: set[str] = set()
    while i < len(lines):
        start = i
        name = lines[i][4:].strip()
        if not re.fullmatch(r"[A-Za-z0-9_.\-]+", name):
            raise ValueError(f"{path}:{i + 1}: bad case name {name!r}")
        if name in seen:
            raise ValueError(f"{path}:{i + 1}: duplicate case name {name!r}")
        seen.add(name)
        i += 1
        headers: list[tuple[str, str]] = []
        while i < len(lines) and lines[i].startswith("@"):
            key, _, value = lines[i][1:].partition(" ")
            if key not in HEADER_KEYS:
                raise ValueError(f"{path}:{i + 1}: unknown header @{key}")
            headers.append((key, value.strip()))
            i += 1
        body: list[str] = []
        while i < len(lines) and not lines[i].startswith(("--- ", "=== ")):
            body.append(lines[i])
            i += 1
        while body and not body[-1].strip():
            body.pop()
        if not body:
            raise ValueError(f"{path}:{start + 1}: case {name!r} has no expression")
        case = Case(category, name, "\n".join(body), headers, line=start + 1)
        while i < len(lines) and lines[i].startswith("--- "):
            marker = lines[i]
            i += 1
            block: list[str] = []
            while i < len(lines) and not lines[i].startswith(("--- ", "=== ")):
                block.append(lines[i])
                i += 1
            try:
                result = parse_result(block)
            except ValueError as e:
                raise ValueError(f"{path}:{i}: case {name!r}: {e}") from e
            if marker == "--- reference":
                case.reference = result
            elif marker.startswith("--- v2.24 derived:"):
                case.derived = result
                case.derived_reason = marker[len("--- v2.24 derived:"):].strip()
                if not case.derived_reason:
                    raise ValueError(f"{path}: case {name!r}: a derived result needs a reason")
            else:
                raise ValueError(f"{path}: case {name!r}: unknown section {marker!r}")
        for key in ("vars", "types"):
            if case.header(key) is not None and not isinstance(
                    json.loads(case.header(key)), dict):
                raise ValueError(f"{path}: case {name!r}: @{key} must be a JSON object")
        unknown_typed = set(case.types) - set(case.variables_json)
        if unknown_typed:
            raise ValueError(f"{path}: case {name!r}: @types for variables without a value: "
                             f"{sorted(unknown_typed)}")
        if case.transform_mode and (len(case.variables_json) != 1 or case.functions):
            raise ValueError(f"{path}: case {name!r}: 'nested' must be the only variable, "
                             "without functions")
        cases.append(case)
    return CaseFile(path, preamble, cases)


def case_files() -> list[Path]:
    return sorted(CASES_DIR.glob("*.cases"))


def load_cases() -> list[Case]:
    return [c for p in case_files() for c in parse_case_file(p).cases]


# ------------------------------------------------------------------ user functions


def function_blocks() -> dict[str, str]:
    """The source text of each ``function "name" { ... }`` block of functions.hcldec."""
    text = FUNCTIONS_FILE.read_text(encoding="utf-8")
    blocks: dict[str, str] = {}
    for m in re.finditer(r'^function "([^"]+)" \{\n.*?^\}\n', text, re.M | re.S):
        blocks[m.group(1)] = m.group(0)
    return blocks


# ------------------------------------------------------------------- spec building


def hcl_string(s: str) -> str:
    """A quoted HCL string literal whose value is exactly ``s``."""
    out = ['"']
    i = 0
    while i < len(s):
        ch = s[i]
        nxt = s[i + 1] if i + 1 < len(s) else ""
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ch in "$%" and nxt == "{":
            out.append(ch + ch)
        elif ord(ch) < 0x20 or ch == "\x7f":
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
        i += 1
    out.append('"')
    return "".join(out)


def _number_literal(node: Any) -> str:
    text = node if isinstance(node, str) else json.dumps(node)
    return f"({text})" if text.startswith("-") else text


def hcl_literal(node: Any) -> str:
    """An HCL expression for a JSON value (its implied type, like hcldec's -V)."""
    if node is None:
        return "null"
    if node is True:
        return "true"
    if node is False:
        return "false"
    if isinstance(node, _Num):
        return _number_literal(str(node))
    if isinstance(node, (int, float)):
        return _number_literal(node)
    if isinstance(node, str):
        return hcl_string(node)
    if isinstance(node, list):
        return "[" + ", ".join(hcl_literal(e) for e in node) + "]"
    if isinstance(node, dict):
        return "{" + ", ".join(f"{hcl_string(k)} = {hcl_literal(v)}" for k, v in node.items()) + "}"
    raise TypeError(node)


class _Num(str):
    """A JSON number kept as its text (arbitrary precision)."""


def load_json(text: str) -> Any:
    return json.loads(text, parse_float=_Num, parse_int=_Num)


def _sample(ty: Any) -> Any:
    if ty == "string":
        return ""
    if ty == "number":
        return _Num("0")
    if ty == "bool":
        return False
    kind = ty[0]
    if kind in ("list", "set"):
        return []
    if kind == "tuple":
        return [_sample(t) for t in ty[1]]
    if kind == "map":
        return {}
    if kind == "object":
        return {k: _sample(t) for k, t in ty[1].items()}
    raise ValueError(f"no sample for type {ty!r}")


def typed_expr(ty: Any, node: Any) -> str:
    """An HCL expression (no functions, no variables) whose value is ``node`` of exactly
    the cty type ``ty`` (type JSON). Not possible for sets or the dynamic type."""
    if node is None:
        return f"(false ? {typed_expr(ty, _sample(ty))} : null)"
    if ty == "string":
        return hcl_string(node)
    if ty == "number":
        return _number_literal(str(node))
    if ty == "bool":
        return "true" if node else "false"
    kind = ty[0] if isinstance(ty, list) else ty
    if kind == "object":
        attrs = ty[1]
        if set(attrs) != set(node):
            raise ValueError(f"object value {node!r} does not match {ty!r}")
        return "{" + ", ".join(f"{hcl_string(k)} = {typed_expr(t, node[k])}"
                               for k, t in attrs.items()) + "}"
    if kind == "tuple":
        if len(ty[1]) != len(node):
            raise ValueError(f"tuple value {node!r} does not match {ty!r}")
        return "[" + ", ".join(typed_expr(t, v) for t, v in zip(ty[1], node, strict=True)) + "]"
    if kind == "list":
        sample = typed_expr(ty[1], _sample(ty[1]))
        if not node:
            return f"(false ? [{sample}] : [])"
        return "(true ? [" + ", ".join(typed_expr(ty[1], e) for e in node) + "] : [])"
    if kind == "map":
        sample = typed_expr(ty[1], _sample(ty[1]))
        if not node:
            return f'(false ? {{"k" = {sample}}} : {{}})'
        return "(true ? {" + ", ".join(f"{hcl_string(k)} = {typed_expr(ty[1], v)}"
                                       for k, v in node.items()) + "} : {})"
    raise ValueError(f"type {ty!r} cannot be built by an HCL expression")


def type_expr(ty: Any) -> str:
    """The hcldec spec type expression for cty type JSON."""
    if ty in ("string", "number", "bool"):
        return ty
    if ty == "dynamic":
        return "any"
    kind = ty[0]
    if kind in ("list", "set", "map"):
        return f"{kind}({type_expr(ty[1])})"
    if kind == "tuple":
        return "tuple([" + ", ".join(type_expr(t) for t in ty[1]) + "])"
    if kind == "object":
        return "object({" + ", ".join(f"{k} = {type_expr(t)}" for k, t in ty[1].items()) + "})"
    raise ValueError(ty)


@dataclass(frozen=True)
class Invocation:
    """Everything ``hcldec`` is given for a case."""

    input_text: str
    spec_text: str
    vars_json: str | None  # the -V argument
    # Transform mode: where the expression starts in the spec file (line, column, byte).
    expr_origin: tuple[int, int, int] | None = None


def spec_prefix(case: Case) -> str:
    """The function blocks at the top of the spec file (also used by the test to build
    equivalent functions, with the same ranges)."""
    blocks = function_blocks()
    missing = [f for f in case.functions if f not in blocks]
    if missing:
        raise ValueError(f"case {case.id}: no such function in functions.hcldec: {missing}")
    return "".join(blocks[f] for f in case.functions)


def invocation(case: Case) -> Invocation:
    variables = load_json(case.header("vars") or "{}")
    types = load_json(case.header("types") or "{}")
    if case.transform_mode:
        ty = types["nested"]
        value = variables["nested"]
        if not (isinstance(ty, list) and ty[0] == "object"):
            raise ValueError(f"case {case.id}: 'nested' must have an object type")
        attrs = "".join(f'    attr "{k}" {{\n      type = {type_expr(t)}\n    }}\n'
                        for k, t in ty[1].items())
        spec = f"{TRANSFORM_HEAD}{case.expr}\n  object {{\n{attrs}  }}\n}}\n"
        inp = "".join(f"{k} = {hcl_literal(v)}\n" for k, v in value.items())
        origin = (2, len(TRANSFORM_HEAD) - TRANSFORM_HEAD.rfind("\n"), len(TRANSFORM_HEAD))
        return Invocation(inp, spec, None, origin)
    spec = spec_prefix(case)
    typed = {k: v for k, v in variables.items() if k in types}
    plain = {k: v for k, v in variables.items() if k not in types}
    if typed:
        spec += "variables {\n" + "".join(
            f"  {k} = {typed_expr(types[k], v)}\n" for k, v in typed.items()) + "}\n"
    spec += ROOT_SPEC
    vars_json = dump_exact(plain) if plain else None  # numbers keep their exact text
    return Invocation(case.source(), spec, vars_json)


def dump_exact(node: Any) -> str:
    if isinstance(node, _Num):
        return str(node)
    if isinstance(node, dict):
        return "{" + ", ".join(f"{json.dumps(k, ensure_ascii=False)}: {dump_exact(v)}"
                               for k, v in node.items()) + "}"
    if isinstance(node, list):
        return "[" + ", ".join(dump_exact(e) for e in node) + "]"
    return json.dumps(node, ensure_ascii=False)


def map_position(pos: Pos, origin: tuple[int, int, int]) -> Pos:
    """A position in the transform spec's ``result`` expression, as it would be in
    ``a = <expression>`` in in.hcl."""
    line, column, byte = origin
    new_line = pos.line - line + 1
    new_column = pos.column - column + len(PREFIX) + 1 if pos.line == line else pos.column
    return Pos(new_line, new_column, pos.byte - byte + len(PREFIX))


# ----------------------------------------------------------------- the reference


class OracleError(RuntimeError):
    """hcldec did something a case cannot be recorded from."""


def run_hcldec(hcldec: Path, case: Case) -> Result:
    """Run the reference ``hcldec`` on a case and return what it printed."""
    inv = invocation(case)
    with tempfile.TemporaryDirectory(prefix="record_eval.") as tmp:
        d = Path(tmp)
        (d / INPUT_NAME).write_text(inv.input_text, encoding="utf-8")
        (d / SPEC_NAME).write_text(inv.spec_text, encoding="utf-8")
        cmd = [str(hcldec), "--spec", SPEC_NAME, "--with-type", "--keep-nulls", "--diags=json"]
        if inv.vars_json is not None:
            cmd += ["-V", inv.vars_json]
        cmd.append(INPUT_NAME)
        proc = subprocess.run(cmd, cwd=d, capture_output=True, timeout=60)
    out = proc.stdout.decode("utf-8")
    err = proc.stderr.decode("utf-8")
    if proc.returncode == 0:
        lines = out.splitlines()
        if len(lines) != 1:
            raise OracleError(f"{case.id}: unexpected output {out!r}")
        return Result("value", value=lines[0])
    if "panic:" in err:
        first = next(line for line in err.splitlines() if line.startswith("panic:"))
        return Result("panic", value=first)
    text = (err or out).strip()
    if text.startswith("{"):
        diags = []
        for d in json.loads(text)["diagnostics"]:
            subject = Subject.from_json(d.get("subject"))
            if subject is not None and subject.filename == SPEC_NAME:
                if inv.expr_origin is None:
                    raise OracleError(f"{case.id}: diagnostic in the spec file: {d}")
                subject = Subject(INPUT_NAME, map_position(subject.start, inv.expr_origin),
                                  map_position(subject.end, inv.expr_origin))
            elif subject is not None and inv.expr_origin is not None:
                raise OracleError(f"{case.id}: diagnostic about the transform input: {d}")
            diags.append(Diag(d["severity"], d["summary"], d.get("detail", ""), subject))
        return Result("diags", diags=tuple(diags))
    if text.startswith("Error: ") and "not known" in text:
        return Result("unknown", value=text[len("Error: "):].strip())
    raise OracleError(f"{case.id}: hcldec exited {proc.returncode}: {err or out!r}")
