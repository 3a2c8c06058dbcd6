"""A parser for Go's regular expression syntax (RE2, Go ``regexp/syntax`` in Perl mode).

It accepts exactly what Go accepts and reports Go's errors (code and offending text);
the result is a small syntax tree that :mod:`._re2` translates for Python's ``regex``
engine. RE2 has no backreferences, lookaround, possessive quantifiers, atomic groups
or recursion, so none of those can reach the backtracking engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

__all__ = ["Node", "ParseResult", "RegexSyntaxError", "parse"]

MAX_REPEAT = 1000
MAX_HEIGHT = 1000

ERR_INVALID_CHAR_RANGE = "invalid character class range"
ERR_INVALID_ESCAPE = "invalid escape sequence"
ERR_INVALID_NAMED_CAPTURE = "invalid named capture"
ERR_INVALID_PERL_OP = "invalid or unsupported Perl syntax"
ERR_INVALID_REPEAT_OP = "invalid nested repetition operator"
ERR_INVALID_REPEAT_SIZE = "invalid repeat count"
ERR_MISSING_BRACKET = "missing closing ]"
ERR_MISSING_PAREN = "missing closing )"
ERR_MISSING_REPEAT_ARGUMENT = "missing argument to repetition operator"
ERR_TRAILING_BACKSLASH = "trailing backslash at end of expression"
ERR_UNEXPECTED_PAREN = "unexpected )"
ERR_NESTING_DEPTH = "expression nests too deeply"

# Go's unicode.Categories and unicode.Scripts (Unicode 15.0) plus "Any".
CATEGORIES = frozenset((
    "C", "Cc", "Cf", "Co", "Cs", "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn",
    "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S", "Sc", "Sk",
    "Sm", "So", "Z", "Zl", "Zp", "Zs",
))
SCRIPTS = frozenset((
    "Adlam", "Ahom", "Anatolian_Hieroglyphs", "Arabic", "Armenian", "Avestan", "Balinese",
    "Bamum", "Bassa_Vah", "Batak", "Bengali", "Bhaiksuki", "Bopomofo", "Brahmi", "Braille",
    "Buginese", "Buhid", "Canadian_Aboriginal", "Carian", "Caucasian_Albanian", "Chakma",
    "Cham", "Cherokee", "Chorasmian", "Common", "Coptic", "Cuneiform", "Cypriot",
    "Cypro_Minoan", "Cyrillic", "Deseret", "Devanagari", "Dives_Akuru", "Dogra", "Duployan",
    "Egyptian_Hieroglyphs", "Elbasan", "Elymaic", "Ethiopic", "Georgian", "Glagolitic",
    "Gothic", "Grantha", "Greek", "Gujarati", "Gunjala_Gondi", "Gurmukhi", "Han", "Hangul",
    "Hanifi_Rohingya", "Hanunoo", "Hatran", "Hebrew", "Hiragana", "Imperial_Aramaic",
    "Inherited", "Inscriptional_Pahlavi", "Inscriptional_Parthian", "Javanese", "Kaithi",
    "Kannada", "Katakana", "Kawi", "Kayah_Li", "Kharoshthi", "Khitan_Small_Script", "Khmer",
    "Khojki", "Khudawadi", "Lao", "Latin", "Lepcha", "Limbu", "Linear_A", "Linear_B", "Lisu",
    "Lycian", "Lydian", "Mahajani", "Makasar", "Malayalam", "Mandaic", "Manichaean", "Marchen",
    "Masaram_Gondi", "Medefaidrin", "Meetei_Mayek", "Mende_Kikakui", "Meroitic_Cursive",
    "Meroitic_Hieroglyphs", "Miao", "Modi", "Mongolian", "Mro", "Multani", "Myanmar",
    "Nabataean", "Nag_Mundari", "Nandinagari", "New_Tai_Lue", "Newa", "Nko", "Nushu",
    "Nyiakeng_Puachue_Hmong", "Ogham", "Ol_Chiki", "Old_Hungarian", "Old_Italic",
    "Old_North_Arabian", "Old_Permic", "Old_Persian", "Old_Sogdian", "Old_South_Arabian",
    "Old_Turkic", "Old_Uyghur", "Oriya", "Osage", "Osmanya", "Pahawh_Hmong", "Palmyrene",
    "Pau_Cin_Hau", "Phags_Pa", "Phoenician", "Psalter_Pahlavi", "Rejang", "Runic", "Samaritan",
    "Saurashtra", "Sharada", "Shavian", "Siddham", "SignWriting", "Sinhala", "Sogdian",
    "Sora_Sompeng", "Soyombo", "Sundanese", "Syloti_Nagri", "Syriac", "Tagalog", "Tagbanwa",
    "Tai_Le", "Tai_Tham", "Tai_Viet", "Takri", "Tamil", "Tangsa", "Tangut", "Telugu", "Thaana",
    "Thai", "Tibetan", "Tifinagh", "Tirhuta", "Toto", "Ugaritic", "Vai", "Vithkuqi", "Wancho",
    "Warang_Citi", "Yezidi", "Yi", "Zanabazar_Square",
))

# ASCII classes as (lo, hi) code point ranges.
_DIGIT = ((0x30, 0x39),)
_WORD = ((0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A))
PERL_CLASSES = {
    "d": _DIGIT,
    "s": ((0x09, 0x0A), (0x0C, 0x0D), (0x20, 0x20)),
    "w": _WORD,
}
POSIX_CLASSES = {
    "alnum": ((0x30, 0x39), (0x41, 0x5A), (0x61, 0x7A)),
    "alpha": ((0x41, 0x5A), (0x61, 0x7A)),
    "ascii": ((0x00, 0x7F),),
    "blank": ((0x09, 0x09), (0x20, 0x20)),
    "cntrl": ((0x00, 0x1F), (0x7F, 0x7F)),
    "digit": _DIGIT,
    "graph": ((0x21, 0x7E),),
    "lower": ((0x61, 0x7A),),
    "print": ((0x20, 0x7E),),
    "punct": ((0x21, 0x2F), (0x3A, 0x40), (0x5B, 0x60), (0x7B, 0x7E)),
    "space": ((0x09, 0x0D), (0x20, 0x20)),
    "upper": ((0x41, 0x5A),),
    "word": _WORD,
    "xdigit": ((0x30, 0x39), (0x41, 0x46), (0x61, 0x66)),
}


class RegexSyntaxError(Exception):
    """A pattern Go's ``regexp`` rejects: ``code`` is Go's error code text, ``expr``
    the offending part of the pattern. ``str()`` is Go's ``Error()`` text."""

    def __init__(self, code: str, expr: str) -> None:
        super().__init__(f"error parsing regexp: {code}: `{expr}`")
        self.code = code
        self.expr = expr


# ---------------------------------------------------------------------- tree

# Node kinds: "lit" (char, fold), "class" (items, negated, fold), "any" (dotnl),
# "bol", "eol", "bot", "eot", "wordb", "nwordb", "empty", "cap" (index, sub),
# "rep" (min, max, greedy, sub) with max -1 for unbounded, "cat" (subs), "alt" (subs).
# Class items are ("range", lo, hi), ("set", ranges, negated) for the ASCII Perl and
# POSIX classes, and ("uni", name, negated) for \p{...}.


@dataclass(eq=False, slots=True)
class Node:
    """A node of the syntax tree (see the kinds above)."""

    kind: str
    char: str = ""
    fold: bool = False
    items: tuple[Any, ...] = ()
    negated: bool = False
    dotnl: bool = False
    index: int = 0
    min: int = 0
    max: int = 0
    greedy: bool = True
    subs: list[Node] = field(default_factory=list)
    height: int = 1


@dataclass(slots=True)
class ParseResult:
    """A parsed pattern: the tree, the number of capture groups and their names
    (``names[i]`` for group ``i + 1``; ``""`` for an unnamed group)."""

    tree: Node
    names: list[str]


# Parser stack markers.
@dataclass(eq=False, slots=True)
class _LeftParen:
    cap: int
    name: str
    flags: _Flags


_BAR = object()


@dataclass(frozen=True, slots=True)
class _Flags:
    fold: bool = False
    multiline: bool = False
    dotnl: bool = False
    ungreedy: bool = False


def _isalnum(c: str) -> bool:
    return c.isascii() and c.isalnum()


def _unhex(c: str) -> int:
    if c and c in "0123456789abcdefABCDEF":
        return int(c, 16)
    return -1


class _Parser:
    def __init__(self, pattern: str) -> None:
        self.whole = pattern
        self.flags = _Flags()
        self.stack: list[Any] = []
        self.ncap = 0
        self.names: list[str] = []
        self.count = 0

    # -------------------------------------------------------------- stack

    def push(self, node: Node) -> None:
        self.count += 1
        if node.height > MAX_HEIGHT:
            raise RegexSyntaxError(ERR_NESTING_DEPTH, self.whole)
        self.stack.append(node)

    def literal(self, c: str) -> None:
        self.push(Node("lit", char=c, fold=self.flags.fold))

    def op(self, kind: str) -> None:
        self.push(Node(kind))

    def _collect(self) -> Node:
        """Pop everything down to the nearest left parenthesis (not included) and
        build the alternation of concatenations it holds."""
        alts: list[list[Node]] = [[]]
        stack = self.stack
        while stack and not isinstance(stack[-1], _LeftParen):
            item = stack.pop()
            if item is _BAR:
                alts.append([])
            else:
                alts[-1].append(item)
        branches = []
        for seq in reversed(alts):
            seq.reverse()
            if not seq:
                branches.append(Node("empty"))
            elif len(seq) == 1:
                branches.append(seq[0])
            else:
                branches.append(Node("cat", subs=seq, height=1 + max(n.height for n in seq)))
        if len(branches) == 1:
            return branches[0]
        return Node("alt", subs=branches, height=1 + max(n.height for n in branches))

    # -------------------------------------------------------------- main loop

    def parse(self) -> ParseResult:
        t = self.whole
        last_repeat = ""
        while t:
            repeat = ""
            c = t[0]
            if c == "(":
                if len(t) >= 2 and t[1] == "?":
                    t = self.parse_perl_flags(t)
                else:
                    self.ncap += 1
                    self.names.append("")
                    self.stack.append(_LeftParen(self.ncap, "", self.flags))
                    t = t[1:]
            elif c == "|":
                self.stack.append(_BAR)
                t = t[1:]
            elif c == ")":
                self.parse_right_paren()
                t = t[1:]
            elif c == "^":
                self.op("bol" if self.flags.multiline else "bot")
                t = t[1:]
            elif c == "$":
                self.op("eol" if self.flags.multiline else "eot")
                t = t[1:]
            elif c == ".":
                self.push(Node("any", dotnl=self.flags.dotnl))
                t = t[1:]
            elif c == "[":
                t = self.parse_class(t)
            elif c in "*+?":
                before = t
                lo, hi = {"*": (0, -1), "+": (1, -1), "?": (0, 1)}[c]
                t = self.repeat(lo, hi, before, t[1:], last_repeat)
                repeat = before
            elif c == "{":
                before = t
                parsed = self.parse_repeat(t)
                if parsed is None:
                    self.literal("{")
                    t = t[1:]
                else:
                    lo, hi, after = parsed
                    if lo < 0 or lo > MAX_REPEAT or hi > MAX_REPEAT or (hi >= 0 and lo > hi):
                        raise RegexSyntaxError(ERR_INVALID_REPEAT_SIZE, before[:len(before) - len(after)])
                    t = self.repeat(lo, hi, before, after, last_repeat)
                    repeat = before
            elif c == "\\":
                t = self.parse_backslash(t)
            else:
                self.literal(c)
                t = t[1:]
            last_repeat = repeat
        tree = self._collect()
        if self.stack:
            raise RegexSyntaxError(ERR_MISSING_PAREN, self.whole)
        return ParseResult(tree, self.names)

    def parse_backslash(self, t: str) -> str:
        if len(t) >= 2:
            c = t[1]
            simple = {"A": "bot", "b": "wordb", "B": "nwordb", "z": "eot"}.get(c)
            if simple is not None:
                self.op(simple)
                return t[2:]
            if c == "C":
                raise RegexSyntaxError(ERR_INVALID_ESCAPE, t[:2])
            if c == "Q":
                lit, sep, rest = t[2:].partition("\\E")
                for ch in lit:
                    self.literal(ch)
                return rest if sep else ""
            if c in "pP":
                item, rest = self.parse_unicode_class(t)
                self.push(Node("class", items=(item,), fold=self.flags.fold))
                return rest
            if c in "dDsSwW":
                self.push(Node("class", items=(self.perl_item(c),), fold=self.flags.fold))
                return t[2:]
        ch, rest = self.parse_escape(t)
        self.literal(ch)
        return rest

    # -------------------------------------------------------------- repetition

    def repeat(self, lo: int, hi: int, before: str, after: str, last_repeat: str) -> str:
        greedy = not self.flags.ungreedy
        if after.startswith("?"):
            after = after[1:]
            greedy = not greedy
        if last_repeat:
            raise RegexSyntaxError(ERR_INVALID_REPEAT_OP, last_repeat[:len(last_repeat) - len(after)])
        expr = before[:len(before) - len(after)]
        if not self.stack or not isinstance(self.stack[-1], Node):
            raise RegexSyntaxError(ERR_MISSING_REPEAT_ARGUMENT, expr)
        sub = self.stack.pop()
        node = Node("rep", min=lo, max=hi, greedy=greedy, subs=[sub], height=sub.height + 1)
        if node.height > MAX_HEIGHT:
            raise RegexSyntaxError(ERR_NESTING_DEPTH, self.whole)
        self.stack.append(node)
        if (lo >= 2 or hi >= 2) and not _repeat_is_valid(node, MAX_REPEAT):
            raise RegexSyntaxError(ERR_INVALID_REPEAT_SIZE, expr)
        return after

    @staticmethod
    def parse_repeat(s: str) -> tuple[int, int, str] | None:
        """``{n}``, ``{n,}`` or ``{n,m}``: (min, max, rest), max -1 for unbounded."""
        s = s[1:]
        lo, s = _parse_int(s)
        if lo is None or not s:
            return None
        hi: int | None
        if s[0] != ",":
            hi = lo
        else:
            s = s[1:]
            if not s:
                return None
            if s[0] == "}":
                hi = -1
            else:
                hi, s = _parse_int(s)
                if hi is None:
                    return None
                if hi < 0:
                    lo = -1
        if not s or s[0] != "}":
            return None
        return lo, hi, s[1:]

    # -------------------------------------------------------------- groups

    def parse_perl_flags(self, s: str) -> str:
        t = s
        starts_p = len(t) > 4 and t[2] == "P" and t[3] == "<"
        starts_name = len(t) > 3 and t[2] == "<"
        if starts_p or starts_name:
            end = t.find(">")
            if end < 0:
                raise RegexSyntaxError(ERR_INVALID_NAMED_CAPTURE, s)
            name = t[4 if starts_p else 3:end]
            if not name or not all(ch == "_" or _isalnum(ch) for ch in name):
                raise RegexSyntaxError(ERR_INVALID_NAMED_CAPTURE, t[:end + 1])
            self.ncap += 1
            self.names.append(name)
            self.stack.append(_LeftParen(self.ncap, name, self.flags))
            return t[end + 1:]
        t = t[2:]
        flags = self.flags
        setting = True
        saw_flag = False
        while t:
            c = t[0]
            t = t[1:]
            if c == "i":
                flags = _with(flags, fold=setting)
            elif c == "m":
                flags = _with(flags, multiline=setting)
            elif c == "s":
                flags = _with(flags, dotnl=setting)
            elif c == "U":
                flags = _with(flags, ungreedy=setting)
            elif c == "-":
                if not setting:
                    break
                setting = False
                saw_flag = False
                continue
            elif c in ":)":
                if not setting and not saw_flag:
                    break
                if c == ":":
                    self.stack.append(_LeftParen(0, "", self.flags))
                self.flags = flags
                return t
            else:
                break
            saw_flag = True
        raise RegexSyntaxError(ERR_INVALID_PERL_OP, s[:len(s) - len(t)])

    def parse_right_paren(self) -> None:
        node = self._collect()
        if not self.stack:
            raise RegexSyntaxError(ERR_UNEXPECTED_PAREN, self.whole)
        paren = self.stack.pop()
        self.flags = paren.flags
        if paren.cap:
            node = Node("cap", index=paren.cap, subs=[node], height=node.height + 1)
        self.push(node)

    # -------------------------------------------------------------- escapes

    def parse_escape(self, s: str) -> tuple[str, str]:
        """A single-character escape at the start of ``s`` (which begins with ``\\``)."""
        t = s[1:]
        if not t:
            raise RegexSyntaxError(ERR_TRAILING_BACKSLASH, "")
        c = t[0]
        t = t[1:]
        if c in "1234567" and (not t or t[0] not in "01234567"):
            pass  # a backreference: not supported
        elif c in "01234567":
            r = int(c)
            for _ in range(2):
                if not t or t[0] not in "01234567":
                    break
                r = r * 8 + int(t[0])
                t = t[1:]
            return chr(r), t
        elif c == "x":
            if t:
                x = t[0]
                t = t[1:]
                if x == "{":
                    r = 0
                    nhex = 0
                    while True:
                        if not t:
                            break
                        x = t[0]
                        t = t[1:]
                        if x == "}":
                            if nhex:
                                return chr(r), t
                            break
                        v = _unhex(x)
                        if v < 0:
                            break
                        r = r * 16 + v
                        if r > 0x10FFFF:
                            break
                        nhex += 1
                else:
                    y = t[0] if t else ""
                    t = t[1:]
                    hx, hy = _unhex(x), _unhex(y)
                    if hx >= 0 and hy >= 0:
                        return chr(hx * 16 + hy), t
        elif c in "afnrtv":
            return {"a": "\a", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}[c], t
        elif c < "\x80" and not _isalnum(c):
            return c, t
        raise RegexSyntaxError(ERR_INVALID_ESCAPE, s[:len(s) - len(t)])

    @staticmethod
    def perl_item(c: str) -> tuple[Any, ...]:
        return ("set", PERL_CLASSES[c.lower()], c.isupper())

    def parse_unicode_class(self, s: str) -> tuple[tuple[Any, ...], str]:
        """``\\pN``, ``\\p{Name}``, ``\\PN``, ``\\p{^Name}`` at the start of ``s``."""
        negated = s[1] == "P"
        t = s[2:]
        if t[:1] != "{":
            t = t[1:]
            seq = s[:len(s) - len(t)]
            name = seq[2:]
        else:
            end = s.find("}")
            if end < 0:
                raise RegexSyntaxError(ERR_INVALID_CHAR_RANGE, s)
            seq, t = s[:end + 1], s[end + 1:]
            name = s[3:end]
        if name.startswith("^"):
            negated = not negated
            name = name[1:]
        if name != "Any" and name not in CATEGORIES and name not in SCRIPTS:
            raise RegexSyntaxError(ERR_INVALID_CHAR_RANGE, seq)
        return ("uni", name, negated), t

    # -------------------------------------------------------------- classes

    def parse_class(self, s: str) -> str:
        t = s[1:]
        negated = False
        if t.startswith("^"):
            negated = True
            t = t[1:]
        items: list[tuple[Any, ...]] = []
        first = True
        while not t or t[0] != "]" or first:
            first = False
            if len(t) > 2 and t[0] == "[" and t[1] == ":":
                end = t.find(":]", 2)
                if end >= 0:
                    name = t[:end + 2]
                    inner = name[2:-2]
                    neg = inner.startswith("^")
                    ranges = POSIX_CLASSES.get(inner[1:] if neg else inner)
                    if ranges is None:
                        raise RegexSyntaxError(ERR_INVALID_CHAR_RANGE, name)
                    items.append(("set", ranges, neg))
                    t = t[end + 2:]
                    continue
            if len(t) >= 2 and t[0] == "\\" and t[1] in "pP":
                item, t = self.parse_unicode_class(t)
                items.append(item)
                continue
            if len(t) >= 2 and t[0] == "\\" and t[1] in "dDsSwW":
                items.append(self.perl_item(t[1]))
                t = t[2:]
                continue
            rng = t
            lo, t = self.parse_class_char(t, s)
            hi = lo
            if len(t) >= 2 and t[0] == "-" and t[1] != "]":
                hi, t = self.parse_class_char(t[1:], s)
                if hi < lo:
                    raise RegexSyntaxError(ERR_INVALID_CHAR_RANGE, rng[:len(rng) - len(t)])
            items.append(("range", ord(lo), ord(hi)))
        self.push(Node("class", items=tuple(items), negated=negated, fold=self.flags.fold))
        return t[1:]

    def parse_class_char(self, s: str, whole_class: str) -> tuple[str, str]:
        if not s:
            raise RegexSyntaxError(ERR_MISSING_BRACKET, whole_class)
        if s[0] == "\\":
            return self.parse_escape(s)
        return s[0], s[1:]


def _with(flags: _Flags, **changes: bool) -> _Flags:
    return replace(flags, **changes)


def _parse_int(s: str) -> tuple[int | None, str]:
    """Go's ``parseInt``: decimal digits without a leading zero; -1 if over 1e8."""
    if not s or not s[0].isdigit() or not s[0].isascii():
        return None, s
    if len(s) >= 2 and s[0] == "0" and s[1] in "0123456789":
        return None, s
    i = 0
    while i < len(s) and s[i] in "0123456789":
        i += 1
    digits, rest = s[:i], s[i:]
    n = 0
    for d in digits:
        if n >= 100_000_000:
            n = -1
            break
        n = n * 10 + int(d)
    return n, rest


def _repeat_is_valid(node: Node, n: int) -> bool:
    """Go's ``repeatIsValid``: nested counted repetitions multiply to at most ``n``."""
    stack = [(node, n)]
    while stack:
        cur, budget = stack.pop()
        if cur.kind == "rep":
            m = cur.max
            if m == 0:
                continue
            if m < 0:
                m = cur.min
            if m > budget:
                return False
            if m > 0:
                budget //= m
        stack.extend((sub, budget) for sub in cur.subs)
    return True


def parse(pattern: str) -> ParseResult:
    """Parse a Go regular expression (Perl flags, as ``regexp.Compile``); raises
    :class:`RegexSyntaxError` with Go's message for anything Go rejects."""
    return _Parser(pattern).parse()
