"""The error classifier's rules for strings: block labels, and quoted and heredoc
templates with their interpolations and directives.

:class:`StringErrors` is a part of the classifier in :mod:`hcl.native.classify`, kept
here because strings follow their own rules: labels admit no template sequences, and
the reference pairs a template's directives only once the template ends.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from antlr4 import ParserRuleContext, Token

from hcl._generated.HCLParser import HCLParser as P
from hcl.diagnostics import Diagnostic
from hcl.native import lexer_tables as L
from hcl.native import templates as tpl
from hcl.native.classifier_parts import ClassifierParts
from hcl.native.syntax_sets import END_KEYWORDS, IDENTS, QUOTED_TEXT, SEQUENCE_CLOSES, SEQUENCES, TEMPLATE_RULES
from hcl.pos import Range
from hcl.text import name_suggestion

_CONTROL_KEYWORDS = ("if", "for", "else", "endif", "endfor")
_EXTRA_IN_MARKER = 'Only a closing brace "}" can come next to end the directive. Move any other text after it.'


# The rules an expression is being parsed in (a primary or operand when the parse has
# not yet told which kind of bracket a "[" opens).
_EXPRESSION_RULES = (P.ExpressionContext, P.PrimaryContext, P.OperandContext)
# The expressions a bracket opens and closes.
_BRACKET_RULES = (P.FunctionCallContext, P.TupleConsContext, P.ObjectConsContext, P.ParenPrimaryContext,
                  P.IndexOperandContext, P.ForTupleExprContext, P.ForObjectExprContext)


# A template whose directives were paired: the token ending it, and the index of the
# newline that broke it (a quoted one), or -1.
PairedTemplate = tuple[Token, int]


class StringErrors(ClassifierParts):
    """The classifier's handlers and helpers for errors in labels and templates."""

    if TYPE_CHECKING:  # what else the classifier provides
        order: int | None
        recovers: bool
        skips_to: Token | None
        passes_over: Token | None
        late_reports: list[Diagnostic]
        template_end: Token | None
        paired: dict[int, PairedTemplate]

        def find(self, *types: type) -> ParserRuleContext | None: ...
        def innermost(self, *types: type) -> ParserRuleContext | None: ...
        def _tokens_from(self, index: int) -> Iterator[Token]: ...
        def _item_end(self, first: Token) -> Token: ...
        def _all_end_at_eof(self, eof: Token) -> None: ...
        def _header_error(self, ctx: P.BlockContext, tok: Token) -> Diagnostic: ...
        def expression_start(self) -> Diagnostic | None: ...
        def _operand_expected(self) -> bool: ...

    def quoted_newline(self) -> Diagnostic | None:
        if self.t not in (L.QUOTED_NEWLINE, L.INVALID) or self.innermost(P.StringLiteralContext) is not None:
            return None
        if self.t == L.INVALID and not self._in_template_text():
            return None
        tmpl = self.find(P.QuotedTemplateContext, P.HeredocTemplateContext)
        self.reported_by = tmpl
        unterminated = self._unterminated(tmpl)
        self._pair_directives(None)  # (the reference pairs them at the end it reads on to)
        return unterminated

    def _in_template_text(self) -> bool:
        """Whether the parse is where a template's text may come (not inside a sequence)."""
        ctx = self.innermost(P.TemplateContext, P.QuotedTemplateContext, P.HeredocTemplateContext,
                             P.TemplatePartContext, P.TemplateIfContext, P.TemplateForContext)
        return ctx is not None and not (isinstance(ctx, P.TemplateIfContext | P.TemplateForContext)
                                        and self._in_header(ctx))

    def _unterminated(self, tmpl: ParserRuleContext | None) -> Diagnostic:
        start = self.next_token(tmpl.start.tokenIndex) if tmpl is not None else self.tok
        return self.err("Unterminated template string",
                        "The template is not closed. Add its closing quote, or the heredoc's end marker on a line "
                        "of its own.", self.here, self.between(start))

    def label(self) -> Diagnostic | None:
        lit = self.innermost(P.StringLiteralContext)
        if lit is None:
            return None
        open_tok = lit.start
        block = lit.parentCtx.parentCtx if isinstance(lit.parentCtx, P.BlockLabelContext) else None
        if self.t == Token.EOF:
            if isinstance(block, P.BlockContext):  # the header then ends there too
                self.recovers = False
                self.outer_reports.append((self._header_error(block, self.tok), True, False))
            return self._unterminated_literal(self.tok, open_tok)
        if isinstance(block, P.BlockContext):
            self._header_goes_on(block, open_tok)
        if self.t in (L.TEMPLATE_INTERP, L.TEMPLATE_DIRECTIVE):
            return self._sequence_in_label(self.tok, open_tok)
        return self._bad_label_part(self.tok, open_tok)

    def _bad_label_part(self, tok: Token, open_tok: Token) -> Diagnostic:
        return self.err("Invalid string literal",
                        "This string must be a plain literal, and this part of it is not allowed there.",
                        self.r(tok), self.between(open_tok, tok))

    def _unterminated_literal(self, eof: Token, open_tok: Token) -> Diagnostic:
        return self.err("Unterminated string literal",
                        'The file ends before this string is closed. End it with a double quote (").',
                        self.r(eof), self.between(open_tok, eof))

    def _sequence_in_label(self, tok: Token, open_tok: Token) -> Diagnostic:
        which = "$" if tok.type == L.TEMPLATE_INTERP else "%"
        return self.err("Invalid string literal",
                        f'This string must be a plain literal, so it cannot hold template sequences. Write '
                        f'"{which}{which}" for a literal "{which}".', self.r(tok), self.between(open_tok, tok))

    def _header_goes_on(self, block: P.BlockContext, open_tok: Token) -> None:
        """After an error in a block's label, the reference reads on: after a template
        sequence, from the sequence's end in the label; after anything else, from the
        quote its recovery takes for the label's end. Then come any further labels (each
        error in them reported too), then what should be the block's opening brace."""
        if self.t in (L.TEMPLATE_INTERP, L.TEMPLATE_DIRECTIVE):
            tok, in_label = self._sequence_end(self.tok), True
        else:
            tok, in_label = self._recover(self.tok.tokenIndex + 1, L.CQUOTE), False
            self.passes_over = tok  # (the label's text up to there reports nothing)
        while True:
            tok = self.next_token(tok.tokenIndex)
            if in_label:
                if tok.type in (L.TEMPLATE_INTERP, L.TEMPLATE_DIRECTIVE):
                    self.outer_reports.append((self._sequence_in_label(tok, open_tok), True, True))
                    tok = self._sequence_end(tok)
                elif tok.type == L.CQUOTE:
                    in_label = False
                elif tok.type == Token.EOF:
                    self.outer_reports.append((self._unterminated_literal(tok, open_tok), True, True))
                    self.skips_to = tok  # the header, and the file, end inside the label
                    return
                elif tok.type not in QUOTED_TEXT:
                    self.outer_reports.append((self._bad_label_part(tok, open_tok), True, True))
                    tok, in_label = self._recover(tok.tokenIndex + 1, L.CQUOTE), False
            elif tok.type == L.OQUOTE:
                in_label, open_tok = True, tok
            elif tok.type not in IDENTS:
                break
        if tok.type == L.LBRACE:
            return
        if tok.type in (L.ASSIGN, L.NEWLINE):  # reported even in recovery mode
            self.outer_reports.append((self._header_error(block, tok), True, True))
        self.skips_to = self._item_end(tok)

    def _sequence_end(self, opener: Token) -> Token:
        """The token closing the template sequence ``opener`` starts, as the reference's
        recovery finds it (or the end of the file)."""
        depth = 0
        for tok in self._tokens_from(opener.tokenIndex + 1):
            if tok.type in (L.TEMPLATE_INTERP, L.TEMPLATE_DIRECTIVE, L.LBRACE, L.FOR_LBRACE):
                depth += 1
            elif tok.type in SEQUENCE_CLOSES:
                if depth == 0:
                    return tok
                depth -= 1
        return self.tokens[-1]

    def _template_start(self) -> Token:
        tmpl = self.find(P.QuotedTemplateContext, P.HeredocTemplateContext)
        if tmpl is not None:
            return self.next_token(tmpl.start.tokenIndex)
        first = self.tokens[0]
        return first if first.channel == Token.DEFAULT_CHANNEL else self.next_token(0)

    def _open_directives(self) -> list[tuple[str, ParserRuleContext]]:
        """Enclosing if/for directives, innermost first, whose body is being parsed."""
        out = []
        for ctx in self.stack:
            if isinstance(ctx, P.TemplateIfContext) and ctx.templateClose():
                out.append(("if", ctx))
            elif isinstance(ctx, P.TemplateForContext) and ctx.templateClose():
                out.append(("for", ctx))
        return out

    def _directive_range(self, directive: Token) -> Range:
        kw = self.next_token(directive.tokenIndex)
        after = self.next_token(kw.tokenIndex)
        return Range.between(self.r(directive), self.r(after))

    def _opener_range(self, ctx: ParserRuleContext) -> Range:
        close = ctx.templateClose()[0] if isinstance(ctx, P.TemplateIfContext) else ctx.templateClose(0)
        return Range.between(self.r(ctx.start), self.r(close.start))

    def directive(self) -> Diagnostic | None:
        if not self.find(*TEMPLATE_RULES):
            return None
        if self.t == L.TEMPLATE_DIRECTIVE:
            return self._misplaced_directive(self.tok)
        if self.pt == L.TEMPLATE_DIRECTIVE:
            return self._bad_keyword(self.prev)
        # errors inside an if/for directive's own header
        keyword = self.prev if self.pt in END_KEYWORDS else None
        if keyword is not None and self._prev_is(keyword, L.TEMPLATE_DIRECTIVE):
            return self._extra_in_marker(keyword.text, self.tok)
        head = self.innermost(P.TemplateIfContext, P.TemplateForContext)
        if head is not None and self._in_header(head):
            if isinstance(head, P.TemplateForContext) and not head.IN():
                names = head.identifier()
                if self.pt == L.COMMA:
                    detail = "Write the value variable's name after the comma, as in %{ for key, value in coll }."
                elif not names or self.pt == L.FOR:
                    detail = "Write a variable name after 'for', as in %{ for item in coll }."
                else:
                    detail = "Write 'in' and the collection after the variable names, as in %{ for item in coll }."
                self._pair_directives(head.start)
                return self.err("Invalid 'for' directive", detail, self.here)
            kw = "if" if isinstance(head, P.TemplateIfContext) else "for"
            if keyword is not None:
                kw = keyword.text
            return self.err(f"Extra characters in {kw} marker",
                                _EXTRA_IN_MARKER,
                                self.here, self.between(self._template_start()))
        interp = self.innermost(P.TemplateInterpolationContext)
        if interp is not None and interp.expression() is not None and not self._operand_expected():
            start = self._template_start()
            if self.t == Token.EOF:
                self._pair_directives(None)
                subject = self.r(start)
                after = self.tokens[start.tokenIndex + 1]
                if start.type == L.H_TEXT and after.type == L.H_NEWLINE:  # one token of the reference's
                    subject = Range.between(subject, self.r(after))
                return self.err(
                    "Unclosed template interpolation sequence",
                    'The file ends before the "}" that closes this "${" sequence. Add it, and check the '
                    "expression inside for unbalanced brackets or quotes.",
                    subject)
            if self.t == L.COLON:
                return self.err(
                    "Extra characters after interpolation expression",
                    'A colon cannot follow the expression inside "${ ... }". If this text belongs to '
                    'another language and is meant literally, write "$${" instead of "${" to escape it.',
                    self.here, self.between(start))
            if self.t in (L.CQUOTE, L.OQUOTE) and self.find(P.QuotedTemplateContext):
                return self.err(
                    "Unclosed template interpolation sequence",
                    'The quoted string ends before the "}" that closes this "${" sequence. Add it, and '
                    "check the expression inside for unbalanced brackets or quotes.", self.r(start))
            # The reference skips to the sequence's end, then reads on in the template.
            self.skips_to = self._sequence_end(interp.start)
            if self.skips_to.type == Token.EOF:
                self._all_end_at_eof(self.skips_to)
            return self.err(
                "Extra characters after interpolation expression",
                'Only a closing brace "}" can follow the expression inside "${ ... }". If this is '
                "another language's interpolation syntax (a shell script's, for example) meant "
                'literally, escape it by writing "$${" instead of "${".', self.here, self.between(start))
        if self.t == Token.EOF and (self._in_brackets_in_sequence() or self._cut_short()):
            # The reference reports the bracket or step the file ends in, then, the
            # template ending there, the directives it leaves unpaired.
            self._pair_directives(None)
            return None
        if self.t == Token.EOF and self._operand_expected() and self.innermost(*_EXPRESSION_RULES):
            # The file ends where an expression inside a sequence should start (ditto).
            self._pair_directives(None)
            return self.expression_start()
        if self.t in (L.CQUOTE, L.HEREDOC_END, Token.EOF) and self._open_directives():
            kind, ctx = self._open_directives()[0]
            self._after_template()
            unclosed = self.err(
                "Unexpected end of template",
                f"The {kind} directive at {self._opener_range(ctx)} is never closed. Add "
                f"%{{ end{kind} }} after its body.", self.here)
            tmpl = self.find(P.QuotedTemplateContext, P.HeredocTemplateContext)
            if self.t != Token.EOF or tmpl is None:
                # Every directive left open is reported, the innermost first.
                self._pair_directives(None)
                return self.late_reports.pop(0) if self.late_reports else unclosed
            # The reference first finds the template's end missing (not in recovery mode,
            # which this error starts), then each directive's end.
            self.recovers, self.always = True, False
            self._pair_directives(None)
            return self._unterminated(tmpl)
        if self.t in (Token.EOF, L.QUOTED_NEWLINE) and self.find(P.QuotedTemplateContext, P.HeredocTemplateContext):
            return self._unterminated(self.find(P.QuotedTemplateContext, P.HeredocTemplateContext))
        return None

    def _cut_short(self) -> bool:
        """Whether the token before is a dot, the star of "[*" or the "for" of "[for": what
        they start reports the end of the file, as it does outside templates."""
        if self.pt == L.DOT:
            return True
        return self.pt in (L.STAR, L.FOR) and self._prev_is(self.prev, L.LBRACK)

    def _in_brackets_in_sequence(self) -> bool:
        """Whether the error is inside brackets opened inside the innermost template sequence."""
        for ctx in self.stack:
            if isinstance(ctx, TEMPLATE_RULES):
                return False
            if isinstance(ctx, _BRACKET_RULES):
                return True
        return False

    def _in_header(self, head: ParserRuleContext) -> bool:
        closes = head.templateClose()
        return not closes or closes[0] in self.stack

    def _bad_keyword(self, directive: Token) -> Diagnostic:
        kw = self.tok
        if kw.type not in IDENTS or kw.text not in _CONTROL_KEYWORDS:
            self._pair_directives(directive)
            self.passes_over = self._sequence_end(directive)  # the reference reads to its "}"
        if kw.type not in IDENTS:
            return self.err(
                "Invalid template directive",
                'A "%{" sequence starts with one of the keywords if, else, endif, for or endfor. '
                'Write "%%{" for a literal "%{".', self.here, self.between(directive))
        given = kw.text
        if given in _CONTROL_KEYWORDS:
            return self._misplaced_directive(directive)
        suggestion = name_suggestion(given, _CONTROL_KEYWORDS)
        hint = f' Did you mean "{suggestion}"?' if suggestion else ""
        return self.err("Invalid template control keyword",
                        f'Template directives use the keywords if, else, endif, for and endfor, and '
                        f'"{given}" is not one of them.{hint}',
                        self.here, self.between(directive))

    def _pair_directives(self, broken: Token | None) -> None:
        """Once the template ends, the reference pairs up its directives and reports those
        left unpaired, leaving out the ones it skips (``broken``, the "%{" of one found
        here, and every other it cannot read). Each template is paired once a parse."""
        tmpl = self.find(P.QuotedTemplateContext, P.HeredocTemplateContext)
        if tmpl is None:
            return
        known = self.paired.get(tmpl.start.tokenIndex)
        if known is not None:
            self.template_end = known[0]
            return
        directives: list[tuple[str, Range]] = []
        tok = self.next_token(tmpl.start.tokenIndex)
        newline = -1  # (a newline ends a quoted template's text: the reference reads on to a quote)
        while tok.type not in (L.CQUOTE, L.HEREDOC_END, Token.EOF):
            if tok.type == L.QUOTED_NEWLINE and newline < 0:
                newline = tok.tokenIndex
            if tok.type in SEQUENCES:
                close = self._sequence_end(tok)
                keyword = self.next_token(tok.tokenIndex)
                if newline < 0 and tok is not broken and tok.type == L.TEMPLATE_DIRECTIVE and self._readable(keyword):
                    directives.append((keyword.text, Range.between(self.r(tok), self.r(close))))
                tok = close
                if close.type == Token.EOF:
                    break
            tok = self.next_token(tok.tokenIndex)
        self.late_reports.extend(tpl.unpaired_directives(directives, self.r(tok)))
        self.paired[tmpl.start.tokenIndex] = (tok, newline)
        self.template_end = tok

    def _readable(self, keyword: Token) -> bool:
        """Whether the reference reads the directive starting with ``keyword``: a control
        keyword, and for "for" the names and "in" after it."""
        if keyword.text not in _CONTROL_KEYWORDS:
            return False
        if keyword.type != L.FOR:
            return True
        name = self.next_token(keyword.tokenIndex)
        after = self.next_token(name.tokenIndex)
        if name.type in IDENTS and after.type == L.COMMA:
            name = self.next_token(after.tokenIndex)
            after = self.next_token(name.tokenIndex)
        return name.type in IDENTS and after.type == L.IN

    def _extra_in_marker(self, keyword: str, tok: Token) -> Diagnostic:
        return self.err(f"Extra characters in {keyword} marker",
                        _EXTRA_IN_MARKER,
                        self.r(tok), Range.between(self.r(self._template_start()), self.r(tok)))

    def _after_template(self) -> None:
        """Balance errors come after the template's own (escape) errors, as in the reference.

        They are found after parsing, so they neither start nor respect recovery mode.
        """
        self.recovers = False
        self.always = True
        tmpl = self.find(P.QuotedTemplateContext, P.HeredocTemplateContext, P.TemplateFileContext)
        end = tmpl.stop if tmpl is not None and tmpl.stop is not None else self.template_end
        if end is not None:  # (the template's end, once its parse or its pairing has found it)
            self.order = self.src.range(end.start, end.start).start.byte
        known = self.paired.get(tmpl.start.tokenIndex) if tmpl is not None else None
        if known is not None and 0 <= known[1] < self.tok.tokenIndex:
            # Past the newline that broke the string, which the reference reads on from in
            # recovery mode: not a template's to it.
            self.always = False

    def _misplaced_directive(self, directive: Token) -> Diagnostic:
        self._after_template()
        kw = self.next_token(directive.tokenIndex)
        if kw.type in END_KEYWORDS:
            after = self.next_token(kw.tokenIndex)
            if after.type not in SEQUENCE_CLOSES:
                self.recovers, self.always = True, False
                return self._extra_in_marker(kw.text, after)
        if kw.type not in IDENTS or kw.text not in _CONTROL_KEYWORDS:
            self.recovers, self.always = True, False
            saved = self.tok
            self.tok, self.t = kw, kw.type
            try:
                return self._bad_keyword(directive)
            finally:
                self.tok, self.t = saved, saved.type
        name, rng = kw.text, self._directive_range(directive)
        if name in ("if", "for"):
            return self.err(f"Unexpected {name} directive", tpl.UNPAIRED, rng)
        # Once the template ends, the reference reports every directive left unpaired.
        self._pair_directives(None)
        self._after_template()
        if not self.always:  # (past the newline that broke the string)
            return self.err(f"Unexpected {name} directive", tpl.UNPAIRED, rng)
        mine = next((d for d in self.late_reports if d.subject == rng), None)
        if mine is not None:
            self.late_reports.remove(mine)
            return mine
        # Paired as the reference pairs them once the template ends: after the directives
        # open here (and the innermost if's else, when it has one).
        directives: list[tuple[str, Range]] = []
        for kind, ctx in reversed(self._open_directives()):
            directives.append((kind, self._opener_range(ctx)))
            if isinstance(ctx, P.TemplateIfContext) and ctx.ELSE() is not None:
                directives.append(("else", rng))
        directives.append((name, rng))
        found = [d for d in tpl.unpaired_directives(directives, self.here) if d.subject == rng]
        return found[0] if found else self.err(f"Unexpected {name} directive", tpl.UNPAIRED, rng)
