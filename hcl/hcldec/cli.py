"""The ``hcldec`` command: decode configuration files with a spec file and print JSON.

Compatible with the reference ``hcldec``: the same flags, output and exit
codes (0 success; 2 when there are error diagnostics, or for a usage error;
1 for other failures, printed as ``Error: ...``)::

    hcldec --spec=app.hcldec [-V JSON-or-file]... [--diags=json] [--with-type]
           [--keep-nulls] [--var-refs] [-o FILE] [files...]

With no files the native-syntax input is read from standard input as
``<stdin>``; several files are merged; ``*.json`` files are JSON syntax.
Input files see the spec file's ``variables`` and ``function`` blocks and the
``-V`` variables (a ``{...}`` JSON object, or a ``.json``/native file of
attributes) and nothing else: as in the reference, no standard library
functions are bound for them. With neither variables nor functions, any
reference is "Variables not allowed" / "Function calls not allowed".
Diagnostics are written only when there are errors.

Deliberate differences from the reference command (v2.14.1), where it is
broken: ``block_attrs`` specs are accepted and a ``default`` block with one
child is a warning, not a crash (see :mod:`hcl.hcldec.specfile`); a result
holding positive infinity is an ``Error:`` (exit 1) as negative infinity
already is, where the reference writes invalid JSON. Diagnostic details are
worded our way (summaries and ranges are the reference's), and text diagnostics
(without ``--diags=json``) do not list the values of the variables an expression
uses.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Sequence

from hcl.bodies.merged import empty_body, merge_bodies
from hcl.body import Body
from hcl.cty import DYNAMIC, CtyError, Value
from hcl.cty.json import marshal
from hcl.deep import recursion_room
from hcl.diagnostics import Diagnostics
from hcl.eval import EvalContext, evaluate
from hcl.hcldec.decode import decode, variables
from hcl.hcldec.files import FileParser, ParsedFile
from hcl.hcldec.flags import USAGE, FlagError, HelpRequested, Options, parse_args
from hcl.hcldec.output import strip_null_properties, var_refs_json
from hcl.hcldec.specfile import load_spec_file
from hcl.render import diagnostics_to_json, render_diagnostics, use_color

__all__ = ["VERSION", "main", "run"]

VERSION = "0.0.1-dev"


class _Exit(Exception):
    def __init__(self, code: int) -> None:
        self.code = code


class _Failure(Exception):
    """A failure reported as ``Error: <message>`` with exit status 1."""


class _Command:
    def __init__(self, stdin: bytes | None, json_diags: bool) -> None:
        self.parser = FileParser()
        self.stdin = stdin
        self.json_diags = json_diags

    def fail_with(self, diags: Diagnostics) -> _Exit:
        if self.json_diags:
            if diags:
                _stderr(diagnostics_to_json(diags) + "\n")
        else:
            width = shutil.get_terminal_size((80, 24)).columns if _isatty(sys.stdout) else 80
            _stderr(render_diagnostics(diags, sources=self.parser.files, width=width,
                                       color=use_color(sys.stderr), reference_layout=True))
        return _Exit(2)

    def read_vars(self, spec: str, index: int) -> tuple[dict[str, Value], Diagnostics]:
        parsed: ParsedFile | None
        if spec.strip().startswith("{"):
            parsed, diags = self.parser.parse_json(spec.encode("utf-8", "surrogateescape"),
                                                   f"<vars argument {index}>")
        else:
            parsed, diags = self.parser.parse_file(spec)
        if parsed is None:
            return {}, diags
        attrs, more = parsed.body.just_attributes()
        diags.extend(more)
        values: dict[str, Value] = {}
        for name, attr in attrs.items():
            values[name], more = evaluate(attr.expr, None)
            diags.extend(more)
        return values, diags

    def read_inputs(self, files: list[str], diags: Diagnostics) -> Body:
        bodies: list[Body] = []
        if not files:
            source = self.stdin if self.stdin is not None else sys.stdin.buffer.read()
            parsed, more = self.parser.parse_hcl(source, "<stdin>")
            diags.extend(more)
            if not more.has_errors:
                bodies.append(parsed.body)
        for name in files:
            parsed_file, more = self.parser.parse_file(name)
            diags.extend(more)
            if parsed_file is not None and not more.has_errors:
                bodies.append(parsed_file.body)
        if not bodies:
            return empty_body()
        return bodies[0] if len(bodies) == 1 else merge_bodies(bodies)


def run(argv: Sequence[str], stdin: bytes | None = None) -> int:
    """Run the command with ``argv`` (without the program name); the exit status.

    Decoding recurses once per level of the spec's and the input's nesting, through
    Python calls only: the recursion limit is raised by as many levels as the
    files named (and standard input) have bytes, on the ordinary stack.
    """
    levels = len(stdin or b"") + sum(_size(arg.partition("=")[2] or arg) for arg in argv)
    with recursion_room(_FRAMES_PER_BYTE * min(levels, _MAX_LEVELS)):
        return _guarded(argv, stdin)


def _size(path: str) -> int:
    """The size of the file ``path`` names (0 if it names none)."""
    try:
        return os.stat(path).st_size if os.path.isfile(path) else 0
    except (OSError, ValueError):
        return 0


# Python frames per byte of input, at most, and the deepest nesting given room.
_FRAMES_PER_BYTE = 20
_MAX_LEVELS = 1_000_000


def _guarded(argv: Sequence[str], stdin: bytes | None) -> int:
    try:
        return _main(argv, stdin)
    except RecursionError:
        _stderr("Error: the spec file or the input is nested too deeply to process\n\n")
        return 1


def _main(argv: Sequence[str], stdin: bytes | None) -> int:
    try:
        opts = parse_args(list(argv))
    except HelpRequested:
        _stderr(USAGE)
        return 2
    except FlagError as exc:
        _stderr(f"{exc}\n{USAGE}")
        return 2
    if opts.version:
        _stdout(VERSION + "\n")
        return 0
    if opts.diags not in ("", "json"):
        _stderr(f'Invalid diagnostics format "{opts.diags}": only "json" is supported.\n')
        return 2
    command = _Command(stdin, opts.diags == "json")
    try:
        _run(command, opts)
    except _Exit as exc:
        return exc.code
    except _Failure as exc:
        _stderr(f"Error: {exc}\n\n")
        return 1
    return 0


def _run(command: _Command, opts: Options) -> None:
    if not opts.spec:
        raise _Failure("the --spec=... argument is required")
    spec_file, diags = load_spec_file(opts.spec, command.parser)
    if diags.has_errors:
        raise command.fail_with(diags)

    ctx_vars = dict(spec_file.variables)
    for i, spec in enumerate(opts.vars):
        values, more = command.read_vars(spec, i)
        diags.extend(more)
        ctx_vars.update(values)
    ctx = None
    if ctx_vars or spec_file.functions:
        ctx = EvalContext(ctx_vars or None, dict(spec_file.functions) or None)

    body = command.read_inputs(opts.files, diags)
    if diags.has_errors:
        raise command.fail_with(diags)

    if opts.var_refs:
        _write(opts.out, var_refs_json(variables(body, spec_file.root), ctx))
        return

    value, more = decode(body, spec_file.root, ctx)
    diags.extend(more)
    if diags.has_errors:
        raise command.fail_with(diags)
    try:
        text = marshal(value, DYNAMIC if opts.with_type else value.type)
    except CtyError as exc:
        raise _Failure(str(exc)) from exc
    if not opts.keep_nulls:
        text = strip_null_properties(text)
    _write(opts.out, text)


def _write(path: str, text: str) -> None:
    if not path:
        _stdout(text + "\n")
        return
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o777)
    except OSError as exc:
        reason = (exc.strerror or str(exc))
        raise _Failure(f"can't open {path} for writing: open {path}: {reason[:1].lower()}{reason[1:]}") from exc
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text + "\n")


def _stdout(text: str) -> None:
    sys.stdout.flush()
    sys.stdout.buffer.write(text.encode("utf-8", "surrogateescape"))
    sys.stdout.buffer.flush()


def _stderr(text: str) -> None:
    sys.stderr.flush()
    sys.stderr.buffer.write(text.encode("utf-8", "surrogateescape"))
    sys.stderr.buffer.flush()


def _isatty(stream: object) -> bool:
    try:
        return bool(stream.isatty())  # type: ignore[attr-defined]
    except (AttributeError, ValueError):
        return False


def main(argv: Sequence[str] | None = None) -> int:
    """Console-script entry point."""
    code = run(sys.argv[1:] if argv is None else argv)
    if argv is None:
        sys.exit(code)
    return code

