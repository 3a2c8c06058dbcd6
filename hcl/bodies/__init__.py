"""Body implementations: native syntax and merged bodies (JSON bodies live in :mod:`hcl.json`)."""

from hcl.bodies.merged import MergedBody, empty_body, merge_bodies, merge_files
from hcl.bodies.native import NativeBody

__all__ = ["MergedBody", "NativeBody", "empty_body", "merge_bodies", "merge_files"]
