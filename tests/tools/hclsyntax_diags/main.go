// Command hclsyntax_diags parses each named file with the reference
// implementation's hclsyntax.ParseConfig (exactly what `hcldec` and `hclfmt`
// do via hclparse) and prints the resulting diagnostics as JSON in the same
// shape as `hcldec --diags=json`, plus the "context" range that hcldec's JSON
// writer leaves out.
//
// It is test tooling only: tests/tools/record_reference.py builds it against
// the Go sources that ../shared/tools/reference-oracle uses (GOPATH mode,
// Debian's golang-github-hashicorp-hcl-v2-dev) and cross-checks its output
// with hcldec's.
//
// Output: {"files": [{"filename": F, "diagnostics": [...]}, ...]}
package main

import (
	"encoding/json"
	"fmt"
	"io/ioutil"
	"os"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
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

type diagJSON struct {
	Severity string     `json:"severity"`
	Summary  string     `json:"summary"`
	Detail   string     `json:"detail,omitempty"`
	Subject  *rangeJSON `json:"subject,omitempty"`
	Context  *rangeJSON `json:"context,omitempty"`
}

type fileJSON struct {
	Filename    string     `json:"filename"`
	Diagnostics []diagJSON `json:"diagnostics"`
	Panic       string     `json:"panic,omitempty"`
}

func conv(r *hcl.Range) *rangeJSON {
	if r == nil {
		return nil
	}
	return &rangeJSON{
		Filename: r.Filename,
		Start:    posJSON{r.Start.Line, r.Start.Column, r.Start.Byte},
		End:      posJSON{r.End.Line, r.End.Column, r.End.Byte},
	}
}

func parseOne(filename string) (out fileJSON) {
	out.Filename = filename
	out.Diagnostics = []diagJSON{}
	defer func() {
		if r := recover(); r != nil {
			out.Panic = fmt.Sprint(r)
		}
	}()
	src, err := ioutil.ReadFile(filename)
	if err != nil {
		out.Panic = "read error: " + err.Error()
		return
	}
	_, diags := hclsyntax.ParseConfig(src, filename, hcl.Pos{Byte: 0, Line: 1, Column: 1})
	for _, d := range diags {
		var dj diagJSON
		switch d.Severity {
		case hcl.DiagError:
			dj.Severity = "error"
		case hcl.DiagWarning:
			dj.Severity = "warning"
		default:
			dj.Severity = "(unknown)"
		}
		dj.Summary = d.Summary
		dj.Detail = d.Detail
		dj.Subject = conv(d.Subject)
		dj.Context = conv(d.Context)
		out.Diagnostics = append(out.Diagnostics, dj)
	}
	return
}

func main() {
	var res struct {
		Files []fileJSON `json:"files"`
	}
	for _, fn := range os.Args[1:] {
		res.Files = append(res.Files, parseOne(fn))
	}
	b, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Stdout.Write(b)
	os.Stdout.Write([]byte{'\n'})
}
