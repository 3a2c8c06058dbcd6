"""Every package under hcl/ is listed for installation, and nothing named `generated` leaks out."""

from __future__ import annotations

import tomllib

from tests.conftest import REPO


def test_every_package_is_listed() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {
        ".".join(init.parent.relative_to(REPO).parts)
        for init in (REPO / "hcl").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert "hcl._generated" in listed
    assert config["package-dir"]["hcl._generated"] == "generated"
    assert not any(name == "generated" or name.startswith("generated.") for name in listed)


def test_typed_marker_is_shipped() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert (REPO / "hcl" / "py.typed").exists()
    assert "py.typed" in config["package-data"]["hcl"]
