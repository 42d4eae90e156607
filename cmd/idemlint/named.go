package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/model"
)

// A function-naming flag (-idemlint.effect=example.com/sms.Send) that
// names no function of the build changes nothing, silently: a typo, or a
// package that is not built. After the run, the command reads the
// declarations of the packages of the build (driver.Result.Packages) that
// the flags name.

// unnamed returns a warning for each name a function-naming flag of the
// model gives that no package of the build (the named packages, their
// tests and their dependencies) declares, as a function, a method or an
// interface's method.
func unnamed(analyzers []*analysis.Analyzer, pkgs map[string][]string) []string {
	type use struct{ flag, name, pkg, decl string }
	var uses []use
	for _, a := range analyzers {
		if a.Name != model.Analyzer.Name {
			continue
		}
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
	}
	if len(uses) == 0 {
		return nil
	}
	decls := map[string]map[string]bool{}
	var warnings []string
	for _, u := range uses {
		if _, ok := decls[u.pkg]; !ok && pkgs[u.pkg] != nil {
			decls[u.pkg] = declared(pkgs[u.pkg])
		}
		if !decls[u.pkg][u.decl] {
			warnings = append(warnings, fmt.Sprintf("idemlint: %s: %s names no function in the loaded packages", u.flag, u.name))
		}
	}
	return warnings
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
// files, as
// splitFullName gives them: functions, methods, and the methods of its
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
				names[funcName(d)] = true
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
