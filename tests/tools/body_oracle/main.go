// Command body_oracle runs the reference implementation's body, JSON and
// static-analysis APIs on test cases and prints what they return, so the
// Python port can be compared with it exactly (diagnostics with their context
// ranges, content, block headers, variables, static analyses, literal values).
//
// It is test tooling only: tests/tools/record_body_reference.py (and the live
// differential tests) build it against the Go sources that
// ../shared/tools/reference-oracle uses (GOPATH mode, Debian's
// golang-github-hashicorp-hcl-v2-dev).
//
// Input (stdin): a JSON array of cases; output: a JSON array of results, one
// per case. A case is
//
//	{"files": [{"filename": F, "source": S}], "merge": bool,
//	 "op": "content" | "partial" | "just_attributes" | "expr", "schema": SCHEMA}
//
// where SCHEMA is {"attributes": [{"name", "required"}],
// "blocks": [{"type", "labels": [...], "body": SCHEMA?}], "remain": SCHEMA?}.
// Files ending in ".json" are JSON syntax. For "expr" the first file's source
// is one expression.
package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

type posJSON struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

type rangeJSON struct {
	Filename string  `json:"filename"`
	Start    posJSON `json:"start"`
	End      posJSON `json:"end"`
}

func conv(r hcl.Range) *rangeJSON {
	return &rangeJSON{
		Filename: r.Filename,
		Start:    posJSON{r.Start.Line, r.Start.Column, r.Start.Byte},
		End:      posJSON{r.End.Line, r.End.Column, r.End.Byte},
	}
}

func convPtr(r *hcl.Range) *rangeJSON {
	if r == nil {
		return nil
	}
	return conv(*r)
}

type diagJSON struct {
	Severity string     `json:"severity"`
	Summary  string     `json:"summary"`
	Detail   string     `json:"detail,omitempty"`
	Subject  *rangeJSON `json:"subject,omitempty"`
	Context  *rangeJSON `json:"context,omitempty"`
}

func diagsJSON(diags hcl.Diagnostics) []diagJSON {
	out := []diagJSON{}
	for _, d := range diags {
		sev := "error"
		if d.Severity == hcl.DiagWarning {
			sev = "warning"
		}
		out = append(out, diagJSON{sev, d.Summary, d.Detail, convPtr(d.Subject), convPtr(d.Context)})
	}
	return out
}

type schemaJSON struct {
	Attributes []struct {
		Name     string `json:"name"`
		Required bool   `json:"required"`
	} `json:"attributes"`
	Blocks []struct {
		Type   string      `json:"type"`
		Labels []string    `json:"labels"`
		Body   *schemaJSON `json:"body"`
	} `json:"blocks"`
	Remain *schemaJSON `json:"remain"`
}

func (s *schemaJSON) hcl() *hcl.BodySchema {
	out := &hcl.BodySchema{}
	if s == nil {
		return out
	}
	for _, a := range s.Attributes {
		out.Attributes = append(out.Attributes, hcl.AttributeSchema{Name: a.Name, Required: a.Required})
	}
	for _, b := range s.Blocks {
		out.Blocks = append(out.Blocks, hcl.BlockHeaderSchema{Type: b.Type, LabelNames: b.Labels})
	}
	return out
}

type caseJSON struct {
	Files []struct {
		Filename  string `json:"filename"`
		Source    string `json:"source"`
		SourceB64 string `json:"source_b64"`
	} `json:"files"`
	Merge  bool        `json:"merge"`
	Op     string      `json:"op"`
	Schema *schemaJSON `json:"schema"`
	// For "eval": variables as a JSON object (types implied), and names bound to
	// the unknown value.
	Vars    json.RawMessage `json:"vars"`
	Unknown []string        `json:"unknown"`
}

type stepJSON struct {
	Kind  string     `json:"kind"`
	Name  string     `json:"name,omitempty"`
	Key   string     `json:"key,omitempty"`
	Range *rangeJSON `json:"range"`
}

func traversalJSON(t hcl.Traversal) []stepJSON {
	out := []stepJSON{}
	for _, step := range t {
		s := stepJSON{Range: conv(step.SourceRange())}
		switch ts := step.(type) {
		case hcl.TraverseRoot:
			s.Kind, s.Name = "root", ts.Name
		case hcl.TraverseAttr:
			s.Kind, s.Name = "attr", ts.Name
		case hcl.TraverseIndex:
			s.Kind = "index"
			s.Key = valueJSON(ts.Key)
		default:
			s.Kind = "other"
		}
		out = append(out, s)
	}
	return out
}

// valueJSON is ctyjson's encoding of v with its type, as a string (so numbers
// keep their exact text through the Python side's JSON decoding).
func valueJSON(v cty.Value) string {
	if !v.IsWhollyKnown() {
		return `{"unknown": true}`
	}
	b, err := ctyjson.Marshal(v, cty.DynamicPseudoType)
	if err != nil {
		s, _ := json.Marshal(map[string]string{"error": err.Error()})
		return string(s)
	}
	return string(b)
}

type exprJSON struct {
	Range      *rangeJSON        `json:"range"`
	StartRange *rangeJSON        `json:"start_range"`
	Variables  [][]stepJSON      `json:"variables"`
	List       []*rangeJSON      `json:"list"`
	ListDiags  []diagJSON        `json:"list_diags"`
	Map        [][2]*rangeJSON   `json:"map"`
	MapDiags   []diagJSON        `json:"map_diags"`
	Call       *callJSON         `json:"call"`
	CallDiags  []diagJSON        `json:"call_diags"`
	Abs        []stepJSON        `json:"abs"`
	AbsDiags   []diagJSON        `json:"abs_diags"`
	Rel        []stepJSON        `json:"rel"`
	RelDiags   []diagJSON        `json:"rel_diags"`
	Keyword    string            `json:"keyword"`
	Literal    string            `json:"literal,omitempty"`
	LitDiags   []diagJSON        `json:"literal_diags,omitempty"`
	Extra      map[string]string `json:"extra,omitempty"`
}

type callJSON struct {
	Name      string       `json:"name"`
	NameRange *rangeJSON   `json:"name_range"`
	Args      []*rangeJSON `json:"args"`
	ArgsRange *rangeJSON   `json:"args_range"`
}

func ranges(exprs []hcl.Expression) []*rangeJSON {
	out := []*rangeJSON{}
	for _, e := range exprs {
		out = append(out, conv(e.Range()))
	}
	return out
}

func describeExpr(e hcl.Expression, literal bool) (out exprJSON) {
	out.Range = conv(e.Range())
	out.StartRange = conv(e.StartRange())
	out.Variables = [][]stepJSON{}
	for _, t := range e.Variables() {
		out.Variables = append(out.Variables, traversalJSON(t))
	}
	list, diags := hcl.ExprList(e)
	if !diags.HasErrors() {
		out.List = ranges(list)
	}
	out.ListDiags = diagsJSON(diags)
	pairs, diags := hcl.ExprMap(e)
	if !diags.HasErrors() {
		out.Map = [][2]*rangeJSON{}
		for _, p := range pairs {
			out.Map = append(out.Map, [2]*rangeJSON{conv(p.Key.Range()), conv(p.Value.Range())})
		}
	}
	out.MapDiags = diagsJSON(diags)
	call, diags := hcl.ExprCall(e)
	if !diags.HasErrors() {
		out.Call = &callJSON{call.Name, conv(call.NameRange), ranges(call.Arguments), conv(call.ArgsRange)}
	}
	out.CallDiags = diagsJSON(diags)
	abs, diags := hcl.AbsTraversalForExpr(e)
	if !diags.HasErrors() {
		out.Abs = traversalJSON(abs)
	}
	out.AbsDiags = diagsJSON(diags)
	rel, diags := hcl.RelTraversalForExpr(e)
	if !diags.HasErrors() {
		out.Rel = traversalJSON(rel)
	}
	out.RelDiags = diagsJSON(diags)
	out.Keyword = hcl.ExprAsKeyword(e)
	if literal {
		v, diags := e.Value(nil)
		out.Literal = valueJSON(v)
		out.LitDiags = diagsJSON(diags)
	}
	return out
}

type attrJSON struct {
	Name      string     `json:"name"`
	Range     *rangeJSON `json:"range"`
	NameRange *rangeJSON `json:"name_range"`
	Expr      exprJSON   `json:"expr"`
}

type blockJSON struct {
	Type        string       `json:"type"`
	Labels      []string     `json:"labels"`
	DefRange    *rangeJSON   `json:"def_range"`
	TypeRange   *rangeJSON   `json:"type_range"`
	LabelRanges []*rangeJSON `json:"label_ranges"`
	Body        *resultJSON  `json:"body,omitempty"`
}

type resultJSON struct {
	ParseDiags       [][]diagJSON `json:"parse_diags,omitempty"`
	Diags            []diagJSON   `json:"diags"`
	Attributes       []attrJSON   `json:"attributes"`
	Blocks           []blockJSON  `json:"blocks"`
	MissingItemRange *rangeJSON   `json:"missing_item_range"`
	BodyMissingRange *rangeJSON   `json:"body_missing_item_range"`
	Remain           *resultJSON  `json:"remain,omitempty"`
	Expr             *exprJSON    `json:"expr,omitempty"`
	EvalValue        string       `json:"eval_value,omitempty"`
	EvalDiags        []diagJSON   `json:"eval_diags,omitempty"`
	Panic            string       `json:"panic,omitempty"`
}

func attrsJSON(attrs hcl.Attributes, literal bool) []attrJSON {
	out := []attrJSON{}
	for _, a := range attrs {
		out = append(out, attrJSON{a.Name, conv(a.Range), conv(a.NameRange), describeExpr(a.Expr, literal)})
	}
	return out
}

func apply(body hcl.Body, op string, schema *schemaJSON, literal bool) *resultJSON {
	res := &resultJSON{Attributes: []attrJSON{}, Blocks: []blockJSON{}}
	res.BodyMissingRange = conv(body.MissingItemRange())
	var content *hcl.BodyContent
	var diags hcl.Diagnostics
	switch op {
	case "just_attributes":
		attrs, d := body.JustAttributes()
		res.Diags = diagsJSON(d)
		res.Attributes = attrsJSON(attrs, literal)
		return res
	case "partial":
		var remain hcl.Body
		content, remain, diags = body.PartialContent(schema.hcl())
		if schema != nil && schema.Remain != nil {
			res.Remain = apply(remain, "content", schema.Remain, literal)
		}
	default:
		content, diags = body.Content(schema.hcl())
	}
	res.Diags = diagsJSON(diags)
	res.Attributes = attrsJSON(content.Attributes, literal)
	res.MissingItemRange = conv(content.MissingItemRange)
	for _, b := range content.Blocks {
		bj := blockJSON{Type: b.Type, Labels: b.Labels, DefRange: conv(b.DefRange), TypeRange: conv(b.TypeRange),
			LabelRanges: []*rangeJSON{}}
		if bj.Labels == nil {
			bj.Labels = []string{}
		}
		for _, r := range b.LabelRanges {
			bj.LabelRanges = append(bj.LabelRanges, conv(r))
		}
		if schema != nil {
			for _, bs := range schema.Blocks {
				if bs.Type == b.Type && bs.Body != nil {
					bj.Body = apply(b.Body, "content", bs.Body, literal)
				}
			}
		}
		res.Blocks = append(res.Blocks, bj)
	}
	return res
}

func source(text, b64 string) []byte {
	if b64 == "" {
		return []byte(text)
	}
	b, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		panic(err)
	}
	return b
}

func run(c caseJSON) (res *resultJSON) {
	defer func() {
		if r := recover(); r != nil {
			res = &resultJSON{Panic: fmt.Sprint(r)}
		}
	}()
	isJSON := strings.HasSuffix(c.Files[0].Filename, ".json")
	if c.Op == "eval" {
		f := c.Files[0]
		expr, diags := hcljson.ParseExpression(source(f.Source, f.SourceB64), f.Filename)
		ctx := &hcl.EvalContext{Variables: map[string]cty.Value{}}
		if len(c.Vars) > 0 {
			ty, err := ctyjson.ImpliedType(c.Vars)
			if err != nil {
				panic(err)
			}
			v, err := ctyjson.Unmarshal(c.Vars, ty)
			if err != nil {
				panic(err)
			}
			for name, val := range v.AsValueMap() {
				ctx.Variables[name] = val
			}
		}
		for _, name := range c.Unknown {
			ctx.Variables[name] = cty.DynamicVal
		}
		val, valDiags := expr.Value(ctx)
		return &resultJSON{ParseDiags: [][]diagJSON{diagsJSON(diags)}, EvalValue: valueJSON(val),
			EvalDiags: diagsJSON(valDiags)}
	}
	if c.Op == "expr" {
		f := c.Files[0]
		var expr hcl.Expression
		var diags hcl.Diagnostics
		if isJSON {
			expr, diags = hcljson.ParseExpression(source(f.Source, f.SourceB64), f.Filename)
		} else {
			expr, diags = hclsyntax.ParseExpression(source(f.Source, f.SourceB64), f.Filename, hcl.InitialPos)
		}
		e := describeExpr(expr, isJSON)
		return &resultJSON{ParseDiags: [][]diagJSON{diagsJSON(diags)}, Expr: &e}
	}
	var bodies []hcl.Body
	var parseDiags [][]diagJSON
	for _, f := range c.Files {
		var file *hcl.File
		var diags hcl.Diagnostics
		if strings.HasSuffix(f.Filename, ".json") {
			file, diags = hcljson.Parse(source(f.Source, f.SourceB64), f.Filename)
		} else {
			file, diags = hclsyntax.ParseConfig(source(f.Source, f.SourceB64), f.Filename, hcl.InitialPos)
		}
		parseDiags = append(parseDiags, diagsJSON(diags))
		bodies = append(bodies, file.Body)
	}
	var body hcl.Body
	if c.Merge || len(bodies) != 1 {
		body = hcl.MergeBodies(bodies)
	} else {
		body = bodies[0]
	}
	res = apply(body, c.Op, c.Schema, isJSON)
	res.ParseDiags = parseDiags
	return res
}

func main() {
	var cases []caseJSON
	if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out := []*resultJSON{}
	for _, c := range cases {
		out = append(out, run(c))
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
