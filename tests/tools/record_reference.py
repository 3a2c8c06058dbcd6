#!/usr/bin/env python3
"""Record the reference implementation's syntax diagnostics for every sample.

For each ``tests/native/samples/{invalid,valid}/X.hcl`` this writes
``X.hcl.expected.json``::

    {
      "diagnostics": [ {severity, summary, detail, subject, context}, ... ],
      "oracle_version": "2.14.1",
      "v224_differs": false,
      "note": "",
      "v224_diagnostics": [...]        # only when the v2.24 result is known to differ
    }

How the diagnostics are obtained
--------------------------------
``hcldec --diags=json`` prints severity/summary/detail/subject but *not* the
``context`` range, so the diagnostics are produced by a 60-line Go helper
(``tests/tools/hclsyntax_diags/main.go``) that calls the very same
``hclsyntax.ParseConfig`` that hcldec/hclfmt use (via hclparse), compiled
against the same Go sources the oracle was built from (Debian's
golang-github-hashicorp-hcl-v2-dev, GOPATH mode).  Every sample is then
cross-checked against the real oracle binaries:

* if the helper reports diagnostics, ``hcldec`` must report exactly the same
  list (minus ``context``) and ``hclfmt -check`` must fail;
* if it reports none, ``hclfmt -check`` must succeed and ``hcldec`` may only
  report schema (decode-phase) diagnostics -- hcldec stops after parsing when
  there are parse errors, so any diagnostic it prints for a file that parsed
  cleanly comes from decoding against the spec, never from the syntax.

Each file is parsed with its basename as the filename (the script runs the
tools inside the sample directory), so ``subject.filename`` and ranges quoted
in details (``"... already set at X.hcl:1,1-2"``) are normalised.

Usage::

    export HCL_REFERENCE_BIN=$(../shared/tools/reference-oracle)   # optional
    python3 tests/tools/record_reference.py            # (re)record all
    python3 tests/tools/record_reference.py --check    # compare, write nothing
    python3 tests/tools/record_reference.py invalid/attr_*.hcl

Re-runnable and deterministic: output depends only on the sample bytes, the
manifest, and the oracle version.
"""

from __future__ import annotations

import argparse
import copy
import fnmatch
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "tests" / "native" / "samples"
HELPER_SRC = Path(__file__).resolve().parent / "hclsyntax_diags" / "main.go"
ORACLE_SCRIPT = ROOT.parent / "shared" / "tools" / "reference-oracle"
GOCODE = Path("/usr/share/gocode")
HCL_PKG = "golang-github-hashicorp-hcl-v2-dev"
KINDS = ("invalid", "valid")
# Diagnostics hcldec produces while *decoding* a cleanly parsed body against the
# trivial spec; they never come from the syntax.
SCHEMA_SUMMARIES = {"Unsupported argument", "Unsupported block type"}
TRIVIAL_SPEC = "object {\n}\n"


def die(msg: str) -> None:
    print(f"record_reference: {msg}", file=sys.stderr)
    sys.exit(2)


def oracle_bin() -> Path:
    env = os.environ.get("HCL_REFERENCE_BIN")
    if env:
        return Path(env)
    if not ORACLE_SCRIPT.exists():
        die(f"HCL_REFERENCE_BIN not set and {ORACLE_SCRIPT} not found")
    out = subprocess.run([str(ORACLE_SCRIPT)], check=True, capture_output=True, text=True).stdout
    return Path(out.strip().splitlines()[-1])


def oracle_version() -> str:
    """Upstream version of the HCL Go sources the oracle was built from."""
    try:
        v = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", HCL_PKG],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        die(f"cannot determine the version of {HCL_PKG} (dpkg-query failed)")
    return v.split(":")[-1].split("-")[0]  # strip epoch and Debian revision


def build_helper() -> Path:
    """Compile hclsyntax_diags against the oracle's Go sources (cached by source hash)."""
    if shutil.which("go") is None:
        die("'go' not found; it is required (the oracle itself is built with it)")
    if not (GOCODE / "src/github.com/hashicorp/hcl/v2/hclsyntax").is_dir():
        die(
            f"HCL Go sources not found under {GOCODE} "
            f"(install {HCL_PKG} or run the reference-oracle script)"
        )
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "hcl-native-samples"
    cache.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha256(HELPER_SRC.read_bytes()).hexdigest()[:16]
    exe = cache / f"hclsyntax_diags-{digest}"
    if exe.exists():
        return exe
    ref_home = Path(os.environ.get("HCL_REFERENCE_HOME", Path.home() / ".cache" / "hcl-reference"))
    gopath = [str(ref_home / "gopath")] if (ref_home / "gopath").is_dir() else []
    env = dict(
        os.environ,
        GO111MODULE="off",
        GOFLAGS="",
        GOPATH=os.pathsep.join([*gopath, str(GOCODE)]),
        GOCACHE=str(cache / "gocache"),
    )
    tmp = exe.with_suffix(".tmp")
    r = subprocess.run(
        ["go", "build", "-o", str(tmp), str(HELPER_SRC)], env=env, capture_output=True, text=True
    )
    if r.returncode != 0:
        die("building the helper failed:\n" + r.stderr)
    tmp.rename(exe)
    return exe


def run_helper(exe: Path, directory: Path, names: list[str]) -> dict[str, list]:
    out = subprocess.run([str(exe), *names], cwd=directory, check=True, capture_output=True).stdout
    result = {}
    for f in json.loads(out)["files"]:
        if f.get("panic"):
            die(f"{directory.name}/{f['filename']}: the reference parser panicked: {f['panic']}")
        result[f["filename"]] = f["diagnostics"]
    return result


def run_hcldec(bindir: Path, spec: Path, directory: Path, name: str) -> tuple[int, list]:
    r = subprocess.run(
        [str(bindir / "hcldec"), "--spec", str(spec), "--diags=json", name],
        cwd=directory,
        capture_output=True,
    )
    diags: list = []
    if r.stderr.strip():
        try:
            diags = json.loads(r.stderr)["diagnostics"]
        except (ValueError, KeyError):
            die(f"{directory.name}/{name}: unexpected hcldec stderr: {r.stderr[:300]!r}")
    return r.returncode, diags


def run_hclfmt_check(bindir: Path, directory: Path, name: str) -> int:
    return subprocess.run(
        [str(bindir / "hclfmt"), "-check", name], cwd=directory, capture_output=True
    ).returncode


def strip_context(diags: list) -> list:
    return [{k: v for k, v in d.items() if k != "context"} for d in diags]


def v224_view(diags: list, meta: dict):
    """The v2.24 expectation recorded next to the oracle's, when the manifest gives one."""
    if "v224_diagnostics" in meta:
        return meta["v224_diagnostics"]
    if "v224_replace" in meta:
        out = copy.deepcopy(diags)
        for d in out:
            for key in ("summary", "detail"):
                for old, new in meta["v224_replace"]:
                    if key in d:
                        d[key] = d[key].replace(old, new)
        return out
    return None


def render(diags: list, version: str, meta: dict) -> bytes:
    doc = {
        "diagnostics": diags,
        "oracle_version": version,
        "v224_differs": bool(meta.get("v224_differs", False)),
        "note": meta.get("note", ""),
    }
    v224 = v224_view(diags, meta)
    if v224 is not None:
        doc["v224_diagnostics"] = v224
    return (json.dumps(doc, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "patterns", nargs="*", help="glob(s) relative to tests/native/samples, e.g. 'invalid/for_*'"
    )
    ap.add_argument(
        "--check", action="store_true", help="compare with the recorded files; write nothing"
    )
    args = ap.parse_args(argv)

    manifest_path = SAMPLES / "manifest.json"
    manifest = json.loads(manifest_path.read_text("utf-8")) if manifest_path.exists() else {}
    bindir = oracle_bin()
    for tool in ("hcldec", "hclfmt"):
        if not (bindir / tool).exists():
            die(f"{bindir / tool} not found")
    version = oracle_version()
    helper = build_helper()

    problems: list[str] = []
    changed: list[str] = []
    total = 0
    with tempfile.TemporaryDirectory() as td:
        spec = Path(td) / "trivial.hcldec"
        spec.write_text(TRIVIAL_SPEC)
        for kind in KINDS:
            directory = SAMPLES / kind
            names = sorted(p.name for p in directory.glob("*.hcl"))
            if args.patterns:
                names = [
                    n
                    for n in names
                    if any(fnmatch.fnmatch(f"{kind}/{n}", pat) for pat in args.patterns)
                ]
            if not names:
                continue
            parsed = run_helper(helper, directory, names)
            for name in names:
                total += 1
                rel = f"{kind}/{name}"
                meta = manifest.get(rel, {})
                diags = parsed[name]
                _rc_dec, dec_diags = run_hcldec(bindir, spec, directory, name)
                rc_fmt = run_hclfmt_check(bindir, directory, name)
                # -- cross-check the helper against the oracle binaries
                if diags:
                    if dec_diags != strip_context(diags):
                        problems.append(
                            f"{rel}: hcldec diagnostics differ from hclsyntax.ParseConfig's"
                        )
                    if rc_fmt == 0:
                        problems.append(f"{rel}: hclfmt -check accepted a file with parse errors")
                else:
                    if rc_fmt != 0:
                        problems.append(f"{rel}: parses cleanly but hclfmt -check exited {rc_fmt}")
                    extra = [
                        d["summary"] for d in dec_diags if d["summary"] not in SCHEMA_SUMMARIES
                    ]
                    if extra:
                        problems.append(f"{rel}: hcldec reported non-schema diagnostics {extra}")
                # -- the directory states the v2.24 verdict
                v224 = v224_view(diags, meta)
                accepted_224 = (not diags) if v224 is None else (not v224)
                if kind == "valid" and not accepted_224:
                    problems.append(
                        f"{rel}: in valid/ but rejected (and no v2.24 expectation says otherwise)"
                    )
                if kind == "invalid" and accepted_224:
                    problems.append(f"{rel}: in invalid/ but accepted")
                # -- write / compare
                data = render(diags, version, meta)
                out = directory / (name + ".expected.json")
                if not out.exists() or out.read_bytes() != data:
                    changed.append(rel)
                    if not args.check:
                        out.write_bytes(data)
            # expected files whose sample vanished
            for exp in sorted(directory.glob("*.hcl.expected.json")):
                if not (directory / exp.name[: -len(".expected.json")]).exists():
                    problems.append(f"{kind}/{exp.name}: orphaned expected file")

    for p in problems:
        print("PROBLEM:", p, file=sys.stderr)
    verb = "would change" if args.check else "updated"
    print(
        f"{total} samples checked against HCL {version} ({bindir}); "
        f"{len(changed)} expected file(s) {verb}"
    )
    if args.check and changed:
        for c in changed:
            print("  out of date:", c, file=sys.stderr)
    return 1 if problems or (args.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
