package model

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/sqltext"
)

// What an ent module declares about the uniqueness of its tables, read
// from the Go source of the module like its .sql files (isEntSchemaFile):
//   - the generated migrate/schema.go: each table's columns (Unique: true),
//     its primary key and its indexes (Unique: true), exactly what ent's
//     migration creates;
//   - the schema sources (package schema): Fields() (field.….Unique(),
//     the id field), Indexes() (index.Fields(…).Unique(), named
//     <type>_<columns> unless StorageKey says otherwise), Mixin() (the
//     fields and indexes of a mixin declared there), Edges(), whose
//     Unique() is a cardinality: it makes the field of an inverse edge a
//     unique column only when the edge it refers to is Unique() too
//     (one-to-one), and no column unique otherwise.
//
// migrate/schema.go is taken before the schema sources, and the module's
// SQL text (a CREATE TABLE read) before both; the SQL text's unique
// indexes and constraints on a table it does not create add to them.

// entTable is what the module's ent code declares of one table.
type entTable struct {
	name    string // the SQL table
	typ     string // the ent schema type, from the schema sources
	uniques []uniqueness
	// known lists the columns whose uniqueness is all known: a check
	// of them alone that no uniqueness covers is said to be uncovered.
	known map[string]bool
}

// isEntSchemaFile reports a file the ent schema is read from: the
// generated migrate/schema.go, or a Go file of a directory named schema
// (ent's layout, ent/schema).
func isEntSchemaFile(path string) bool {
	dir := filepath.Dir(path)
	switch {
	case !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
		return false
	case filepath.Base(dir) == "schema":
		return true
	}
	return filepath.Base(path) == "schema.go" && filepath.Base(dir) == "migrate"
}

// readEnt reads the ent schema of files: migrate/schema.go tables first,
// then the schema sources' types for tables they do not declare. Over
// maxSchemaBytes, nothing is known.
func readEnt(files []string) []*entTable {
	fset := token.NewFileSet()
	var migrated []*entTable
	src := entSources{types: map[string]*entType{}}
	size := 0
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		if size += len(data); size > maxSchemaBytes {
			return nil
		}
		f, err := parser.ParseFile(fset, path, data, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		imports := map[string]string{} // local name → path, of ent's packages
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			name := p[strings.LastIndex(p, "/")+1:]
			if imp.Name != nil {
				name = imp.Name.Name
			}
			if strings.HasPrefix(p, "entgo.io/ent") {
				imports[name] = p
			}
		}
		switch {
		case filepath.Base(path) == "schema.go" && filepath.Base(filepath.Dir(path)) == "migrate":
			migrated = append(migrated, readMigrate(f, imports)...)
		case len(imports) > 0:
			src.read(f, imports)
		}
	}
	out := migrated
	for _, t := range src.tables() {
		if !containsTable(out, t.name) {
			out = append(out, t)
		}
	}
	return out
}

func containsTable(ts []*entTable, name string) bool {
	for _, t := range ts {
		if sqltext.TableKey(t.name) == sqltext.TableKey(name) {
			return true
		}
	}
	return false
}

// readMigrate reads the tables of a generated migrate/schema.go:
//
//	UsersColumns = []*schema.Column{{Name: "id", Type: field.TypeInt, Increment: true}, {Name: "email", …, Unique: true}}
//	UsersTable = &schema.Table{Name: "users", Columns: UsersColumns, PrimaryKey: []*schema.Column{UsersColumns[0]},
//		Indexes: []*schema.Index{{Name: "user_name_age", Unique: true, Columns: []*schema.Column{UsersColumns[2], UsersColumns[1]}}}}
func readMigrate(f *ast.File, imports map[string]string) []*entTable {
	if !slices.Contains(slices.Collect(maps.Values(imports)), "entgo.io/ent/dialect/sql/schema") {
		return nil
	}
	columns := map[string][]migrateColumn{} // UsersColumns → its columns
	var tables []*ast.CompositeLit
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if i >= len(vs.Values) {
					break
				}
				lit := compositeOf(vs.Values[i])
				switch {
				case lit == nil:
				case astTypeName(lit.Type) == "[]*schema.Column":
					for _, e := range lit.Elts {
						if c, ok := e.(*ast.CompositeLit); ok {
							columns[name.Name] = append(columns[name.Name], migrateColumn{
								name:   stringField(c, "Name"),
								unique: identField(c, "Unique") == "true",
							})
						}
					}
				case astTypeName(lit.Type) == "schema.Table":
					tables = append(tables, lit)
				}
			}
		}
	}
	var out []*entTable
	for _, lit := range tables {
		t := &entTable{name: stringField(lit, "Name"), known: map[string]bool{}}
		cols := columns[identField(lit, "Columns")]
		if t.name == "" || cols == nil {
			continue
		}
		for _, c := range cols {
			t.known[c.name] = true
			if c.unique {
				t.uniques = append(t.uniques, uniqueness{cols: []string{c.name}, what: "the unique constraint on " + t.name + " (" + c.name + ")"})
			}
		}
		if pk := columnRefs(litField(lit, "PrimaryKey"), columns); len(pk) > 0 {
			t.uniques = append(t.uniques, uniqueness{cols: pk, what: "the primary key of " + t.name + " (" + strings.Join(pk, ", ") + ")", primary: true})
		}
		if idx, ok := litField(lit, "Indexes").(*ast.CompositeLit); ok {
			for _, e := range idx.Elts {
				ix, ok := e.(*ast.CompositeLit)
				if !ok || identField(ix, "Unique") != "true" {
					continue
				}
				if cs := columnRefs(litField(ix, "Columns"), columns); len(cs) > 0 {
					t.uniques = append(t.uniques, uniqueness{cols: cs, what: "unique index " + stringField(ix, "Name")})
				}
			}
		}
		out = append(out, t)
	}
	return out
}

type migrateColumn struct {
	name   string
	unique bool
}

// columnRefs resolves []*schema.Column{UsersColumns[1], …} to column
// names; nil if one is not an index of a known columns variable.
func columnRefs(e ast.Expr, columns map[string][]migrateColumn) []string {
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	var out []string
	for _, el := range lit.Elts {
		ix, ok := el.(*ast.IndexExpr)
		if !ok {
			return nil
		}
		id, ok := ix.X.(*ast.Ident)
		n, err := strconv.Atoi(basicValue(ix.Index))
		if !ok || err != nil || n < 0 || n >= len(columns[id.Name]) {
			return nil
		}
		out = append(out, columns[id.Name][n].name)
	}
	return out
}

// entSources collects the types of the schema sources.
type entSources struct {
	types map[string]*entType
	order []string
}

// entType is one type of the schema sources: an entity (it embeds
// ent.Schema) or a mixin.
type entType struct {
	entity  bool
	table   string // entsql.Annotation{Table: …}
	fields  []entField
	indexes []entIndex
	edges   []entEdge
	mixins  []string // the local mixin types its Mixin() lists
	partial bool     // something it declares was not read
}

type entField struct {
	name, column string
	unique       bool
}

type entIndex struct {
	fields, edges []string
	name          string // StorageKey
}

type entEdge struct {
	inverse     bool // edge.From
	name        string
	target, ref string
	unique      bool
	field       string
}

func (s *entSources) get(name string) *entType {
	t := s.types[name]
	if t == nil {
		t = &entType{}
		s.types[name] = t
		s.order = append(s.order, name)
	}
	return t
}

// read records the types and methods of one schema source file.
func (s *entSources) read(f *ast.File, imports map[string]string) {
	pkgOf := func(e ast.Expr) (string, string) { // field.String → entgo.io/ent/schema/field, String
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			return "", ""
		}
		id, ok := sel.X.(*ast.Ident)
		if !ok {
			return "", ""
		}
		return imports[id.Name], sel.Sel.Name
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				ts, ok := spec.(*ast.TypeSpec)
				if !ok {
					continue
				}
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					continue
				}
				for _, fl := range st.Fields.List {
					switch p, name := pkgOf(fl.Type); {
					case len(fl.Names) > 0 || name != "Schema":
					case p == "entgo.io/ent":
						s.get(ts.Name.Name).entity = true
					case p == "entgo.io/ent/schema/mixin":
						s.get(ts.Name.Name)
					}
				}
			}
		case *ast.FuncDecl:
			if d.Recv == nil || len(d.Recv.List) != 1 || d.Body == nil {
				continue
			}
			recv := d.Recv.List[0].Type
			if st, ok := recv.(*ast.StarExpr); ok {
				recv = st.X
			}
			id, ok := recv.(*ast.Ident)
			if !ok {
				continue
			}
			t := s.get(id.Name)
			var elems []ast.Expr
			known := false
			if n := len(d.Body.List); n > 0 {
				if ret, ok := d.Body.List[n-1].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
					if lit := compositeOf(ret.Results[0]); lit != nil {
						elems, known = lit.Elts, n == 1
					} else if id, ok := ret.Results[0].(*ast.Ident); ok && id.Name == "nil" {
						known = n == 1
					}
				}
			}
			switch d.Name.Name {
			case "Fields":
				t.partial = t.partial || !known
				for _, e := range elems {
					root, args, chain := callChain(e)
					p, _ := pkgOf(root)
					name := stringLit(args, 0)
					if p != "entgo.io/ent/schema/field" || name == "" {
						t.partial = true
						continue
					}
					fl := entField{name: name, column: name}
					for _, c := range chain {
						switch c.name {
						case "Unique":
							fl.unique = true
						case "StorageKey":
							if k := stringLit(c.args, 0); k != "" {
								fl.column = k
							}
						}
					}
					t.fields = append(t.fields, fl)
				}
			case "Indexes":
				t.partial = t.partial || !known
				for _, e := range elems {
					root, args, chain := callChain(e)
					p, fn := pkgOf(root)
					if p != "entgo.io/ent/schema/index" {
						t.partial = true
						continue
					}
					var ix entIndex
					unique := false
					all := map[string][]string{fn: stringLits(args)}
					for _, c := range chain {
						switch c.name {
						case "Unique":
							unique = true
						case "StorageKey":
							ix.name = stringLit(c.args, 0)
						case "Fields", "Edges":
							all[c.name] = append(all[c.name], stringLits(c.args)...)
						}
					}
					ix.fields, ix.edges = all["Fields"], all["Edges"]
					if unique {
						t.indexes = append(t.indexes, ix)
					}
				}
			case "Edges":
				t.partial = t.partial || !known
				for _, e := range elems {
					root, args, chain := callChain(e)
					p, fn := pkgOf(root)
					if p != "entgo.io/ent/schema/edge" || len(args) < 2 {
						t.partial = true
						continue
					}
					ed := entEdge{inverse: fn == "From", name: stringLit(args, 0)}
					if sel, ok := args[1].(*ast.SelectorExpr); ok {
						if id, ok := sel.X.(*ast.Ident); ok {
							ed.target = id.Name
						}
					}
					for _, c := range chain {
						switch c.name {
						case "Unique":
							ed.unique = true
						case "Ref":
							ed.ref = stringLit(c.args, 0)
						case "Field":
							ed.field = stringLit(c.args, 0)
						}
					}
					t.edges = append(t.edges, ed)
				}
			case "Mixin":
				t.partial = t.partial || !known
				for _, e := range elems {
					lit, ok := e.(*ast.CompositeLit)
					if !ok {
						t.partial = true
						continue
					}
					switch p, _ := pkgOf(lit.Type); {
					case p == "entgo.io/ent/schema/mixin":
						// ent's own mixins (Time, CreateTime, …) declare nothing unique.
					case p == "":
						if id, ok := lit.Type.(*ast.Ident); ok {
							t.mixins = append(t.mixins, id.Name)
							continue
						}
						t.partial = true
					default:
						t.partial = true
					}
				}
			case "Annotations":
				for _, e := range elems {
					if lit, ok := e.(*ast.CompositeLit); ok {
						if p, name := pkgOf(lit.Type); p == "entgo.io/ent/dialect/entsql" && name == "Annotation" {
							if tb := stringField(lit, "Table"); tb != "" {
								t.table = tb
							}
						}
					}
				}
			}
		}
	}
}

// tables turns the entity types into tables.
func (s *entSources) tables() []*entTable {
	var out []*entTable
	for _, name := range s.order {
		t := s.types[name]
		if !t.entity {
			continue
		}
		fields, indexes, edges, partial := t.fields, t.indexes, t.edges, t.partial
		for _, mx := range t.mixins {
			m := s.types[mx]
			if m == nil || m.entity {
				partial = true
				continue
			}
			fields, indexes, edges = append(fields, m.fields...), append(indexes, m.indexes...), append(edges, m.edges...)
			partial = partial || m.partial || len(m.mixins) > 0
		}
		et := &entTable{name: t.table, typ: name, known: map[string]bool{}}
		if et.name == "" {
			et.name = plural(snake(name))
		}
		id := "id"
		column := map[string]string{} // a field's name → its column
		for _, f := range fields {
			column[f.name] = f.column
			if f.name == "id" {
				id = f.column
				continue
			}
			et.known[f.column] = !partial
			if f.unique {
				et.uniques = append(et.uniques, uniqueness{cols: []string{f.column}, what: "the unique field " + name + "." + f.name})
			}
		}
		et.known[id] = !partial
		et.uniques = append(et.uniques, uniqueness{cols: []string{id}, what: "the primary key of " + et.name + " (" + id + ")", primary: true})
		for _, ed := range edges {
			col, ok := column[ed.field]
			if !ok {
				continue
			}
			switch to := s.edgeTo(ed); {
			case !ed.inverse || to == nil:
				et.known[col] = false // which side holds the key, and whether uniquely, is not read
			case ed.unique && to.unique:
				et.uniques = append(et.uniques, uniqueness{cols: []string{col}, what: "the one-to-one edge " + name + "." + ed.name + " (" + col + ")"})
			}
		}
		for _, ix := range indexes {
			cols := make([]string, 0, len(ix.fields)+len(ix.edges))
			for _, f := range ix.fields {
				cols = append(cols, column[f])
			}
			for _, e := range ix.edges {
				i := slices.IndexFunc(edges, func(ed entEdge) bool { return ed.name == e && ed.field != "" })
				if i < 0 {
					cols = nil // an edge's default foreign-key column: not read
					break
				}
				cols = append(cols, column[edges[i].field])
			}
			if len(cols) == 0 || slices.Contains(cols, "") {
				for c := range et.known {
					et.known[c] = false
				}
				continue
			}
			what := ix.name
			if what == "" {
				what = strings.ToLower(name) + "_" + strings.Join(cols, "_")
			}
			et.uniques = append(et.uniques, uniqueness{cols: cols, what: "unique index " + what})
		}
		out = append(out, et)
	}
	return out
}

// edgeTo returns the association edge an inverse edge refers to.
func (s *entSources) edgeTo(ed entEdge) *entEdge {
	t := s.types[ed.target]
	if !ed.inverse || t == nil {
		return nil
	}
	for i, e := range t.edges {
		if !e.inverse && e.name == ed.ref {
			return &t.edges[i]
		}
	}
	return nil
}

// chainCall is one method call of a builder chain.
type chainCall struct {
	name string
	args []ast.Expr
}

// callChain splits field.String("email").NotEmpty().Unique() into its
// root function (field.String), the root's arguments and the methods
// called on it, in order.
func callChain(e ast.Expr) (ast.Expr, []ast.Expr, []chainCall) {
	var chain []chainCall
	for {
		call, ok := e.(*ast.CallExpr)
		if !ok {
			return nil, nil, nil
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return nil, nil, nil
		}
		if _, isCall := sel.X.(*ast.CallExpr); !isCall {
			for i, j := 0, len(chain)-1; i < j; i, j = i+1, j-1 {
				chain[i], chain[j] = chain[j], chain[i]
			}
			return sel, call.Args, chain
		}
		chain = append(chain, chainCall{sel.Sel.Name, call.Args})
		e = sel.X
	}
}

func compositeOf(e ast.Expr) *ast.CompositeLit {
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = u.X
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// astTypeName spells a composite literal's type: []*schema.Column, schema.Table.
func astTypeName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.ArrayType:
		return "[]" + astTypeName(t.Elt)
	case *ast.StarExpr:
		return "*" + astTypeName(t.X)
	case *ast.SelectorExpr:
		return astTypeName(t.X) + "." + t.Sel.Name
	case *ast.Ident:
		return t.Name
	}
	return ""
}

// litField returns the value of a keyed element of a composite literal.
func litField(lit *ast.CompositeLit, key string) ast.Expr {
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == key {
				return kv.Value
			}
		}
	}
	return nil
}

func stringField(lit *ast.CompositeLit, key string) string {
	s, _ := strconv.Unquote(basicValue(litField(lit, key)))
	return s
}

func identField(lit *ast.CompositeLit, key string) string {
	id, _ := litField(lit, key).(*ast.Ident)
	if id == nil {
		return ""
	}
	return id.Name
}

func basicValue(e ast.Expr) string {
	if b, ok := e.(*ast.BasicLit); ok {
		return b.Value
	}
	return ""
}

func stringLit(args []ast.Expr, i int) string {
	if i >= len(args) {
		return ""
	}
	s, _ := strconv.Unquote(basicValue(args[i]))
	return s
}

func stringLits(args []ast.Expr) []string {
	var out []string
	for i := range args {
		out = append(out, stringLit(args, i))
	}
	return out
}

// entBuilder returns, for a call of a method of an ent builder that the
// chain of calls before it made from the client (c.User.Query().…,
// c.User.Create().…), the entity's name (User) and the calls of the chain,
// first to last; "" when the receiver was not built so in this function.
func entBuilder(op *Op, kind string) (string, []*ssa.CallCommon) {
	call, ok := op.Instr.(ssa.CallInstruction)
	if !ok || op.Callee == nil {
		return "", nil
	}
	entity, ok := strings.CutSuffix(recvName(op.Callee), kind)
	if !ok || entity == "" {
		return "", nil
	}
	recv, _ := splitArgs(call.Common(), op.Callee)
	var chain []*ssa.CallCommon
	for range maxTrace {
		c, ok := unwrap(recv).(*ssa.Call)
		if !ok {
			return "", nil
		}
		f, _ := calleeOf(&c.Call)
		if f == nil || f.Pkg() != op.Callee.Pkg() {
			return "", nil
		}
		switch recvName(f) {
		case entity + kind:
			chain = append([]*ssa.CallCommon{&c.Call}, chain...)
			recv, _ = splitArgs(&c.Call, f)
		case entity + "Client":
			if f.Name() != kind {
				return "", nil
			}
			return entity, chain
		default:
			return "", nil
		}
	}
	return "", nil
}

// recvName names the type whose method f is: UserQuery.
func recvName(f *types.Func) string {
	recv := f.Signature().Recv()
	if recv == nil {
		return ""
	}
	if n, ok := types.Unalias(deref(recv.Type())).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// entChecked returns the columns an ent query compares equal to a bound
// value: the fields of the generated predicates its Where calls pass
// (user.Email(e), user.EmailEQ(e), through user.And), by the package's
// Field constant (FieldEmail = "email"). An Or, a Not or a predicate the
// function did not make from the generated ones leaves them unknown.
func entChecked(chk *Op) []string {
	cols, _, _ := entPredicates(chk)
	return cols
}

// entKey returns the value an ent query's one equality predicate compares
// its column with (client.User.Query().Where(user.ID(id)): id), or nil.
func entKey(chk *Op) ssa.Value {
	if _, args, _ := entPredicates(chk); len(args) == 1 {
		return args[0]
	}
	return nil
}

// entFixedKey reports an ent query whose predicates all compare a column
// with a constant (client.Group.Query().Where(group.ID(1)).First(ctx),
// node.TypeEQ(node.TypeMaster)): it looks up one fixed row, a singleton
// that a seed creates when it is missing, and no key of a message.
func entFixedKey(chk *Op) bool {
	cols, _, fixed := entPredicates(chk)
	return fixed && len(cols) == 0
}

// entPredicates returns the columns an ent query's predicates compare
// equal to a variable, and those variables, in order; nil when a
// predicate is not read (Or, Not, a hand-made one). fixed reports that
// some predicate compares a column with a constant.
func entPredicates(chk *Op) (cols []string, args []ssa.Value, fixed bool) {
	entity, chain := entBuilder(chk, "Query")
	if entity == "" {
		return nil, nil, false
	}
	var preds []ssa.Value
	for _, c := range chain {
		if f, _ := calleeOf(c); f.Name() == "Where" {
			_, ps := splitArgs(c, f)
			for _, p := range ps {
				preds = append(preds, variadicElems(p)...)
			}
		}
	}
	for i := 0; i < len(preds) && i < maxTrace; i++ {
		c, ok := unwrap(preds[i]).(*ssa.Call)
		if !ok {
			return nil, nil, false
		}
		f, _ := calleeOf(&c.Call)
		if f == nil || f.Signature().Recv() != nil || !isEntPredicate(f) {
			return nil, nil, false
		}
		switch name := f.Name(); name {
		case "And":
			for _, a := range c.Call.Args {
				preds = append(preds, variadicElems(a)...)
			}
		case "Or", "Not":
			return nil, nil, false
		default:
			if strings.HasSuffix(name, "NEQ") || len(c.Call.Args) != 1 {
				continue
			}
			if _, isConst := unwrap(c.Call.Args[0]).(*ssa.Const); isConst {
				fixed = true
				continue
			}
			k, ok := f.Pkg().Scope().Lookup("Field" + strings.TrimSuffix(name, "EQ")).(*types.Const)
			if ok && k.Val().Kind() == constant.String && !slices.Contains(cols, constant.StringVal(k.Val())) {
				cols = append(cols, constant.StringVal(k.Val()))
				args = append(args, c.Call.Args[0])
			}
		}
	}
	return cols, args, fixed
}

// isEntPredicate reports a function whose result is an ent predicate
// type (package …/ent/predicate).
func isEntPredicate(f *types.Func) bool {
	res := f.Signature().Results()
	if res.Len() != 1 {
		return false
	}
	n, ok := types.Unalias(res.At(0).Type()).(*types.Named)
	return ok && n.Obj().Pkg() != nil && strings.HasSuffix(n.Obj().Pkg().Path(), "/predicate")
}

// entCreate returns, for an ent create (c.User.Create().SetEmail(e)…
// .Save(ctx)), the entity and the columns its Set calls bind (SetEmail,
// SetNillableEmail → email; SetID → id); "" when it is not one.
func entCreate(w *Op) (string, []string) {
	entity, chain := entBuilder(w, "Create")
	if entity == "" {
		return "", nil
	}
	written := []string{}
	for _, c := range chain {
		f, _ := calleeOf(c)
		if name, ok := strings.CutPrefix(f.Name(), "Set"); ok && name != "" {
			written = append(written, snake(strings.TrimPrefix(name, "Nillable")))
		}
	}
	return entity, written
}

// entTableOf is tableOf for an ent create of entity into table (the
// summary's, "" when not known): the SQL text's CREATE TABLE, else
// migrate/schema.go's table, else the schema sources' type, with the
// uniquenesses the SQL text adds to it; whether the module declares the
// checked columns' uniqueness in full.
func (m *model) entTableOf(entity, table string, checked, written []string) (string, []uniqueness, bool, []string) {
	s := m.moduleSchema()
	if ts := s.sql[sqltext.TableKey(table)]; table != "" && ts != nil && ts.created {
		return ts.name, sqlUniques(ts), true, written
	}
	var found *entTable
	for _, t := range s.ent {
		if table != "" && sqltext.TableKey(t.name) == sqltext.TableKey(table) || table == "" && t.typ == entity {
			found = t
			break
		}
	}
	if found == nil {
		return table, nil, false, nil
	}
	declared := len(checked) > 0
	for _, c := range checked {
		declared = declared && found.known[c]
	}
	uniques := found.uniques
	if ts := s.sql[sqltext.TableKey(found.name)]; ts != nil {
		uniques = append(slices.Clip(uniques), sqlUniques(ts)...) // a CREATE UNIQUE INDEX or ALTER TABLE of a migration
	}
	return found.name, uniques, declared, written
}
