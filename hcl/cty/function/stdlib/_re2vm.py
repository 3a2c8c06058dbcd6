"""The matching engine for Go regular expressions: Go's ``regexp/syntax`` simplifier
and compiler, and its bit-state backtracker (``regexp/backtrack.go``).

The backtracker explores each (instruction, position) pair at most once per search, so
it returns Go's leftmost-first match and submatches in time proportional to (program
size) x (input length), whatever the pattern. Its total work per function call is
capped at :data:`MAX_STEPS` states.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeAlias

import regex

from hcl.cty.function.function import FunctionError
from hcl.cty.function.stdlib._re2syntax import Node

__all__ = ["MAX_STEPS", "VMProgram", "compile_tree"]

#: Most (instruction, position) states one function call may explore.
MAX_STEPS = 10_000_000

_FAIL, _RUNE, _CHAR, _ALT, _CAP, _EMPTY, _NOP, _MATCH = range(8)
_MAX_RUNE = 0x10FFFF
# Most characters whose class membership one predicate remembers.
_PREDICATE_CACHE = 4096
# Non-ASCII characters that fold (simple case folding) to an ASCII letter.
_ASCII_FOLD_EXTRA = {0x73: 0x17F, 0x53: 0x17F, 0x6B: 0x212A, 0x4B: 0x212A}


# ---------------------------------------------------------------------- character classes


def _esc(cp: int) -> str:
    if cp < 0x80 and chr(cp).isalnum():
        return chr(cp)
    if cp < 0x10000:
        return f"\\u{cp:04x}"
    return f"\\U{cp:08x}"


def _complement(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out = []
    nxt = 0
    for lo, hi in sorted(ranges):
        if lo > nxt:
            out.append((nxt, lo - 1))
        nxt = max(nxt, hi + 1)
    if nxt <= _MAX_RUNE:
        out.append((nxt, _MAX_RUNE))
    return out


def _item_ranges(item: tuple[Any, ...], fold: bool) -> list[tuple[int, int]] | None:
    """The code point ranges of a class item, or None for a Unicode property."""
    if item[0] == "range":
        return [(item[1], item[2])]
    if item[0] == "set":
        ranges = list(item[1])
        if item[2]:
            if fold:
                # Go folds the class before negating it: the non-ASCII case variants
                # of its letters are excluded too.
                ranges += [(_ASCII_FOLD_EXTRA[c], _ASCII_FOLD_EXTRA[c]) for lo, hi in item[1]
                           for c in range(lo, hi + 1) if c in _ASCII_FOLD_EXTRA]
            ranges = _complement(ranges)
        return ranges
    if item[1] == "Any":
        return [] if item[2] else [(0, _MAX_RUNE)]
    return None


def class_pattern(node: Node) -> str:
    """A ``regex`` pattern matching one character of a class or literal node."""
    if node.kind == "lit":
        text = _esc(ord(node.char))
    else:
        parts = []
        for item in node.items:
            ranges = _item_ranges(item, node.fold)
            if ranges is None:
                name = item[1]
                prop = f"gc={name}" if len(name) <= 2 else f"sc={name}"
                parts.append(f"\\{'P' if item[2] else 'p'}{{{prop}}}")
            else:
                parts.extend(_esc(lo) if lo == hi else f"{_esc(lo)}-{_esc(hi)}" for lo, hi in ranges)
        body = "".join(parts)
        if not body:
            text = f"[\\x00-{_esc(_MAX_RUNE)}]" if node.negated else f"[^\\x00-{_esc(_MAX_RUNE)}]"
        else:
            text = f"[{'^' if node.negated else ''}{body}]"
    return f"(?i:{text})" if node.fold else text


def _range_predicate(ranges: list[tuple[int, int]], negated: bool) -> Callable[[str], bool]:
    los = [lo for lo, _ in ranges]
    his = [hi for _, hi in ranges]

    def in_ranges(c: str) -> bool:
        cp = ord(c)
        i = bisect.bisect_right(los, cp) - 1
        return (i >= 0 and cp <= his[i]) != negated

    return in_ranges


def _predicate(node: Node) -> Callable[[str], bool]:
    """A membership test for one character of a class, literal or dot node."""
    if node.kind == "any":
        return (lambda c: True) if node.dotnl else (lambda c: c != "\n")
    if node.kind == "class" and not node.fold:
        all_ranges: list[tuple[int, int]] = []
        for item in node.items:
            ranges = _item_ranges(item, False)
            if ranges is None:
                break
            all_ranges += ranges
        else:
            merged: list[tuple[int, int]] = []
            for lo, hi in sorted(all_ranges):
                if merged and lo <= merged[-1][1] + 1:
                    merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
                else:
                    merged.append((lo, hi))
            return _range_predicate(merged, node.negated)
    pat = regex.compile(class_pattern(node))
    cache: dict[str, bool] = {}

    def pred(c: str) -> bool:
        hit = cache.get(c)
        if hit is None:
            if len(cache) >= _PREDICATE_CACHE:
                cache.clear()
            hit = cache[c] = pat.fullmatch(c) is not None
        return hit

    return pred


# ---------------------------------------------------------------------- simplification

# Simplified nodes (Go's Simplify output) as tuples: ("nop",) ("char", c)
# ("rune", predicate) ("empty", kind) ("cap", n, sub) ("cat", [subs]) ("alt", [subs])
# ("star" | "plus" | "quest", greedy, sub).
_SNode: TypeAlias = tuple[Any, ...]


def _simplify1(op: str, greedy: bool, sub: _SNode) -> _SNode:
    if sub[0] == "nop":
        return sub
    if sub[0] == op and sub[1] == greedy:
        return sub
    return (op, greedy, sub)


def _fold(root: Any, children: Callable[[Any], list[Any]], combine: Callable[[Any, list[Any]], Any]) -> Any:
    """Post-order evaluation without recursion (trees may be 1000 levels deep): each
    occurrence of a shared subtree is evaluated separately."""
    result = None
    stack = [[root, children(root), 0, []]]
    while stack:
        frame = stack[-1]
        node, kids, i, acc = frame
        if i < len(kids):
            frame[2] = i + 1
            child = kids[i]
            stack.append([child, children(child), 0, []])
        else:
            stack.pop()
            value = combine(node, acc)
            if stack:
                stack[-1][3].append(value)
            else:
                result = value
    return result


def _simplify_node(node: Node, subs: list[_SNode]) -> _SNode:
    kind = node.kind
    if kind == "lit" and not node.fold:
        return ("char", node.char)
    if kind in ("lit", "class", "any"):
        return ("rune", _predicate(node))
    if kind == "empty":
        return ("nop",)
    if kind in ("bol", "eol", "bot", "eot", "wordb", "nwordb"):
        return ("empty", kind)
    if kind == "cap":
        return ("cap", node.index, subs[0])
    if kind in ("cat", "alt"):
        return (kind, subs)
    # Counted repetition, rewritten as Go's Simplify does: x{2,} is xx+, x{2,4} is
    # xx(x(x)?)?, x{0} is empty.
    lo, hi, greedy = node.min, node.max, node.greedy
    if lo == 0 and hi == 0:
        return ("nop",)
    sub = subs[0]
    if hi == -1:
        if lo == 0:
            return _simplify1("star", greedy, sub)
        if lo == 1:
            return _simplify1("plus", greedy, sub)
        return ("cat", [sub] * (lo - 1) + [_simplify1("plus", greedy, sub)])
    if lo == 1 and hi == 1:
        return sub
    prefix = [sub] * lo
    if hi > lo:
        suffix = _simplify1("quest", greedy, sub)
        for _ in range(lo + 1, hi):
            suffix = _simplify1("quest", greedy, ("cat", [sub, suffix]))
        prefix.append(suffix)
    return ("cat", prefix) if len(prefix) > 1 else prefix[0]


def _snode_children(node: _SNode) -> list[_SNode]:
    kind = node[0]
    if kind in ("cat", "alt"):
        subs: list[_SNode] = node[1]
        return subs
    if kind in ("cap", "star", "plus", "quest"):
        return [node[2]]
    return []


# ---------------------------------------------------------------------- compilation


@dataclass(slots=True)
class _Frag:
    start: int
    holes: list[tuple[int, bool]]  # (pc, True for the ``arg`` field)
    nullable: bool


class _Compiler:
    """Go's ``regexp/syntax`` compiler (instruction 0 is the failure instruction)."""

    def __init__(self) -> None:
        self.op: list[int] = [_FAIL]
        self.out: list[int] = [0]
        self.arg: list[int] = [0]
        self.data: list[Any] = [None]

    def inst(self, op: int, data: object = None) -> int:
        self.op.append(op)
        self.out.append(0)
        self.arg.append(0)
        self.data.append(data)
        return len(self.op) - 1

    def patch(self, holes: list[tuple[int, bool]], target: int) -> None:
        for pc, is_arg in holes:
            if is_arg:
                self.arg[pc] = target
            else:
                self.out[pc] = target

    def single(self, op: int, data: object = None, nullable: bool = True) -> _Frag:
        i = self.inst(op, data)
        return _Frag(i, [(i, False)], nullable)

    def cat(self, f1: _Frag, f2: _Frag) -> _Frag:
        if f1.start == 0 or f2.start == 0:
            return _Frag(0, [], False)
        self.patch(f1.holes, f2.start)
        return _Frag(f1.start, f2.holes, f1.nullable and f2.nullable)

    def alt(self, f1: _Frag, f2: _Frag) -> _Frag:
        if f1.start == 0:
            return f2
        if f2.start == 0:
            return f1
        i = self.inst(_ALT)
        self.out[i] = f1.start
        self.arg[i] = f2.start
        return _Frag(i, f1.holes + f2.holes, f1.nullable or f2.nullable)

    def _choice(self, f1: _Frag, greedy: bool) -> tuple[int, tuple[int, bool]]:
        i = self.inst(_ALT)
        if greedy:
            self.out[i] = f1.start
            return i, (i, True)
        self.arg[i] = f1.start
        return i, (i, False)

    def quest(self, f1: _Frag, greedy: bool) -> _Frag:
        i, hole = self._choice(f1, greedy)
        return _Frag(i, [hole, *f1.holes], True)

    def loop(self, f1: _Frag, greedy: bool) -> _Frag:
        i, hole = self._choice(f1, greedy)
        self.patch(f1.holes, i)
        return _Frag(i, [hole], True)

    def star(self, f1: _Frag, greedy: bool) -> _Frag:
        if f1.nullable:
            # (f1+)? gives the right priorities when f1 can match empty (Go issue 46123).
            return self.quest(self.plus(f1, greedy), greedy)
        return self.loop(f1, greedy)

    def plus(self, f1: _Frag, greedy: bool) -> _Frag:
        return _Frag(f1.start, self.loop(f1, greedy).holes, f1.nullable)

    def combine(self, node: _SNode, subs: list[_Frag]) -> _Frag:
        """The fragment for ``node`` given the fragments of its children."""
        kind = node[0]
        if kind == "nop":
            return self.single(_NOP)
        if kind == "char":
            return self.single(_CHAR, node[1], nullable=False)
        if kind == "rune":
            return self.single(_RUNE, node[1], nullable=False)
        if kind == "empty":
            return self.single(_EMPTY, node[1])
        if kind == "cap":
            bra = self.single(_CAP)
            self.arg[bra.start] = 2 * node[1]
            ket = self.single(_CAP)
            self.arg[ket.start] = 2 * node[1] + 1
            return self.cat(self.cat(bra, subs[0]), ket)
        if kind == "cat":
            f = subs[0]
            for sub in subs[1:]:
                f = self.cat(f, sub)
            return f
        if kind == "alt":
            f = _Frag(0, [], False)
            for sub in subs:
                f = self.alt(f, sub)
            return f
        if kind == "star":
            return self.star(subs[0], node[1])
        if kind == "plus":
            return self.plus(subs[0], node[1])
        return self.quest(subs[0], node[1])


# ---------------------------------------------------------------------- execution


def _is_word(c: str) -> bool:
    return c.isascii() and (c.isalnum() or c == "_")


def _context_ok(kind: str, s: str, pos: int) -> bool:
    """Whether the empty-width assertion ``kind`` holds at ``pos``."""
    if kind == "bot":
        return pos == 0
    if kind == "eot":
        return pos == len(s)
    before = s[pos - 1] if pos > 0 else ""
    after = s[pos] if pos < len(s) else ""
    if kind == "bol":
        return before in ("", "\n")
    if kind == "eol":
        return after in ("", "\n")
    boundary = _is_word(before) != _is_word(after)
    return boundary if kind == "wordb" else not boundary


def _too_expensive() -> FunctionError:
    return FunctionError("the regular expression is too expensive to evaluate on this string")


class VMProgram:
    """A compiled program: instruction arrays, the start instruction, the number of
    capture groups, and facts used to skip hopeless start positions (a literal
    prefix every match begins with; anchoring at the start of the text)."""

    def __init__(self, comp: _Compiler, start: int, ncap: int) -> None:
        self.op = comp.op
        self.out = comp.out
        self.arg = comp.arg
        self.data = comp.data
        self.start = start
        self.ncap = ncap
        self.prefix, self.anchored = self._analyse()

    def _analyse(self) -> tuple[str, bool]:
        pc = self.start
        chars = []
        seen = set()
        while pc not in seen:
            seen.add(pc)
            o = self.op[pc]
            if o in (_CAP, _NOP):
                pc = self.out[pc]
            elif o == _CHAR:
                chars.append(self.data[pc])
                pc = self.out[pc]
            elif o == _EMPTY and not chars:
                return "", self.data[pc] == "bot"
            else:
                break
        return "".join(chars), False

    def searcher(self, s: str) -> Callable[[str, int], list[int] | None]:
        """A ``search(s, pos)`` function (Go's ``doExecute`` from ``pos``); all
        searches made with it share one work budget of :data:`MAX_STEPS`."""
        budget = [MAX_STEPS]

        def search(text: str, pos: int) -> list[int] | None:
            return self._search(text, pos, budget)

        return search

    def _search(self, s: str, pos: int, budget: list[int]) -> list[int] | None:
        visited: set[int] = set()
        nslots = 2 * (self.ncap + 1)
        end = len(s)
        prefix = self.prefix
        start = pos
        while start <= end:
            if self.anchored and start > 0:
                return None
            if prefix:
                start = s.find(prefix, start)
                if start < 0:
                    return None
            caps = [-1] * nslots
            caps[0] = start
            if self._try(s, start, caps, visited, budget):
                return caps
            start += 1
        return None

    def _try(self, s: str, start: int, caps: list[int], visited: set[int], budget: list[int]) -> bool:
        op, out, arg, data = self.op, self.out, self.arg, self.data
        n = len(s)
        width = len(op)
        key = start * width + self.start
        if key in visited:
            return False
        visited.add(key)
        limit = budget[0]
        if limit <= 0:
            raise _too_expensive()
        steps = 0
        jobs: list[tuple[int, int, bool]] = [(self.start, start, False)]
        try:
            while jobs:
                pc, p, again = jobs.pop()
                while True:
                    o = op[pc]
                    if o == _CHAR:
                        if p >= n or s[p] != data[pc]:
                            break
                        p += 1
                        pc = out[pc]
                    elif o == _RUNE:
                        if p >= n or not data[pc](s[p]):
                            break
                        p += 1
                        pc = out[pc]
                    elif o == _ALT:
                        if again:
                            # Finished the preferred branch; now try the other one.
                            again = False
                            pc = arg[pc]
                        else:
                            jobs.append((pc, p, True))
                            pc = out[pc]
                    elif o == _CAP:
                        slot = arg[pc]
                        if again:
                            caps[slot] = p  # restore the value saved below
                            break
                        jobs.append((pc, caps[slot], True))
                        caps[slot] = p
                        pc = out[pc]
                    elif o == _EMPTY:
                        if not _context_ok(data[pc], s, p):
                            break
                        pc = out[pc]
                    elif o == _NOP:
                        pc = out[pc]
                    elif o == _MATCH:
                        caps[1] = p
                        return True
                    else:  # pragma: no cover - the failure instruction is never reached
                        break
                    key = p * width + pc
                    if key in visited:
                        break
                    visited.add(key)
                    steps += 1
                    if steps > limit:
                        raise _too_expensive()
            return False
        finally:
            budget[0] -= steps + 1


def compile_tree(tree: Node, ncap: int) -> VMProgram:
    """Compile a syntax tree (from :mod:`._re2syntax`) with ``ncap`` capture groups."""
    comp = _Compiler()
    simple = _fold(tree, lambda n: n.subs, _simplify_node)
    frag = _fold(simple, _snode_children, comp.combine)
    match = comp.inst(_MATCH)
    comp.patch(frag.holes, match)
    return VMProgram(comp, frag.start, ncap)
