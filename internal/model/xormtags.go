package model

import (
	"fmt"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// The schema an xorm model's tags declare, read as xorm.io/xorm v1.4.3
// reads them (tags/parser.go, tags/tag.go): a tag is split at spaces
// outside quotes and parentheses; each word is matched, upper-cased,
// against xorm's handlers and SQL type names, and any other word names
// the column ('user_id' or user_id). PK marks the primary key (several
// fields: one composite key), UNIQUE a unique index named after the
// column, UNIQUE(name) one shared by every field of the struct that names
// it; EXTENDS inlines a struct's fields. A column or table no tag and no
// TableName method names is named by the engine's mapper, SnakeMapper
// unless the program sets another (UserID: user_i_d; GonicMapper says
// user_id): such a name is certain only when every mapper agrees on it
// (a Go name with no capital after its first letter: Email, Created).

// xormKeywords are the words a tag's handlers take (defaultTagHandlers
// and the names of schemas.SqlTypes), upper-cased: any other word names
// the column.
var xormKeywords = func(words ...string) map[string]bool {
	out := map[string]bool{}
	for _, w := range words {
		out[w] = true
	}
	return out
}(
	"-", "<-", "->", "PK", "NULL", "NOT", "AUTOINCR", "DEFAULT", "CREATED", "UPDATED", "DELETED",
	"VERSION", "UTC", "LOCAL", "NOTNULL", "INDEX", "UNIQUE", "CACHE", "NOCACHE", "COMMENT",
	"EXTENDS", "UNSIGNED", "COLLATE", "JSON", "JSONB",
	"BIT", "UNSIGNED BIT", "TINYINT", "UNSIGNED TINYINT", "SMALLINT", "UNSIGNED SMALLINT",
	"MEDIUMINT", "UNSIGNED MEDIUMINT", "INT", "UNSIGNED INT", "INTEGER", "BIGINT", "UNSIGNED BIGINT",
	"NUMBER", "ENUM", "SET", "XML", "CHAR", "NCHAR", "VARCHAR", "VARCHAR2", "NVARCHAR", "TINYTEXT",
	"TEXT", "NTEXT", "MEDIUMTEXT", "LONGTEXT", "UUID", "CLOB", "SYSNAME", "DATE", "DATETIME", "TIME",
	"TIMESTAMP", "TIMESTAMPZ", "SMALLDATETIME", "YEAR", "DECIMAL", "UNSIGNED DECIMAL", "NUMERIC",
	"REAL", "FLOAT", "UNSIGNED FLOAT", "DOUBLE", "MONEY", "SMALLMONEY", "BINARY", "VARBINARY",
	"TINYBLOB", "BLOB", "MEDIUMBLOB", "LONGBLOB", "BYTEA", "UNIQUEIDENTIFIER", "BOOL", "BOOLEAN",
	"SERIAL", "BIGSERIAL", "INT8",
)

// xormWord is one word of an xorm tag and its parenthesised parameters.
type xormWord struct {
	name   string
	params []string
}

// splitXormTag splits a tag as xorm's splitTag does; ok is false where
// xorm fails the whole struct (a comma outside quotes and parentheses).
func splitXormTag(tag string) (words []xormWord, ok bool) {
	tag = strings.TrimSpace(tag)
	var (
		inQuote, inBigQuote bool
		lastIdx, paramStart int
		cur                 xormWord
	)
	for i, c := range tag {
		switch c {
		case '\'':
			inQuote = !inQuote
		case ' ':
			switch {
			case !inQuote && !inBigQuote:
				if lastIdx < i {
					if cur.name == "" {
						cur.name = tag[lastIdx:i]
					}
					words = append(words, cur)
					lastIdx, cur = i+1, xormWord{}
				} else if lastIdx == i {
					lastIdx = i + 1
				}
			case inBigQuote && !inQuote:
				paramStart = i + 1
			}
		case ',':
			if !inQuote && !inBigQuote {
				return nil, false
			}
			if !inQuote {
				cur.params = append(cur.params, strings.TrimSpace(tag[paramStart:i]))
				paramStart = i + 1
			}
		case '(':
			inBigQuote = true
			if !inQuote {
				cur.name = tag[lastIdx:i]
				paramStart = i + 1
			}
		case ')':
			inBigQuote = false
			if !inQuote && paramStart <= i {
				cur.params = append(cur.params, tag[paramStart:i])
			}
		}
	}
	if lastIdx < len(tag) {
		if cur.name == "" {
			cur.name = tag[lastIdx:]
		}
		words = append(words, cur)
	}
	return words, true
}

// xormField is one column of an xorm model.
type xormField struct {
	name     string // Go name
	column   string // lower-cased
	certain  bool   // the column's name does not depend on the engine's mapper
	pk       bool
	autoincr bool
	fromDB   bool            // <-: read, never written
	indexes  map[string]bool // the indexes the field is in, by name: unique or not
}

// maxXormDepth bounds the EXTENDS nesting followed.
const maxXormDepth = 4

// xormFields lists the columns of an xorm model struct, EXTENDS inlined;
// ok is false where xorm would fail or a prefixed EXTENDS renames
// columns.
func xormFields(t types.Type, naming string, depth int) (fields []xormField, tagged, ok bool) {
	st, isStruct := deref(t).Underlying().(*types.Struct)
	if !isStruct || depth > maxXormDepth {
		return nil, false, false
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if r := []rune(f.Name()); len(r) == 0 || unicode.IsLower(r[0]) {
			continue
		}
		tag := strings.TrimSpace(reflect.StructTag(st.Tag(i)).Get("xorm"))
		if tag == "-" {
			continue
		}
		xf := xormField{name: f.Name(), indexes: map[string]bool{}}
		if tag == "" {
			if b, isBasic := types.Unalias(f.Type()).Underlying().(*types.Basic); isBasic && b.Kind() == types.Int64 && strings.EqualFold(f.Name(), "ID") {
				xf.pk, xf.autoincr = true, true
			}
			xf.column, xf.certain = xormColumn(f.Name(), naming)
			fields = append(fields, xf)
			continue
		}
		tagged = true
		words, split := splitXormTag(tag)
		if !split {
			return nil, tagged, false
		}
		unique, index, skip, ignoreNext := false, false, false, false
		for _, w := range words {
			if ignoreNext {
				ignoreNext = false
				continue
			}
			switch up := strings.ToUpper(w.name); up {
			case "-":
				skip = true
			case "<-":
				xf.fromDB = true
			case "PK":
				xf.pk = true
			case "AUTOINCR":
				xf.autoincr = true
			case "UNIQUE", "INDEX":
				switch {
				case len(w.params) > 0:
					xf.indexes[w.params[0]] = up == "UNIQUE"
				case up == "UNIQUE":
					unique = true
				default:
					index = true
				}
			case "DEFAULT", "COLLATE":
				ignoreNext = len(w.params) == 0 // DEFAULT TRUE: the next word is its value
			case "EXTENDS":
				if len(w.params) > 0 {
					return nil, tagged, false // a prefix renames the columns
				}
				inner, innerTagged, innerOK := xormFields(f.Type(), naming, depth+1)
				if _, isStruct := deref(f.Type()).Underlying().(*types.Struct); isStruct {
					if !innerOK {
						return nil, tagged, false
					}
					fields = append(fields, inner...)
					tagged = tagged || innerTagged
				}
				skip = true
			default:
				if !xormKeywords[up] {
					xf.column, xf.certain = strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(w.name, "'"), "'")), true
				}
			}
			if skip {
				break
			}
		}
		if skip {
			continue
		}
		if xf.column == "" {
			xf.column, xf.certain = xormColumn(f.Name(), naming)
		}
		switch {
		case unique:
			xf.indexes[xf.column] = true
		case index:
			xf.indexes[xf.column] = false
		}
		fields = append(fields, xf)
	}
	return fields, tagged, true
}

// xormTable is tableOf for an xorm model type: the table the SQL text
// creates under xorm's name for it, or else the uniquenesses of its
// tags. A uniqueness with a column the mapper names is not claimed, and
// the table is then not declared (no "no unique constraint covers"). A
// type with a TableIndices method, or tags xorm fails on, declares
// nothing.
func (m *model) xormTable(t *types.Named) (string, []uniqueness, bool, []string) {
	fields, tagged, ok := xormFields(t, m.naming, 0)
	if !ok || hasMethod(t, "TableIndices") {
		return t.Obj().Name(), nil, false, nil
	}
	var written []string
	for _, f := range fields {
		if !f.fromDB {
			written = append(written, f.column)
		}
	}
	name, named := m.xormTableName(t)
	if !named {
		name = t.Obj().Name() // for messages
	}
	us, declared := xormUniques(fields, name, named)
	declared = declared && tagged
	if ts := m.sqlSchema()[sqltext.TableKey(name)]; named && ts != nil {
		if ts.created {
			return ts.name, sqlUniques(ts), true, written
		}
		return ts.name, append(us, sqlUniques(ts)...), declared, written
	}
	return name, us, declared, written
}

// xormKeyOnly reports an xorm model whose tags declare a primary key
// and no unique index (and whose table's CREATE TABLE, if the module has
// one, declares no other uniqueness), whatever names the engine's mapper
// gives the columns.
func (m *model) xormKeyOnly(t *types.Named) bool {
	fields, tagged, ok := xormFields(t, m.naming, 0)
	if !ok || !tagged || hasMethod(t, "TableIndices") {
		return false
	}
	pk := false
	for _, f := range fields {
		pk = pk || f.pk
		for _, unique := range f.indexes {
			if unique {
				return false
			}
		}
	}
	if name, named := m.xormTableName(t); named {
		if ts := m.sqlSchema()[sqltext.TableKey(name)]; ts != nil && slices.ContainsFunc(sqlUniques(ts), func(u uniqueness) bool { return !u.primary }) {
			return false
		}
	}
	return pk
}

// xormTableName returns the table a TableName method of the model type
// names (ormTableName); xorm's mapper's name for the type is not taken.
func (m *model) xormTableName(t *types.Named) (string, bool) {
	for i := range t.NumMethods() {
		if t.Method(i).Name() == "TableName" {
			return m.ormTableName(t)
		}
	}
	return "", false // none, or one promoted from an embedded type: not read
}

// xormUniques returns the primary key and unique indexes of an xorm
// model's fields, in xorm's order (an index belongs to the first field
// that names it: its kind is that field's), and whether all of them have
// certain columns. tableKnown says table is the table's name (a message
// then gives the index's name in the database, UQE_<table>_<name>).
func xormUniques(fields []xormField, table string, tableKnown bool) ([]uniqueness, bool) {
	type index struct {
		name    string
		unique  bool
		cols    []string
		certain bool
	}
	var indexes []*index
	var pk []string
	pkCertain, serial := true, false
	for _, f := range fields {
		if f.pk {
			pk = append(pk, f.column)
			pkCertain = pkCertain && f.certain
			serial = serial || f.autoincr
		}
		names := make([]string, 0, len(f.indexes))
		for n := range f.indexes {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, n := range names {
			i := slices.IndexFunc(indexes, func(x *index) bool { return x.name == n })
			if i < 0 {
				indexes = append(indexes, &index{name: n, unique: f.indexes[n], certain: true})
				i = len(indexes) - 1
			}
			indexes[i].cols = append(indexes[i].cols, f.column)
			indexes[i].certain = indexes[i].certain && f.certain
		}
	}
	var out []uniqueness
	certain := true
	if len(pk) > 0 {
		if pkCertain {
			out = append(out, uniqueness{cols: pk, what: fmt.Sprintf("the primary key of %s (%s)", table, strings.Join(pk, ", ")), serial: serial, primary: true})
		}
		certain = certain && pkCertain
	}
	for _, x := range indexes {
		if !x.unique {
			continue
		}
		certain = certain && x.certain
		if !x.certain {
			continue
		}
		what := fmt.Sprintf("the unique index %s on %s (%s)", x.name, table, strings.Join(x.cols, ", "))
		if tableKnown {
			what = "unique index " + x.name
			if !strings.HasPrefix(x.name, "UQE_") && !strings.HasPrefix(x.name, "IDX_") {
				what = fmt.Sprintf("unique index UQE_%s_%s", sqltext.TableKey(table), x.name)
			}
		}
		out = append(out, uniqueness{cols: x.cols, what: what})
	}
	return out, certain
}

// hasMethod reports whether t or *t has a method of that name.
func hasMethod(t *types.Named, name string) bool {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), true, t.Obj().Pkg(), name)
	_, isFunc := obj.(*types.Func)
	return isFunc
}

// isXorm reports whether the ORM call w reads its model's schema from
// xorm's tags (catalog.ModelTag).
func isXorm(w *Op) bool {
	w = At(w) // a closure's create, run at a call of a program function (db.DoTransaction(c, func(sess) {…}))
	return w.Callee != nil && w.Callee.Pkg() != nil && catalog.ModelTag(w.Callee.Pkg().Path()) == "xorm"
}

// ormColumns returns the Go names and columns of the model fields of the
// ORM call w, as its ORM names them (for xorm, under the engine's
// mapper, when known).
func (m *model) ormColumns(w *Op) []modelField {
	if !isXorm(w) {
		return modelFields(w.Model, nil)
	}
	fields, _, _ := xormFields(w.Model, m.naming, 0)
	out := make([]modelField, 0, len(fields))
	for _, f := range fields {
		out = append(out, modelField{name: f.name, column: f.column})
	}
	return out
}
