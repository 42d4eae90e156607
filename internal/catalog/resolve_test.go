package catalog_test

import (
	"errors"
	"fmt"
	"go/build"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/catalog"
)

// The examples module requires the real libraries at the pinned versions;
// its catalogimports package blank-imports every package the catalog names.
// The legacy module pins older versions whose API the catalog also names
// (a row resolves if it resolves in either).
const (
	examplesDir    = "../../examples"
	legacyDir      = "../../examples/legacy"
	catalogImports = "github.com/idemlint/idemlint/examples/catalogimports"
)

// TestRowsResolve type-checks the catalog against the real libraries: every
// row must name a declaration that exists, declared where the row says, with
// the parameter names its Args give. It needs the examples module's
// dependencies, from the module cache or the module proxy.
func TestRowsResolve(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the examples module and all its dependencies")
	}
	byPath, imports := loadExamples(t)
	for path, pkgs := range loadModule(t, legacyDir) {
		byPath[path] = append(byPath[path], pkgs...)
	}

	var failed int
	for i := range catalog.Rows() {
		row := &catalog.Rows()[i]
		if err := resolve(byPath[row.Path], row); err != nil {
			failed++
			t.Errorf("%s: %v", rowString(row), err)
		}
	}
	t.Logf("%d rows checked against %d packages, %d failed", len(catalog.Rows()), len(catalog.Packages()), failed)

	named := map[string]bool{}
	for _, p := range catalog.Packages() {
		named[p] = true
	}
	imported := map[string]bool{}
	for _, path := range imports {
		c := catalog.Canonical(path)
		imported[c] = true
		if !named[c] {
			t.Errorf("examples/catalogimports imports %s, which no catalog row names", path)
		}
	}
	for _, p := range catalog.Packages() {
		// Internal packages cannot be imported; they are reached through
		// the packages that use them.
		if !imported[p] && !isInternal(p) {
			t.Errorf("no blank import in examples/catalogimports for %s (canonical path of a catalog row)", p)
		}
	}
}

// loadExamples loads the examples module and indexes every package of its
// import graph by canonical path. It also returns the import paths of
// catalogimports.
func loadExamples(t *testing.T) (map[string][]*types.Package, []string) {
	t.Helper()
	byPath, imports := load(t, examplesDir)
	if imports == nil {
		t.Fatalf("%s was not loaded from %s", catalogImports, examplesDir)
	}
	slices.Sort(imports)
	return byPath, imports
}

// loadModule indexes the import graph of the module in dir by canonical
// path.
func loadModule(t *testing.T, dir string) map[string][]*types.Package {
	t.Helper()
	byPath, _ := load(t, dir)
	return byPath
}

func load(t *testing.T, rel string) (map[string][]*types.Package, []string) {
	t.Helper()
	dir, err := filepath.Abs(rel)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		t.Fatalf("the module %s is missing: %v", rel, err)
	}
	cfg := &packages.Config{
		Dir:  dir,
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports | packages.NeedDeps,
		Env:  append(os.Environ(), "GOWORK=off"),
	}
	roots, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatalf("loading %s (needs the Go module proxy or a filled module cache): %v", dir, err)
	}
	byPath := map[string][]*types.Package{}
	var loadErrs []string
	var imports []string
	packages.Visit(roots, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			loadErrs = append(loadErrs, e.Error())
		}
		if p.Types != nil {
			c := catalog.Canonical(p.PkgPath)
			byPath[c] = append(byPath[c], p.Types)
		}
		if p.PkgPath == catalogImports {
			for path := range p.Imports {
				imports = append(imports, path)
			}
		}
	})
	if len(loadErrs) > 0 {
		if len(loadErrs) > 10 {
			loadErrs = append(loadErrs[:10], fmt.Sprintf("and %d more", len(loadErrs)-10))
		}
		t.Fatalf("loading %s (needs the Go module proxy or a filled module cache) failed:\n%s", dir, strings.Join(loadErrs, "\n"))
	}
	return byPath, imports
}

// resolve checks row against the packages of its canonical path; it
// resolves if it resolves in one of them.
func resolve(pkgs []*types.Package, row *catalog.Row) error {
	if len(pkgs) == 0 {
		return fmt.Errorf("package %s is not in the import graph of the examples or legacy module", row.Path)
	}
	if row.Role.String() == "role?" {
		return fmt.Errorf("unknown role %d", row.Role)
	}
	var errs []string
	for _, pkg := range pkgs {
		err := resolveIn(pkg, row)
		if err == nil {
			return nil
		}
		errs = append(errs, fmt.Sprintf("in %s: %v", pkg.Path(), err))
	}
	return errors.New(strings.Join(errs, "; "))
}

func resolveIn(pkg *types.Package, row *catalog.Row) error {
	scope := pkg.Scope()
	if row.Recv == "" && row.Name == "*" {
		for _, name := range scope.Names() {
			if fn, ok := scope.Lookup(name).(*types.Func); ok && fn.Exported() {
				return nil
			}
		}
		return fmt.Errorf("no exported function")
	}
	if row.Recv == "" {
		obj := scope.Lookup(row.Name)
		if obj == nil {
			return fmt.Errorf("no package-level %s", row.Name)
		}
		return checkKind(obj, row)
	}
	named, err := recvType(scope, row.Recv)
	if err != nil {
		return err
	}
	switch row.Object {
	case catalog.Func:
		fn, err := declaredMethod(named, row.Name)
		if err != nil {
			return err
		}
		if fn == nil {
			return nil
		}
		return checkArgs(fn.Signature(), row)
	case catalog.Field:
		st, ok := named.Underlying().(*types.Struct)
		if !ok {
			return fmt.Errorf("%s is not a struct", row.Recv)
		}
		for f := range st.Fields() {
			if f.Name() == row.Name {
				return noArgs(row)
			}
		}
		return fmt.Errorf("struct %s has no field %s", row.Recv, row.Name)
	}
	return fmt.Errorf("object kind %s takes no Recv", objectName(row.Object))
}

// recvType looks up the named type a method or field row hangs on. An
// alias is refused: the row must name the type where it is declared.
func recvType(scope *types.Scope, recv string) (*types.Named, error) {
	obj := scope.Lookup(recv)
	tn, ok := obj.(*types.TypeName)
	if !ok {
		return nil, fmt.Errorf("no type %s", recv)
	}
	if tn.IsAlias() {
		return nil, fmt.Errorf("%s is an alias of %s: name the declaring type", recv, types.Unalias(tn.Type()))
	}
	named, ok := tn.Type().(*types.Named)
	if !ok {
		return nil, fmt.Errorf("%s is not a named type", recv)
	}
	return named, nil
}

// declaredMethod finds method name declared on named itself, not promoted
// from an embedded type. For Name "*" it only requires one exported method
// and returns nil.
func declaredMethod(named *types.Named, name string) (*types.Func, error) {
	var methods []*types.Func
	if iface, ok := named.Underlying().(*types.Interface); ok {
		for m := range iface.ExplicitMethods() {
			methods = append(methods, m)
		}
	} else {
		for m := range named.Methods() {
			methods = append(methods, m)
		}
	}
	for _, m := range methods {
		if name == "*" && m.Exported() {
			return nil, nil
		}
		if m.Name() == name {
			return m, nil
		}
	}
	if name == "*" {
		return nil, fmt.Errorf("%s declares no exported method", named.Obj().Name())
	}
	if obj, _, _ := types.LookupFieldOrMethod(named, true, named.Obj().Pkg(), name); obj != nil {
		if fn, ok := obj.(*types.Func); ok {
			return nil, fmt.Errorf("%s.%s is promoted, not declared there: name %s", named.Obj().Name(), name, declarer(fn))
		}
	}
	return nil, fmt.Errorf("%s has no method %s", named.Obj().Name(), name)
}

// declarer names the type that declares a promoted method, when known.
func declarer(fn *types.Func) string {
	recv := fn.Signature().Recv()
	if recv == nil {
		return "the declaring type"
	}
	t := types.Unalias(recv.Type())
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Pkg().Path() + "." + n.Obj().Name()
	}
	return "the declaring type"
}

// checkKind checks a package-level object against the row's Object.
func checkKind(obj types.Object, row *catalog.Row) error {
	var ok bool
	switch row.Object {
	case catalog.Func:
		if fn, isFunc := obj.(*types.Func); isFunc {
			return checkArgs(fn.Signature(), row)
		}
	case catalog.Var:
		_, ok = obj.(*types.Var)
	case catalog.Const:
		_, ok = obj.(*types.Const)
	case catalog.Type:
		if _, ok = obj.(*types.TypeName); ok {
			// A func type's Args name its parameters (HandlerType).
			if sig, isSig := obj.Type().Underlying().(*types.Signature); isSig {
				return checkArgs(sig, row)
			}
		}
	case catalog.Field:
		return fmt.Errorf("a Field row needs Recv")
	}
	if !ok {
		return fmt.Errorf("%s is a %s, not a %s", row.Name, kindOf(obj), objectName(row.Object))
	}
	return noArgs(row)
}

func kindOf(obj types.Object) string {
	switch obj.(type) {
	case *types.Func:
		return "Func"
	case *types.Var:
		return "Var"
	case *types.Const:
		return "Const"
	case *types.TypeName:
		return "Type"
	}
	return fmt.Sprintf("%T", obj)
}

func checkArgs(sig *types.Signature, row *catalog.Row) error {
	if row.Counts && !countFirst(sig) {
		return fmt.Errorf("Counts, but the first result is no integer (results: %s)", sig.Results())
	}
	var names []string
	for p := range sig.Params().Variables() {
		names = append(names, p.Name())
	}
	for _, a := range row.Args {
		if !slices.ContainsFunc(strings.Split(a.Param, "|"), func(p string) bool { return slices.Contains(names, p) }) {
			return fmt.Errorf("no parameter %q (parameters: %s)", a.Param, strings.Join(names, ", "))
		}
	}
	return nil
}

// countFirst reports whether the first result is an integer: the number
// of rows a Counts row wrote.
func countFirst(sig *types.Signature) bool {
	if sig.Results().Len() == 0 {
		return false
	}
	b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

func noArgs(row *catalog.Row) error {
	if len(row.Args) > 0 {
		return fmt.Errorf("Args on a %s row", objectName(row.Object))
	}
	return nil
}

func objectName(o catalog.Object) string {
	switch o {
	case catalog.Func:
		return "Func"
	case catalog.Field:
		return "Field"
	case catalog.Var:
		return "Var"
	case catalog.Const:
		return "Const"
	case catalog.Type:
		return "Type"
	}
	return fmt.Sprintf("Object(%d)", o)
}

var argNames = map[catalog.ArgRole]string{
	catalog.ArgQuery: "ArgQuery", catalog.ArgOptions: "ArgOptions", catalog.ArgFunc: "ArgFunc",
	catalog.ArgKey: "ArgKey", catalog.ArgValue: "ArgValue", catalog.ArgRequest: "ArgRequest",
	catalog.ArgMethod: "ArgMethod", catalog.ArgAutoAck: "ArgAutoAck", catalog.ArgStatus: "ArgStatus", catalog.ArgQoS: "ArgQoS", catalog.ArgColumns: "ArgColumns",
	catalog.ArgQueue: "ArgQueue", catalog.ArgTemporary: "ArgTemporary", catalog.ArgRunner: "ArgRunner", catalog.ArgInput: "ArgInput",
}

// rowString prints a row the way it is written in the tables.
func rowString(row *catalog.Row) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Row{Path: %q", row.Path)
	if row.Recv != "" {
		fmt.Fprintf(&b, ", Recv: %q", row.Recv)
	}
	fmt.Fprintf(&b, ", Name: %q", row.Name)
	if row.Object != catalog.Func {
		fmt.Fprintf(&b, ", Object: %s", objectName(row.Object))
	}
	fmt.Fprintf(&b, ", Role: %s", row.Role)
	if len(row.Args) > 0 {
		var args []string
		for _, a := range row.Args {
			name, ok := argNames[a.Role]
			if !ok {
				name = fmt.Sprintf("ArgRole(%d)", a.Role)
			}
			args = append(args, fmt.Sprintf("{%s, %q}", name, a.Param))
		}
		fmt.Fprintf(&b, ", Args: {%s}", strings.Join(args, ", "))
	}
	b.WriteString("}")
	return b.String()
}

func isInternal(path string) bool {
	for e := range strings.SplitSeq(path, "/") {
		if e == "internal" {
			return true
		}
	}
	return false
}

// TestIdentityPackages checks that every package KeepsIdentity names is a
// package of the standard library.
func TestIdentityPackages(t *testing.T) {
	for _, path := range catalog.IdentityPackages() {
		p, err := build.Default.Import(path, "", build.FindOnly)
		if err != nil || !p.Goroot {
			t.Errorf("KeepsIdentity names %s, which is not a standard-library package (%v)", path, err)
		}
	}
}
