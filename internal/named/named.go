// Package named checks the names the function-naming flags give
// (-idemlint.effect=example.com/sms.Send): a name that no package of the
// build declares would change nothing, silently (a typo, or a package
// that is not built). After a run, the declarations of the packages of
// the build (driver.Result.Packages) that the flags name are read, and a
// name none declares is a miss, with the closest names the build has.
package named

import (
	"cmp"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/source"
)

// A Miss is a name a function-naming flag gives that no package of the
// build declares, as a function, a method or an interface's method.
type Miss struct {
	Flag, Name string // "-idemlint.effect", "(example.com/shop.Store).Sav"
	// Loaded reports that the build has the package the name is in:
	// only the declaration is not there.
	Loaded bool
	// Closest are the build's names nearest to Name.
	Closest []string
}

func (m Miss) String() string {
	msg := fmt.Sprintf("%s: %s names no function in the loaded packages", m.Flag, m.Name)
	if len(m.Closest) > 0 {
		msg += " (closest: " + strings.Join(m.Closest, ", ") + ")"
	}
	return msg
}

// Check returns a miss for each name a function-naming flag of the model
// analyzer a gives that no package of the build, pkgs (import path →
// Go files: the named packages, their tests and their dependencies),
// declares.
func Check(a *analysis.Analyzer, pkgs map[string][]string) []Miss {
	var uses []use
	a.Flags.VisitAll(func(f *flag.Flag) {
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			return
		}
		for _, name := range strings.Split(f.Value.String(), ",") {
			if pkg, decl, ok := splitFullName(name); ok {
				uses = append(uses, use{"-" + a.Name + "." + f.Name, name, pkg, decl})
			}
		}
	})
	if len(uses) == 0 {
		return nil
	}
	decls := map[string]map[string]bool{}
	var misses []Miss
	for _, u := range uses {
		if _, ok := decls[u.pkg]; !ok && pkgs[u.pkg] != nil {
			decls[u.pkg] = declared(pkgs[u.pkg])
		}
		if !decls[u.pkg][u.decl] {
			misses = append(misses, Miss{Flag: u.flag, Name: u.name, Loaded: pkgs[u.pkg] != nil, Closest: closest(u, decls[u.pkg], pkgs)})
		}
	}
	return misses
}

// use is one name a function-naming flag gives: the flag, the name, and
// its package path and declaration (splitFullName).
type use struct{ flag, name, pkg, decl string }

// maxClosest bounds the names an unknown one is offered in its place.
const maxClosest = 3

// closest returns the full names nearest to u's, by edit distance: the
// declarations of its package when the build has it, else the packages
// of the build, within a third of the name's length.
func closest(u use, decls map[string]bool, pkgs map[string][]string) []string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	if decls != nil {
		for d := range decls {
			if n := distance(d, u.decl); n <= max(2, len(u.decl)/3) {
				cs = append(cs, cand{fullName(u.pkg, d), n})
			}
		}
	} else {
		for p := range pkgs {
			if n := distance(p, u.pkg); n <= max(2, len(u.pkg)/3) {
				cs = append(cs, cand{p + "." + u.decl, n})
			}
		}
	}
	slices.SortFunc(cs, func(a, b cand) int { return cmp.Or(a.d-b.d, strings.Compare(a.name, b.name)) })
	var out []string
	for _, c := range cs[:min(len(cs), maxClosest)] {
		out = append(out, c.name)
	}
	return out
}

// fullName spells a declaration of pkg as the flags take it: pkg.F, or
// (pkg.T).M for a method.
func fullName(pkg, decl string) string {
	if t, m, ok := strings.Cut(decl, "."); ok {
		return "(" + pkg + "." + t + ")." + m
	}
	return pkg + "." + decl
}

// distance is the Levenshtein distance between a and b, in bytes.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			sub := prev[j-1]
			if a[i-1] != b[j-1] {
				sub++
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, sub)
		}
		prev = cur
	}
	return prev[len(b)]
}

// splitFullName splits a function's full name into its package path and
// its declaration's name: "F", or "T.M" for a method of T or *T.
func splitFullName(name string) (pkg, decl string, ok bool) {
	if recv, method, isMethod := strings.Cut(name, ")."); isMethod {
		recv = strings.TrimPrefix(strings.TrimPrefix(recv, "("), "*")
		i := strings.LastIndexByte(recv, '.')
		if i < 0 {
			return "", "", false
		}
		return recv[:i], recv[i+1:] + "." + method, true
	}
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return "", "", false
	}
	return name[:i], name[i+1:], true
}

// declared returns the names of the function declarations of a package's
// files, as splitFullName gives them: functions, methods, and the methods of its
// interface types.
func declared(files []string) map[string]bool {
	names := map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range files {
		f, _ := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if f == nil {
			continue
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				names[source.FuncName(d)] = true
			case *ast.GenDecl:
				for _, s := range d.Specs {
					ts, ok := s.(*ast.TypeSpec)
					if !ok {
						continue
					}
					it, ok := ts.Type.(*ast.InterfaceType)
					if !ok {
						continue
					}
					for _, m := range it.Methods.List {
						for _, n := range m.Names {
							names[ts.Name.Name+"."+n.Name] = true
						}
					}
				}
			}
		}
	}
	return names
}
