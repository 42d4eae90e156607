// Command edit makes one of the edits bench/bench.sh measures to a Go
// file, in place:
//
//	edit comment FILE    appends a comment
//	edit body FILE       adds a statement at the start of the first
//	                     function body (no declaration changes)
//	edit signature FILE  appends an exported function (what the package
//	                     exports changes)
//
// bench.sh keeps a copy of the file and restores it after each edit.
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: edit comment|body|signature FILE")
		os.Exit(2)
	}
	if err := edit(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "edit:", err)
		os.Exit(1)
	}
}

func edit(kind, name string) error {
	src, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	switch kind {
	case "comment":
		src = append(src, "\n// bench edit\n"...)
	case "signature":
		src = append(src, "\n// IdemlintBenchEdit is a bench edit.\nfunc IdemlintBenchEdit() {}\n"...)
	case "body":
		f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		at := -1
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				at = int(fd.Body.Lbrace) // the offset after the brace: a position is an offset from the base, 1
				break
			}
		}
		if at < 0 {
			return fmt.Errorf("%s: no function body", name)
		}
		src = append(src[:at:at], append([]byte("\n\t_ = \"bench edit\""), src[at:]...)...)
	default:
		return fmt.Errorf("unknown edit %q", kind)
	}
	return os.WriteFile(name, src, 0o644)
}
