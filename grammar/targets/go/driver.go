// Prints each input's tokens, parse tree and syntax errors in the shared text format
// (grammar/README.md, "Comparing targets"). Argument: a file of RULE<TAB>PATH lines.
package main

import (
	"bufio"
	"fmt"
	"os"
	"reflect"
	"strings"
	"unicode"

	"github.com/antlr4-go/antlr/v4"

	"hcltarget/parser"
)

var modes = map[string]int{"configFile": antlr.LexerDefaultMode, "expressionFile": parser.HCLLexerINNER,
	"templateFile": parser.HCLLexerTEMPLATE_FILE, "traversalFile": parser.HCLLexerINNER}

type collect struct {
	*antlr.DefaultErrorListener
	errors []string
}

func (c *collect) SyntaxError(_ antlr.Recognizer, _ interface{}, line, column int, msg string, _ antlr.RecognitionException) {
	c.errors = append(c.errors, fmt.Sprintf("%d:%d %s", line, column, msg))
}

func quote(runes []rune) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range runes {
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '"':
			b.WriteString(`\"`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c < 0x20 || (c >= 0x7F && c < 0xA0) || (c >= 0xD800 && c < 0xE000) || c == 0x2028 || c == 0x2029 || c == 0xFEFF:
			fmt.Fprintf(&b, `\u{%04X}`, c)
		default:
			b.WriteRune(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func main() {
	manifest, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for _, line := range strings.Split(string(manifest), "\n") {
		if line == "" {
			continue
		}
		rule, path, _ := strings.Cut(line, "\t")
		data, err := os.ReadFile(path)
		if err != nil {
			panic(err)
		}
		input := parser.NewCharStream(data)
		text := func(t antlr.Token) string { return quote(input.Data[t.GetStart() : t.GetStop()+1]) }
		name := func(t antlr.Token) string {
			if t.GetTokenType() == antlr.TokenEOF {
				return "EOF"
			}
			return parser.HCLLexerLexerStaticData.SymbolicNames[t.GetTokenType()]
		}
		lexer := parser.NewHostLexer(input)
		errs := &collect{DefaultErrorListener: antlr.NewDefaultErrorListener()}
		lexer.RemoveErrorListeners()
		lexer.AddErrorListener(errs)
		if modes[rule] != antlr.LexerDefaultMode {
			lexer.SetMode(modes[rule])
		}
		stream := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
		stream.Fill()
		fmt.Fprintf(out, "### %s %s\n--- tokens\n", rule, path)
		for _, t := range stream.GetAllTokens() {
			fmt.Fprintf(out, "%d:%d %d %s", t.GetLine(), t.GetColumn(), t.GetChannel(), name(t))
			if t.GetTokenType() != antlr.TokenEOF {
				fmt.Fprintf(out, " %s", text(t))
			}
			fmt.Fprintln(out)
		}
		p := parser.NewHCLParser(stream)
		p.RemoveErrorListeners()
		p.AddErrorListener(errs)
		var root antlr.Tree
		switch rule {
		case "configFile":
			root = p.ConfigFile()
		case "expressionFile":
			root = p.ExpressionFile()
		case "templateFile":
			root = p.TemplateFile()
		case "traversalFile":
			root = p.TraversalFile()
		}
		fmt.Fprintln(out, "--- tree")
		type item struct {
			node  antlr.Tree
			depth int
		}
		stack := []item{{root, 0}}
		for len(stack) > 0 {
			it := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			fmt.Fprint(out, strings.Repeat("  ", it.depth))
			switch n := it.node.(type) {
			case antlr.ErrorNode:
				if t := n.GetSymbol(); t.GetTokenIndex() == -1 {
					fmt.Fprintf(out, "missing %s\n", name(t))
				} else {
					fmt.Fprintf(out, "error %s %s\n", name(t), text(t))
				}
			case antlr.TerminalNode:
				if t := n.GetSymbol(); t.GetTokenType() == antlr.TokenEOF {
					fmt.Fprintln(out, "EOF")
				} else {
					fmt.Fprintf(out, "%s %s\n", name(t), text(t))
				}
			case antlr.RuleContext:
				ruleName := p.RuleNames[n.GetRuleIndex()]
				label := []rune(strings.TrimSuffix(reflect.TypeOf(n).Elem().Name(), "Context"))
				label[0] = unicode.ToLower(label[0])
				if string(label) == ruleName {
					fmt.Fprintln(out, ruleName)
				} else {
					fmt.Fprintf(out, "%s #%s\n", ruleName, string(label))
				}
			}
			children := it.node.GetChildren()
			for i := len(children) - 1; i >= 0; i-- {
				stack = append(stack, item{children[i], it.depth + 1})
			}
		}
		fmt.Fprintln(out, "--- errors")
		for _, e := range errs.errors {
			fmt.Fprintln(out, e)
		}
	}
}
