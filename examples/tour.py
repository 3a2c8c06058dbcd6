"""A five-minute tour: load to data, evaluate, decode into dataclasses, edit, format.

Run with ``make demo`` (or ``.venv/bin/python examples/tour.py``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated

import hcl
from hcl.write import parse_document

HERE = Path(__file__).parent
APP = HERE / "app.hcl"


@dataclass
class Env:
    name: Annotated[str, hcl.label()]
    value: str


@dataclass
class Service:
    name: Annotated[str, hcl.label()]
    image: str
    replicas: int = 1
    ports: list[int] = field(default_factory=list)
    env: list[Env] = field(default_factory=list)


@dataclass
class App:
    region: str
    services: Annotated[list[Service], hcl.block("service")] = field(default_factory=list)


def main() -> None:
    print("--- load: the data, in the shape of the JSON syntax (unknown references stay as text)")
    print(json.dumps(hcl.load(APP), indent=2))

    print("--- load with variables: templates evaluate")
    data = hcl.load(APP, variables={"version": "1.27"})
    print(data["service"]["web"][0]["image"])

    print("--- decode into dataclasses")
    app = hcl.decode(APP, App, variables={"version": "1.27"})
    for service in app.services:
        print(f"{service.name}: {service.image} x{service.replicas} ports={service.ports} "
              f"env={[(e.name, e.value) for e in service.env]}")

    print("--- edit, keeping comments and layout; only the touched bytes change")
    doc, diags = parse_document(APP.read_text(), str(APP))
    assert doc is not None, diags
    web = doc.body.block("service", "web")
    web.body.set_attribute("replicas", 5)
    web.body.set_attribute_source("image", '"nginx:${version}-alpine"')
    worker = doc.body.block("service", "worker")
    worker.body.set_attribute("ports", [9000])
    print(doc.to_source(format=True), end="")

    print("--- format")
    print(hcl.format('a=1\nlonger_name = [1,2,3]  # aligned\n'), end="")

    print("--- errors raise HCLError with every diagnostic, rendered with the source")
    try:
        hcl.loads('service "x" {\n  replicas = 3,\n}\n', filename="broken.hcl")
    except hcl.HCLError as err:
        print(err)


if __name__ == "__main__":
    main()
