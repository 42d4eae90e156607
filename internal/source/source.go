// Package source reads the Go files that findings point into, each once:
// their lines, columns in UTF-16 code units (SARIF's default and LSP's;
// go vet prints byte offsets), and the function declaration around a
// line.
package source

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"unicode/utf16"
)

// Files reads files as they are asked for, and keeps what it read.
type Files struct {
	lines map[string][]string
	funcs map[string][]funcSpan // see FuncAt
}

// New returns a Files that has read nothing yet.
func New() *Files {
	return &Files{lines: map[string][]string{}, funcs: map[string][]funcSpan{}}
}

// Line returns line n (from 1) of file, "" past its end or when it
// cannot be read.
func (s *Files) Line(file string, n int) string {
	ls, ok := s.lines[file]
	if !ok {
		if f, err := os.Open(file); err == nil {
			sc := bufio.NewScanner(f)
			sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
			for sc.Scan() {
				ls = append(ls, sc.Text())
			}
			f.Close()
		}
		s.lines[file] = ls
	}
	if n < 1 || n > len(ls) {
		return ""
	}
	return ls[n-1]
}

// Column converts a 1-based byte column of a line into UTF-16 code units.
func (s *Files) Column(file string, line, col int) int {
	text := s.Line(file, line)
	if col < 1 || col-1 > len(text) {
		return col
	}
	return len(utf16.Encode([]rune(text[:col-1]))) + 1
}

// funcSpan is the extent of a function declaration, in lines.
type funcSpan struct {
	start, end int
	name       string // FuncName's
}

// FuncAt returns the name of the function declaration whose body or
// signature holds line of file (a function literal counts as the
// declaration around it), or "" outside any.
func (s *Files) FuncAt(file string, line int) string {
	spans, ok := s.funcs[file]
	if !ok {
		fset := token.NewFileSet()
		f, _ := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if f != nil {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					spans = append(spans, funcSpan{fset.Position(fd.Pos()).Line, fset.Position(fd.End()).Line, FuncName(fd)})
				}
			}
		}
		s.funcs[file] = spans
	}
	for _, sp := range spans {
		if sp.start <= line && line <= sp.end {
			return sp.name
		}
	}
	return ""
}

// FuncName names a declaration without its receiver's pointer or type
// parameters: "F", or "T.M" for a method of T or *T.
func FuncName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
			continue
		case *ast.IndexExpr:
			t = x.X
			continue
		case *ast.IndexListExpr:
			t = x.X
			continue
		case *ast.ParenExpr:
			t = x.X
			continue
		case *ast.Ident:
			return x.Name + "." + fd.Name.Name
		}
		return fd.Name.Name
	}
}
