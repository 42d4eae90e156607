package driver

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBlankBodies declares packages of the standard library from their
// sources with and without their functions' bodies blanked: every
// package-level object must have the same type and position.
func TestBlankBodies(t *testing.T) {
	src := []byte("package p\n\nfunc f() struct{ a int } {\n\treturn struct{ a int }{1}\n}\n\n" +
		"func (r *T) g(x interface{ M() }) func() {\n\treturn func() {}\n}\n\nfunc asm(x int)\n\n" +
		"func h() {\n//line other.go:1\n}\n\ntype T struct{}\n")
	want := "package p\n\nfunc f() struct{ a int } {\n" + strings.Repeat(" ", 26) + "\n}\n\n" +
		"func (r *T) g(x interface{ M() }) func() {\n" + strings.Repeat(" ", 17) + "\n}\n\nfunc asm(x int)\n\n" +
		"func h() {\n//line other.go:1\n}\n\ntype T struct{}\n"
	if got := string(blankBodies(src)); got != want {
		t.Errorf("blankBodies:\n%s\nwant:\n%s", got, want)
	}
	for _, path := range []string{"net/http", "go/types", "crypto/tls", "unicode"} {
		dir := filepath.Join(build.Default.GOROOT, "src", path)
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			name := e.Name()
			if !strings.HasSuffix(name, ".go") {
				continue
			}
			src, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if a, b := declarations(t, name, src), declarations(t, name, blankBodies(src)); a != b {
				t.Errorf("%s/%s: blanking its bodies changes its declarations", path, name)
			}
		}
	}
}

// declarations prints a file's declarations, its functions' bodies but
// their braces left out, with their positions.
func declarations(t *testing.T, name string, src []byte) string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var b strings.Builder
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			fmt.Fprintf(&b, "body %v %v\n", fset.Position(fd.Body.Lbrace), fset.Position(fd.Body.Rbrace))
			fd.Body = nil
		}
		fmt.Fprintf(&b, "%v ", fset.Position(d.Pos()))
		if err := printer.Fprint(&b, fset, d); err != nil {
			t.Fatal(err)
		}
		b.WriteString("\n")
	}
	return b.String()
}
