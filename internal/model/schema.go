package model

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/sqltext"
)

// What the analysed module declares about the uniqueness of its tables,
// for checkthenact (Result.UniqueCover). Three sources:
//   - SQL text: every .sql file of the module (migrations of golang-migrate,
//     goose, dbmate, sql-migrate and atlas, sqlc's schema files, files a
//     package embeds), read from the module root, found by walking up from
//     the package's directory to go.mod (never above the directory where
//     the package's import path runs out), and the .sql files the
//     package's own //go:embed directives name; applied in path order.
//   - Struct tags of the model type an ORM call reads or writes: gorm's
//     primaryKey, unique, uniqueIndex[:name], index:name,unique; bun's pk,
//     unique, unique:group; for an xorm create, xorm's tags read with its
//     grammar (xormtags.go). Tags travel with the type into every
//     importer, so no fact is needed.
//   - ent's generated migrate/schema.go and its schema sources, for the
//     tables of ent creates (entschema.go), read from the module root as
//     the .sql files are.
//
// A table the SQL text creates is taken from the SQL text alone: it is
// what made the table, whatever the tags or the ent schema say.

// uniqueness is one uniqueness of a table the module declares.
type uniqueness struct {
	cols []string // lower-cased
	what string   // how the message names it: "unique index users_email_key"
	// serial reports an integer primary key of an ORM model, which the
	// database assigns when the insert leaves it zero: it does not make
	// an insert of the same values fail.
	serial bool
	// primary reports the table's primary key.
	primary bool
}

// tableSchema is what the SQL text of the module declares of one table.
type tableSchema struct {
	name    string // as the DDL spells it
	created bool   // a CREATE TABLE was read: the table's uniquenesses are all known
	uniques []sqlUnique
}

type sqlUnique struct {
	sqltext.Unique
	names []string // the name, or the names PostgreSQL and MySQL give an unnamed one
}

// moduleSchema is what the module declares of its tables.
type moduleSchema struct {
	sql map[string]*tableSchema // by sqltext.TableKey
	ent []*entTable
}

// moduleSchema returns the module's schema, read on first use.
func (m *model) moduleSchema() *moduleSchema {
	m.schemaOnce.Do(func() {
		var sqls, gos []string
		for _, f := range m.schemaFiles() {
			if strings.HasSuffix(f, ".sql") || isGoMigrationFile(f) {
				sqls = append(sqls, f)
			} else {
				gos = append(gos, f)
			}
		}
		m.schema = &moduleSchema{sql: readSchema(sqls), ent: readEnt(gos)}
	})
	return m.schema
}

// sqlSchema returns the module's SQL schema, by sqltext.TableKey.
func (m *model) sqlSchema() map[string]*tableSchema { return m.moduleSchema().sql }

// schemaFiles returns the schema files of the module (ModuleSchemaFiles)
// and the .sql files of the package's //go:embed directives, sorted, or
// nil over budget.
func (m *model) schemaFiles() []string {
	if len(m.pass.Files) == 0 {
		return nil
	}
	dir := filepath.Dir(m.pass.Fset.File(m.pass.Files[0].Pos()).Name())
	files := map[string]bool{}
	for _, f := range m.pass.Files {
		for _, pattern := range embedPatterns(f) {
			matches, _ := filepath.Glob(filepath.Join(dir, filepath.FromSlash(pattern)))
			for _, mt := range matches {
				if strings.HasSuffix(mt, ".sql") {
					files[mt] = true
				} else if st, err := os.Stat(mt); err == nil && st.IsDir() {
					entries, _ := os.ReadDir(mt)
					for _, e := range entries {
						if !e.IsDir() && strings.HasSuffix(e.Name(), ".sql") {
							files[filepath.Join(mt, e.Name())] = true
						}
					}
				}
			}
		}
	}
	if root := moduleRoot(dir, m.pass.Pkg.Path()); root != "" {
		sqls, ok := ModuleSchemaFiles(root)
		if !ok {
			return nil
		}
		for _, f := range sqls {
			files[f] = true
		}
	}
	if len(files) > maxSchemaFiles {
		return nil
	}
	out := make([]string, 0, len(files))
	for f := range files {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// ModuleSchemaFiles returns the schema files of the module at root, outside
// vendor, testdata, hidden directories and nested modules: its .sql files,
// its Go files of migrations (isGoMigrationFile) and its ent schema's Go
// files (isEntSchemaFile), the files the model
// reads besides the package's own (a driver's cache key covers them too).
// ok is false over the budget of maxSchemaDirs directories.
func ModuleSchemaFiles(root string) (files []string, ok bool) {
	visited := 0
	over := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			visited++
			switch name := d.Name(); {
			case visited > maxSchemaDirs:
				return filepath.SkipAll
			case path == root:
			case name == "vendor" || name == "testdata" || name == "node_modules" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_"):
				return filepath.SkipDir
			case exists(filepath.Join(path, "go.mod")):
				return filepath.SkipDir // another module
			}
			return nil
		}
		if strings.HasSuffix(d.Name(), ".sql") || isEntSchemaFile(path) || isGoMigrationFile(path) {
			files = append(files, path)
		}
		return nil
	})
	return files, over == nil && visited <= maxSchemaDirs
}

// embedPatterns returns the patterns of a file's //go:embed directives.
func embedPatterns(f *ast.File) []string {
	var out []string
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			rest, ok := strings.CutPrefix(c.Text, "//go:embed ")
			if !ok {
				continue
			}
			for _, p := range strings.Fields(rest) {
				out = append(out, strings.Trim(strings.TrimPrefix(p, "all:"), "\"`"))
			}
		}
	}
	return out
}

// moduleRoot returns the directory of the go.mod at or above dir, looking
// no higher than the import path pkg reaches (a package a.b/c/d is looked
// for in d, c and a.b), or "".
func moduleRoot(dir, pkg string) string {
	for range strings.Count(pkg, "/") + 1 {
		if exists(filepath.Join(dir, "go.mod")) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return ""
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// readSchema applies the DDL of files in order: a CREATE TABLE replaces
// what was known of the table, an index or ALTER TABLE adds and drops.
// Down migrations (golang-migrate's .down.sql, the Down section of goose,
// dbmate and sql-migrate files) are left out. Over maxSchemaBytes, nothing
// is known.
func readSchema(files []string) map[string]*tableSchema {
	tables := map[string]*tableSchema{}
	size := 0
	for _, f := range files {
		if strings.HasSuffix(f, ".down.sql") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		if size += len(data); size > maxSchemaBytes {
			return nil
		}
		texts := []string{upSection(string(data))}
		if strings.HasSuffix(f, ".go") {
			texts = goDDL(data)
		}
		for _, text := range texts {
			for _, d := range sqltext.ParseDDL(text) {
				apply(tables, d)
			}
		}
	}
	return tables
}

// isGoMigrationFile reports a Go file that holds migrations as string
// literals (miniflux's internal/database/migrations.go, gormigrate's
// db/migrations/20220608091000_add_tenants_unique_index.go): its name or
// its directory's says migration, and it is not a test or an ent schema
// file.
func isGoMigrationFile(path string) bool {
	base := strings.ToLower(filepath.Base(path))
	dir := strings.ToLower(filepath.Base(filepath.Dir(path)))
	return strings.HasSuffix(base, ".go") && !strings.HasSuffix(base, "_test.go") &&
		(strings.Contains(base, "migration") || strings.Contains(dir, "migration")) && !isEntSchemaFile(path)
}

// goDDL returns, in order, the string literals of a Go file that hold
// DDL (CREATE or ALTER): the migrations it runs, in the order they run.
func goDDL(src []byte) []string {
	var out []string
	fset := token.NewFileSet()
	var sc scanner.Scanner
	sc.Init(fset.AddFile("", -1, len(src)), src, nil, 0)
	for {
		_, tok, lit := sc.Scan()
		if tok == token.EOF {
			return out
		}
		if tok != token.STRING {
			continue
		}
		text, err := strconv.Unquote(lit)
		if err != nil {
			continue
		}
		if upper := strings.ToUpper(text); strings.Contains(upper, "CREATE ") || strings.Contains(upper, "ALTER ") {
			out = append(out, text)
		}
	}
}

// upSection cuts a migration file at the marker of its down section.
func upSection(text string) string {
	lower := strings.ToLower(text)
	for _, marker := range []string{"-- +goose down", "-- migrate:down", "-- +migrate down"} {
		if i := strings.Index(lower, marker); i >= 0 {
			text, lower = text[:i], lower[:i]
		}
	}
	return text
}

// apply records what one statement does to the tables.
func apply(tables map[string]*tableSchema, d sqltext.DDL) {
	key := sqltext.TableKey(d.Table)
	t := tables[key]
	switch {
	case d.Table == "":
	case d.Created || t == nil:
		t = &tableSchema{name: d.Table, created: d.Created}
		tables[key] = t
	}
	for _, u := range d.Uniques {
		t.uniques = append(t.uniques, sqlUnique{Unique: u, names: uniqueNames(u)})
	}
	for _, name := range d.Drops {
		for _, tt := range tables {
			if t == nil || tt == t {
				tt.uniques = slices.DeleteFunc(tt.uniques, func(u sqlUnique) bool { return slices.Contains(u.names, name) })
			}
		}
	}
	if t == nil {
		return
	}
	if d.DropsPrimary {
		t.uniques = slices.DeleteFunc(t.uniques, func(u sqlUnique) bool { return u.Primary })
	}
	for _, c := range d.DropsColumns {
		t.uniques = slices.DeleteFunc(t.uniques, func(u sqlUnique) bool { return slices.Contains(u.Columns, c) })
	}
	if d.RenamedTo != "" {
		delete(tables, key)
		t.name = d.RenamedTo
		tables[sqltext.TableKey(d.RenamedTo)] = t
	}
}

// uniqueNames returns the names a later DROP may call u by: its own, or
// for an unnamed one those PostgreSQL gives (users_pkey, users_email_key,
// users_email_idx) and MySQL's (PRIMARY, the first column).
func uniqueNames(u sqltext.Unique) []string {
	if u.Name != "" {
		return []string{u.Name}
	}
	t := sqltext.TableKey(u.Table)
	cols := strings.Join(u.Columns, "_")
	if u.Primary {
		return []string{t + "_pkey", "primary"}
	}
	return []string{t + "_" + cols + "_key", t + "_" + cols + "_idx", u.Columns[0]}
}

// describe names an SQL uniqueness for a message.
func (u sqlUnique) describe(table string) string {
	kind := "unique constraint"
	switch {
	case u.Primary:
		kind = "primary key"
	case u.Index:
		kind = "unique index"
	}
	if u.Name != "" {
		return kind + " " + u.Name
	}
	if u.Primary {
		return fmt.Sprintf("the primary key of %s (%s)", table, strings.Join(u.Columns, ", "))
	}
	return fmt.Sprintf("the %s on %s (%s)", kind, table, strings.Join(u.Columns, ", "))
}

// TableSchema is what the module's schema says of the table a create
// writes, carried by a wrapper's summary to its callers (repo.CreateUser
// inserts into users): the table's name, whether the module declares it,
// and the uniquenesses the create binds every column of.
type TableSchema struct {
	Table    string
	Declared bool
	Uniques  []Unique
	// Partial reports a uniqueness of several columns that the create
	// binds some of only: the others take their defaults, and a duplicate
	// can still fail on it (UNIQUE (workspace_id, external_id, deleted)
	// with deleted left to DEFAULT false).
	Partial bool
	// KeyOnly reports a table the module declares with no uniqueness but
	// its primary key (keyOnly), known even where the columns the create
	// binds, or their names, are not: Declared is then false and Uniques
	// empty, and only this is said.
	KeyOnly bool
}

// Unique is one uniqueness of a TableSchema: its columns (lower-cased)
// and how a message names it.
type Unique struct {
	Cols    []string
	What    string
	Primary bool // the table's primary key
}

func (t *TableSchema) String() string {
	var us []string
	for _, u := range t.Uniques {
		us = append(us, strings.Join(u.Cols, "+"))
	}
	s := t.Table
	if t.Declared {
		s += " declared"
	}
	if t.Partial {
		s += " partial"
	}
	if t.KeyOnly {
		s += " keyonly"
	}
	return s + " unique=" + strings.Join(us, ";")
}

// equalSchemas reports whether two lists of TableSchema say the same.
func equalSchemas(a, b []*TableSchema) bool {
	return slices.EqualFunc(a, b, (*TableSchema).equal)
}

func (t *TableSchema) equal(u *TableSchema) bool {
	if t == nil || u == nil {
		return t == u
	}
	return t.Table == u.Table && t.Declared == u.Declared && t.Partial == u.Partial && t.KeyOnly == u.KeyOnly && slices.EqualFunc(t.Uniques, u.Uniques, func(a, b Unique) bool {
		return a.What == b.What && a.Primary == b.Primary && slices.Equal(a.Cols, b.Cols)
	})
}

// createSchemas returns what the module's schema says of the tables the
// create w writes (TableSchema), for its function's summary: those of a
// wrapper's creates, or of the one table w writes; nil when nothing is
// known.
func (m *model) createSchemas(w *Op) []*TableSchema {
	if w.Schemas != nil {
		return w.Schemas // through another wrapper
	}
	if ts := m.createSchema(w); ts != nil {
		return []*TableSchema{ts}
	}
	return nil
}

// createSchema returns what the module's schema says of the table the
// create w writes (TableSchema); nil when nothing is known.
func (m *model) createSchema(w *Op) *TableSchema {
	table, uniques, declared, written := m.tableOf(w, nil, nil)
	keyOnly := m.keyOnly(w)
	unknown := !declared && len(uniques) == 0 || written == nil && len(uniques) > 0
	switch {
	case table == "" || unknown && !keyOnly:
		return nil // nothing known, or not which of its uniquenesses the create binds
	case unknown:
		return &TableSchema{Table: table, KeyOnly: true}
	}
	ts := &TableSchema{Table: table, Declared: declared, KeyOnly: keyOnly}
	for _, u := range uniques {
		switch {
		case u.serial || written == nil:
		case subset(u.cols, written):
			ts.Uniques = append(ts.Uniques, Unique{Cols: u.cols, What: u.what, Primary: u.primary})
		case len(u.cols) > 1 && slices.ContainsFunc(u.cols, func(c string) bool { return slices.Contains(written, c) }):
			ts.Partial = true
		}
	}
	return ts
}

// schemaSet gathers what the schema says of each table a function's
// creates write rows in, for its summary: a table is known when every
// create of it says the same.
type schemaSet struct {
	list    []*TableSchema
	unknown map[string]bool // by sqltext.TableKey: a create of it says nothing, or two disagree
}

// add records the schemas of the tables the create w writes (those of
// createSchemas): each table w writes and gives none of is unknown.
func (ss *schemaSet) add(m *model, w *Op, tss []*TableSchema, ops []*Op) {
	given := map[string]bool{}
	for _, ts := range tss {
		ts = m.withoutMinted(ts, w, ops)
		key := sqltext.TableKey(ts.Table)
		given[key] = true
		i := slices.IndexFunc(ss.list, func(t *TableSchema) bool { return sqltext.TableKey(t.Table) == key })
		switch {
		case ss.unknown[key]:
		case i < 0:
			ss.list = append(ss.list, ts)
		case !ss.list[i].equal(ts):
			ss.forget(key)
		}
	}
	for _, t := range append(slices.Clone(w.Creates), w.Table) {
		if key := sqltext.TableKey(t); t != "" && !given[key] {
			ss.forget(key)
		}
	}
}

func (ss *schemaSet) forget(key string) {
	if ss.unknown == nil {
		ss.unknown = map[string]bool{}
	}
	ss.unknown[key] = true
	ss.list = slices.DeleteFunc(ss.list, func(t *TableSchema) bool { return sqltext.TableKey(t.Table) == key })
}

// withoutMinted drops from ts the uniquenesses whose columns an ORM
// create fills, in the struct it is given, from a RANDOM SOURCE of ops (a
// new refresh token's hash): no concurrent duplicate shares that value,
// so the constraint ends no race.
func (m *model) withoutMinted(ts *TableSchema, w *Op, ops []*Op) *TableSchema {
	if ts == nil || w.Model == nil || len(ts.Uniques) == 0 {
		return ts
	}
	call, ok := w.Instr.(ssa.CallInstruction)
	if !ok {
		return ts
	}
	var randoms []ssa.Value
	for _, op := range ops {
		if op.Kind == Random && op.Value != nil {
			randoms = append(randoms, op.Value)
		}
	}
	if len(randoms) == 0 {
		return ts
	}
	st, ok := w.Model.Underlying().(*types.Struct)
	if !ok {
		return ts
	}
	var al *ssa.Alloc
	for _, a := range call.Common().Args {
		if x, ok := unwrap(a).(*ssa.Alloc); ok && types.Identical(deref(x.Type()), w.Model) {
			al = x
		}
	}
	if al == nil {
		return ts
	}
	fields := m.ormColumns(w)
	minted := func(col string) bool {
		for i := range st.NumFields() {
			f := st.Field(i)
			if f.Embedded() || !slices.ContainsFunc(fields, func(mf modelField) bool { return mf.name == f.Name() && mf.column == col }) {
				continue
			}
			if dependsOnAny(fieldWriters(al, i), randoms) {
				return true
			}
		}
		return false
	}
	out := *ts
	out.Uniques = slices.DeleteFunc(slices.Clone(ts.Uniques), func(u Unique) bool { return slices.ContainsFunc(u.Cols, minted) })
	if len(out.Uniques) < len(ts.Uniques) {
		// Say nothing of the schema rather than that nothing covers the
		// check: a uniqueness does, on a value this create mints.
		out.Declared = false
	}
	return &out
}

// Cover is what the module's schema says of a check and the create it
// decides (Result.UniqueCover).
type Cover struct {
	// Unique names the uniqueness on which a concurrent duplicate of the
	// create fails ("unique index users_email_key", "the primary key of
	// events (id)"): the race ends in a duplicate-key error, not a second
	// row.
	Unique string
	// Uncovered is, when the module declares the table and none of its
	// uniquenesses lies within the checked columns, the table and those
	// columns: "users (email)".
	Uncovered string
}

// UniqueCover says whether a uniqueness the module declares on the table
// that w creates a row in lies within the columns chk compares equal to
// a bound value, with w binding all of its columns: a concurrent duplicate
// of w then fails. A check whose columns are not known, a create whose
// table or columns are not, or a table the module does not declare, give
// Cover{}.
func (r *Result) UniqueCover(chk, w *Op) Cover {
	if r.m == nil {
		return Cover{}
	}
	return r.m.uniqueCover(chk, w)
}

func (m *model) uniqueCover(chk, w *Op) Cover {
	if w.Kind != Write || w.Mode != Creates || w.Overwrites {
		return Cover{} // an update-else-create's duplicate overwrites the first row: no uniqueness fails it
	}
	checked := checkedColumns(chk)
	if len(checked) == 0 {
		return Cover{}
	}
	if chk.Document() && w.Document() {
		// A collection's _id is unique: a create that a check by _id
		// decides inserts the _id looked up, and its duplicate fails.
		// No other index a program creates is read.
		if len(checked) == 1 && checked[0] == "_id" {
			if SlotTable(w.Table) || w.Table == "" {
				return Cover{Unique: "the collection's _id index"}
			}
			return Cover{Unique: "the _id index of " + w.Table}
		}
		return Cover{}
	}
	table, uniques, declared, written := m.tableOf(w, checked, chk)
	if !declared && len(uniques) == 0 {
		return Cover{}
	}
	within := false
	for _, u := range uniques {
		if !subset(u.cols, checked) {
			continue
		}
		within = true
		if !u.serial && written != nil && subset(u.cols, written) {
			return Cover{Unique: u.what}
		}
	}
	if within || !declared {
		return Cover{}
	}
	return Cover{Uncovered: fmt.Sprintf("%s (%s)", table, strings.Join(checked, ", "))}
}

// HelperCover is UniqueCover for a library helper that looks a row up
// and inserts it in one call (gorm's FirstOrCreate): the row it looks for
// is the row it creates, under the conditions it looked up.
func (r *Result) HelperCover(op *Op) Cover {
	if op.Kind != CheckThenAct {
		return Cover{}
	}
	w := *op
	w.Kind, w.Mode = Write, Creates
	return r.UniqueCover(op, &w)
}

// MintedUniqueOnly reports a create through a wrapper under a key it
// mints, whose table the module's schema declares, that binds no
// uniqueness but one column's — the minted key's — and leaves no column
// of a uniqueness of several to its default (Partial), while none covers
// what chk looked up (blnk's balances: a random balance_id, found by
// indicator and currency): a unique violation the wrapper tells apart
// is of the minted key, never this race's duplicate.
func (r *Result) MintedUniqueOnly(chk, w *Op) bool {
	if !w.Minted || len(w.Schemas) != 1 || w.Schemas[0].Partial || r.UniqueCover(chk, w).Uncovered == "" {
		return false
	}
	us := w.Schemas[0].Uniques
	return len(us) == 0 || len(us) == 1 && len(us[0].Cols) == 1
}

// checkedColumns returns the columns a check compares equal to a bound
// value: of its SQL's top-level WHERE, of an ORM read's conditions, or of
// an ent query's predicates.
func checkedColumns(chk *Op) []string {
	switch {
	case chk.SQL == nil && chk.Columns == nil:
		return entChecked(chk)
	case chk.SQL == nil:
		return chk.Columns
	}
	var cols []string
	for _, p := range chk.SQL.Where {
		if matchesBound(p) && !slices.Contains(cols, p.Column) {
			cols = append(cols, p.Column)
		}
	}
	return cols
}

func subset(a, b []string) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return len(a) > 0
}

// tableOf returns the table a create writes, the uniquenesses the
// module declares on it, whether the module declares the table itself
// (its CREATE TABLE, a model type with schema tags, an ent schema that
// declares all of the checked columns), and the columns the create binds
// (nil when not known). For a wrapper's create of several tables, the
// table is the one chk reads: the checked columns belong to it.
func (m *model) tableOf(w *Op, checked []string, chk *Op) (string, []uniqueness, bool, []string) {
	switch {
	case w.SQL == nil && w.Model == nil && w.Schemas != nil:
		// A wrapper's create: its uniquenesses are those it binds.
		ts := wrapperSchema(w, chk)
		if ts == nil {
			return "", nil, false, nil
		}
		var us []uniqueness
		var written []string
		for _, u := range ts.Uniques {
			us = append(us, uniqueness{cols: u.Cols, what: u.What, primary: u.Primary})
			written = append(written, u.Cols...)
		}
		return ts.Table, us, ts.Declared, written
	case w.SQL != nil && w.SQL.Kind == sqltext.Insert:
		var written []string
		for _, v := range w.SQL.Columns {
			if v.Column == unresolved {
				// A builder's values from a map built elsewhere
				// (builder.go): which columns it binds is not known.
				written = nil
				break
			}
			written = append(written, v.Column)
		}
		t := m.sqlSchema()[sqltext.TableKey(w.SQL.Table)]
		if t == nil {
			return w.SQL.Table, nil, false, nil
		}
		return t.name, sqlUniques(t), t.created, written
	case w.SQL == nil && w.Model != nil && isXorm(w):
		return m.xormTable(w.Model)
	case w.SQL == nil && w.Model != nil:
		return m.modelTable(w.Model)
	case w.SQL == nil:
		if entity, written := entCreate(w); entity != "" {
			return m.entTableOf(entity, w.Table, checked, written)
		}
	}
	return "", nil, false, nil
}

// wrapperSchema picks, of the tables a wrapper's create writes, the one
// a check concerns: the only one of a create of rows of one table; of a
// create of several (an order and its line items, a feed and its
// entries), the one the check reads, by name; else none.
func wrapperSchema(w *Op, chk *Op) *TableSchema {
	if len(w.Schemas) == 1 && len(w.Creates) <= 1 {
		return w.Schemas[0]
	}
	if chk == nil || chk.Table == "" {
		return nil
	}
	for _, ts := range w.Schemas {
		if sqltext.TableKey(ts.Table) == sqltext.TableKey(chk.Table) {
			return ts
		}
	}
	return nil
}

func sqlUniques(t *tableSchema) []uniqueness {
	out := make([]uniqueness, 0, len(t.uniques))
	for _, u := range t.uniques {
		out = append(out, uniqueness{cols: u.Columns, what: u.describe(t.name), primary: u.Primary})
	}
	return out
}

// modelTable is tableOf for an ORM model type: the table the SQL text
// creates under the ORM's name for it, or else the uniquenesses of the
// type's tags; an ORM create binds every column of its model.
func (m *model) modelTable(t *types.Named) (string, []uniqueness, bool, []string) {
	fields := modelFields(t, nil)
	var written []string
	for _, f := range fields {
		written = append(written, f.column)
	}
	us, tagged := tagUniques(t, fields)
	name, ok := m.ormTableName(t)
	if !ok {
		return t.Obj().Name(), us, tagged, written
	}
	if ts := m.sqlSchema()[sqltext.TableKey(name)]; ts != nil {
		if ts.created {
			return ts.name, sqlUniques(ts), true, written
		}
		return ts.name, append(us, sqlUniques(ts)...), tagged, written
	}
	return name, us, tagged, written
}

// modelField is one column of an ORM model type.
type modelField struct {
	name   string // Go name
	column string
	typ    types.Type
	gorm   map[string]string // upper-cased keys of its gorm tag
	bun    []string          // options of its bun tag, after the name
	tagged bool              // a gorm or bun tag declares something of it
}

// modelFields lists the columns of a model struct, embedded structs
// flattened (gorm.Model, bun.BaseModel's table tag aside).
func modelFields(t types.Type, seen []types.Type) []modelField {
	st, ok := deref(t).Underlying().(*types.Struct)
	if !ok || len(seen) > 4 || slices.ContainsFunc(seen, func(s types.Type) bool { return types.Identical(s, t) }) {
		return nil
	}
	var out []modelField
	for i := range st.NumFields() {
		f := st.Field(i)
		tag := reflect.StructTag(st.Tag(i))
		g, gok := tag.Lookup("gorm")
		b, bok := tag.Lookup("bun")
		if g == "-" || b == "-" || !f.Exported() && !f.Embedded() {
			continue
		}
		gorm := gormTag(g)
		_, embedded := gorm["EMBEDDED"]
		if f.Embedded() || embedded {
			out = append(out, modelFields(f.Type(), append(seen, t))...)
			continue
		}
		mf := modelField{name: f.Name(), column: snake(f.Name()), typ: f.Type(), gorm: gorm, tagged: gok || bok}
		if c := gorm["COLUMN"]; c != "" {
			mf.column = strings.ToLower(c)
		}
		if bok {
			parts := strings.Split(b, ",")
			if parts[0] != "" && !strings.Contains(parts[0], ":") {
				mf.column = strings.ToLower(parts[0])
			}
			mf.bun = parts[1:]
		}
		out = append(out, mf)
	}
	return out
}

// gormTag splits a gorm tag into its settings, keys upper-cased
// ("uniqueIndex:idx_email;not null" → UNIQUEINDEX: idx_email, NOT NULL).
func gormTag(tag string) map[string]string {
	out := map[string]string{}
	for _, part := range strings.Split(tag, ";") {
		k, v, _ := strings.Cut(part, ":")
		if k = strings.ToUpper(strings.TrimSpace(k)); k != "" {
			out[strings.ReplaceAll(k, "_", "")] = strings.TrimSpace(v)
		}
	}
	return out
}

// tagUniques returns the uniquenesses the gorm and bun tags of a model's
// fields declare, and whether any field has a tag at all (the type
// declares its schema).
func tagUniques(t *types.Named, fields []modelField) ([]uniqueness, bool) {
	var out []uniqueness
	groups := map[string]int{} // a composite index's name ("pk": the primary key) → its entry in out
	add := func(group, what string, f modelField, serial bool) {
		if i, ok := groups[group]; ok && group != "" {
			out[i].cols = append(out[i].cols, f.column)
			return
		}
		if group != "" {
			groups[group] = len(out)
		}
		out = append(out, uniqueness{cols: []string{f.column}, what: what, serial: serial, primary: group == "pk"})
	}
	tagged := false
	type_ := t.Obj().Name()
	for _, f := range fields {
		tagged = tagged || f.tagged
		field := type_ + "." + f.name
		if _, ok := f.gorm["PRIMARYKEY"]; ok {
			add("pk", "the primary key "+field, f, isInteger(f.typ) && !strings.EqualFold(f.gorm["AUTOINCREMENT"], "false"))
		}
		if _, ok := f.gorm["UNIQUE"]; ok {
			add("", "the unique constraint on "+field, f, false)
		}
		if name, ok := f.gorm["UNIQUEINDEX"]; ok {
			name, _, _ = strings.Cut(name, ",")
			if name == "" {
				add("", "the unique index on "+field, f, false)
			} else {
				add("index "+name, "unique index "+name, f, false)
			}
		}
		if v, ok := f.gorm["INDEX"]; ok {
			if name, opts, _ := strings.Cut(v, ","); slices.Contains(strings.Split(strings.ToUpper(opts), ","), "UNIQUE") {
				if name == "" {
					add("", "the unique index on "+field, f, false)
				} else {
					add("index "+name, "unique index "+name, f, false)
				}
			}
		}
		for _, o := range f.bun {
			switch k, v, _ := strings.Cut(o, ":"); {
			case k == "pk":
				add("pk", "the primary key "+field, f, isInteger(f.typ) || slices.Contains(f.bun, "autoincrement"))
			case k == "unique" && v == "":
				add("", "the unique constraint on "+field, f, false)
			case k == "unique":
				add("bun "+v, "unique constraint "+v, f, false)
			}
		}
	}
	if i, ok := groups["pk"]; ok && len(out[i].cols) > 1 {
		// Several primary-key fields make one composite key, which no
		// database numbers.
		out[i].what = fmt.Sprintf("the primary key of %s (%s)", type_, strings.Join(out[i].cols, ", "))
		out[i].serial = false
	}
	return out, tagged
}

func isInteger(t types.Type) bool {
	b, ok := deref(t).Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// ormTableName returns the table an ORM names after a model type: what
// its TableName method returns, when it returns a constant; a bun table
// tag; otherwise the snake_case plural of the type's name (gorm's and
// bun's default). A TableName whose result is not a constant names no
// table.
func (m *model) ormTableName(t *types.Named) (string, bool) {
	if st, ok := t.Underlying().(*types.Struct); ok {
		for i := range st.NumFields() {
			if b, ok := reflect.StructTag(st.Tag(i)).Lookup("bun"); ok && st.Field(i).Embedded() {
				for _, o := range strings.Split(b, ",") {
					if v, ok := strings.CutPrefix(o, "table:"); ok {
						return v, true
					}
				}
			}
		}
	}
	for i := range t.NumMethods() {
		meth := t.Method(i)
		if meth.Name() != "TableName" {
			continue
		}
		if meth.Pkg() != m.pass.Pkg {
			return m.declaredTableName(meth)
		}
		if fn := m.prog.FuncValue(meth); fn != nil {
			if rs := returned(fn); len(rs) == 1 {
				if c, ok := rs[0].(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
					return constant.StringVal(c.Value), true
				}
			}
		}
		return "", false
	}
	return plural(snake(t.Obj().Name())), true
}

// declaredTableName reads the TableName method of a model type of another
// package from its source, which the module holds (a models package
// beside the repositories): the string literal, or the package's
// constant, its one statement returns. The importer sees the method's
// signature only, and the models package may be no package the model
// analyses (it imports nothing the catalog knows), so no fact could carry
// it. A method whose source is not on disk, or that does anything else,
// names no table.
func (m *model) declaredTableName(meth *types.Func) (string, bool) {
	pos := m.pass.Fset.Position(meth.Pos())
	if pos.Filename == "" || !strings.HasSuffix(pos.Filename, ".go") {
		return "", false
	}
	data, err := os.ReadFile(pos.Filename)
	if err != nil || len(data) > maxDeclFile {
		return "", false
	}
	f, err := parser.ParseFile(token.NewFileSet(), pos.Filename, data, parser.SkipObjectResolution)
	if err != nil {
		return "", false
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != "TableName" || fd.Recv == nil || len(fd.Recv.List) != 1 || fd.Body == nil || len(fd.Body.List) != 1 {
			continue
		}
		if strings.TrimPrefix(astTypeName(fd.Recv.List[0].Type), "*") != recvName(meth) {
			continue
		}
		ret, ok := fd.Body.List[0].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			return "", false
		}
		switch r := ast.Unparen(ret.Results[0]).(type) {
		case *ast.BasicLit:
			if v, err := strconv.Unquote(r.Value); err == nil {
				return v, true
			}
		case *ast.Ident:
			if c, ok := meth.Pkg().Scope().Lookup(r.Name).(*types.Const); ok && c.Val().Kind() == constant.String {
				return constant.StringVal(c.Val()), true
			}
		}
		return "", false
	}
	return "", false
}

// maxDeclFile bounds the size of a source file read for a declaration.
const maxDeclFile = 1 << 20

// snake is gorm's and bun's column and table naming: UserID → user_id,
// HTTPCode → http_code.
func snake(name string) string {
	rs := []rune(name)
	var b strings.Builder
	for i, r := range rs {
		if unicode.IsUpper(r) && i > 0 && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])) {
			b.WriteByte('_')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}
