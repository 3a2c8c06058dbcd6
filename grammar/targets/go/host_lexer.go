// The host part of the HCL lexer for the Go target: what the grammar cannot say.
//
// Generate the lexer and parser from grammar/ (antlr4 -Dlanguage=Go -package parser
// HCLLexer.g4 HCLParser.g4), put this file beside them and use NewHostLexer in place of
// NewHCLLexer, fed by NewCharStream(bytes). It closes heredocs at a line equal to the
// opening marker (surrounding white space allowed, newline required), keeps a stray
// closing bracket from popping an empty mode stack, and decodes input as the input
// contract says.
package parser

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
)

type HostLexer struct {
	*HCLLexer
	markers []string
	depth   int // the mode stack's depth, which the runtime does not expose
}

func NewHostLexer(input antlr.CharStream) *HostLexer {
	h := &HostLexer{HCLLexer: NewHCLLexer(input)}
	// The interpreter runs the grammar's mode actions on h, so PushMode/PopMode below apply.
	s := &HCLLexerLexerStaticData
	h.Interpreter = antlr.NewLexerATNSimulator(h, s.atn, s.decisionToDFA, s.PredictionContextCache)
	return h
}

func (h *HostLexer) NextToken() antlr.Token {
	t := h.HCLLexer.NextToken()
	if t.GetTokenType() == HCLLexerHEREDOC_START {
		h.markers = append(h.markers, strings.TrimLeft(strings.TrimRight(t.GetText(), "\r\n"), "<-"))
	} else if t.GetTokenType() == HCLLexerH_TEXT && t.GetColumn() == 0 && len(h.markers) > 0 {
		in := h.GetInputStream()
		endOfLine := in.LA(1) == '\n' || (in.LA(1) == '\r' && in.LA(2) == '\n')
		if endOfLine && strings.TrimFunc(t.GetText(), unicode.IsSpace) == h.markers[len(h.markers)-1] {
			// Tokens have no type setter in the Go runtime: make the same token retyped.
			t = h.GetTokenFactory().Create(t.GetSource(), HCLLexerHEREDOC_END, "", t.GetChannel(),
				t.GetStart(), t.GetStop(), t.GetLine(), t.GetColumn())
			h.markers = h.markers[:len(h.markers)-1]
			h.PopMode()
		}
	}
	return t
}

func (h *HostLexer) PushMode(m int) {
	h.depth++
	h.HCLLexer.PushMode(m)
}

// PopMode does nothing on an empty stack (the runtime would panic); its result is unused.
func (h *HostLexer) PopMode() int {
	if h.depth == 0 {
		return 0
	}
	h.depth--
	return h.HCLLexer.PopMode()
}

// CharStream holds the decoded input as code points. The runtime's InputStream takes a
// Go string, which cannot hold the surrogates of the input contract.
type CharStream struct {
	Data  []rune
	index int
}

// NewCharStream decodes by the input contract: a leading UTF-8 BOM is dropped, and each
// byte that is not part of a well-formed UTF-8 sequence becomes U+DC00 + byte.
func NewCharStream(b []byte) *CharStream {
	out := make([]rune, 0, len(b))
	i := 0
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		i = 3
	}
	for i < len(b) {
		// Go's decoder follows Unicode's well-formedness and reports each bad byte alone.
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			r = 0xDC00 + rune(b[i])
		}
		out = append(out, r)
		i += n
	}
	return &CharStream{Data: out}
}

func (s *CharStream) Consume() {
	if s.index < len(s.Data) {
		s.index++
	}
}

func (s *CharStream) LA(offset int) int {
	pos := s.index + offset - 1
	if offset < 0 {
		pos = s.index + offset
	}
	if offset == 0 || pos < 0 || pos >= len(s.Data) {
		return antlr.TokenEOF
	}
	return int(s.Data[pos])
}

func (s *CharStream) Mark() int             { return -1 }
func (s *CharStream) Release(int)           {}
func (s *CharStream) Index() int            { return s.index }
func (s *CharStream) Seek(index int)        { s.index = min(index, len(s.Data)) }
func (s *CharStream) Size() int             { return len(s.Data) }
func (s *CharStream) GetSourceName() string { return "" }

func (s *CharStream) GetText(start, stop int) string {
	stop = min(stop, len(s.Data)-1)
	if start > stop || start < 0 {
		return ""
	}
	return string(s.Data[start : stop+1])
}

func (s *CharStream) GetTextFromTokens(start, end antlr.Token) string {
	return s.GetText(start.GetStart(), end.GetStop())
}

func (s *CharStream) GetTextFromInterval(i antlr.Interval) string {
	return s.GetText(i.Start, i.Stop)
}

func min(a, b int) int {
	if a < b {
		return a
	}
	return b
}
