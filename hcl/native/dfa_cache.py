"""A prediction cache for the generated parser, shipped with the package.

ANTLR's parser builds, per decision, a DFA that memoises adaptive prediction; a fresh
process starts with empty DFAs and pays for building them during its first parses.
``parser_dfa.pickle`` holds the DFA states that parsing this repository's samples and
examples builds. It is tied to the parser's serialised ATN and the runtime version and
ignored when either differs. ATN states, the empty prediction context, the empty
semantic context and the error state are stored by reference, so the loaded states
point into the live ATN. The cache only saves work: tests/native/test_dfa_cache.py
checks that parsing with it gives the same trees and diagnostics as with empty DFAs.
"""

from __future__ import annotations

import hashlib
import io
import os
import pickle
import sys
from pathlib import Path
from typing import Any

from antlr4 import Parser
from antlr4.atn.ATNSimulator import ATNSimulator
from antlr4.atn.ATNState import ATNState
from antlr4.atn.SemanticContext import SemanticContext
from antlr4.dfa.DFA import DFA
from antlr4.PredictionContext import PredictionContext

CACHE = Path(__file__).with_name("parser_dfa.pickle")
_RUNTIME = "antlr4-python3-runtime 4.13.2"


def fingerprint(parser: type[Parser]) -> str:
    """What the cache depends on: the parser's serialised ATN and the runtime."""
    atn = sys.modules[parser.__module__].serializedATN()
    return hashlib.sha256(f"{_RUNTIME}\n{atn}".encode()).hexdigest()


class _Pickler(pickle.Pickler):
    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, ATNState):
            return ("state", obj.stateNumber)
        if obj is PredictionContext.EMPTY:
            return ("empty",)
        if obj is SemanticContext.NONE:
            return ("none",)
        if obj is ATNSimulator.ERROR:
            return ("error",)
        return None


class _Unpickler(pickle.Unpickler):
    def __init__(self, data: bytes, states: list[ATNState]) -> None:
        super().__init__(io.BytesIO(data))
        self._states = states

    def persistent_load(self, pid: Any) -> Any:
        kind = pid[0]
        if kind == "state":
            return self._states[pid[1]]
        if kind == "empty":
            return PredictionContext.EMPTY
        if kind == "none":
            return SemanticContext.NONE
        if kind == "error":
            return ATNSimulator.ERROR
        raise pickle.UnpicklingError(f"unknown persistent id {pid!r}")


def dump(parser: type[Parser], path: Path = CACHE) -> int:
    """Write the parser's current DFAs to ``path``; returns the number of DFA states."""
    dfas: list[DFA] = parser.decisionsToDFA
    payload = [(dfa.s0, list(dfa._states)) for dfa in dfas]
    # Hashes involve identity-hashed singletons, so they differ between processes: leave
    # them out (the file is then the same on every build) and recompute them on load.
    lookups = {}
    for s0, states in payload:
        for state in ([s0] if s0 is not None else []) + states:  # a precedence DFA's s0 keeps its start configs
            state.configs.cachedHashCode = -1
            if state.configs.configLookup is not None:
                lookups[id(state.configs)] = (state.configs, state.configs.configLookup)
                state.configs.configLookup = None
    buffer = io.BytesIO()
    try:
        _Pickler(buffer, protocol=4).dump((fingerprint(parser), payload))
    finally:
        for configs, lookup in lookups.values():
            configs.configLookup = lookup
    path.write_bytes(buffer.getvalue())
    return sum(len(states) for _, states in payload)


def install(parser: type[Parser], path: Path = CACHE) -> bool:
    """Fill the parser's empty DFAs from the cache; False when it is missing or stale.

    ``HCL_PARSER_DFA_CACHE=0`` in the environment leaves the DFAs empty.
    """
    if os.environ.get("HCL_PARSER_DFA_CACHE") == "0":
        return False
    try:
        data = path.read_bytes()
        stamp, payload = _Unpickler(data, parser.atn.states).load()
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, IndexError, ImportError):
        return False
    dfas: list[DFA] = parser.decisionsToDFA
    if stamp != fingerprint(parser) or len(payload) != len(dfas) or any(dfa._states for dfa in dfas):
        return False
    for dfa, (s0, states) in zip(dfas, payload, strict=True):
        for state in ([s0] if s0 is not None else []) + states:
            configs = state.configs
            configs.cachedHashCode = -1  # recomputed in this process
            if not configs.readonly:  # the lookup a writable set keeps, keyed by this process's hashes
                configs.configLookup = {}
                for config in configs.configs:
                    configs.configLookup.setdefault(config.hashCodeForConfigSet(), []).append(config)
        dfa._states = {state: state for state in states}
        if s0 is not None:
            dfa.s0 = s0
    return True
