"""Cold start: the import time of a library and the first parse of a small file, each in
fresh processes (median of several, after one run that fills the byte-code cache).
Times are CPU seconds (user + system) of the process."""

from __future__ import annotations

import json
import statistics

from benchmarks.runner import python_snippet

# A small Terraform file (394 bytes), the size of a typical module's versions.tf.
SMALL = '''terraform {
  required_version = ">= 1.3"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = ">= 5.0"
    }
  }
}

variable "name" {
  description = "Name prefix for every resource"
  type        = string
  default     = "demo"
}

locals {
  tags = merge(var.tags, { Name = "${var.name}-vpc" })
  azs  = [for i, az in var.azs : az if i < 3]
}
'''

_CODE = {
    "hcl": "import hcl\nhcl.parse(SMALL.encode(), 'small.tf')",
    "hcl2": "import hcl2\nhcl2.loads(SMALL)",
}
_TIMER = """
import json, resource
def clock():
    u = resource.getrusage(resource.RUSAGE_SELF)
    return u.ru_utime + u.ru_stime
SMALL = {small!r}
t0 = clock()
import {module}
t1 = clock()
{call}
t2 = clock()
print(json.dumps([t1 - t0, t2 - t1]))
"""


def measure(name: str, runs: int = 5) -> tuple[float, float, float]:
    """Median import time, median first-parse time and median whole-process time (s).

    ``name`` is ``hcl``, ``hcl2`` or ``hcl@baseline``.
    """
    library, _, suffix = name.partition("@")
    module, call = _CODE[library].split("\n")
    code = _TIMER.format(small=SMALL, module=module.split()[1], call=call)
    workload = ("parse" if library == "hcl" else library) + (f"@{suffix}" if suffix else "")
    python_snippet(code, workload)  # fills the byte-code cache
    imports, firsts, walls = [], [], []
    for _ in range(runs):
        wall, out = python_snippet(code, workload)
        imp, first = json.loads(out)
        imports.append(imp)
        firsts.append(first)
        walls.append(wall)
    return statistics.median(imports), statistics.median(firsts), statistics.median(walls)
