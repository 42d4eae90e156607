// Package schema is an idemlint test stub of entgo.io/ent/dialect/sql/schema@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package schema

import "entgo.io/ent/schema/field"

// Column is a column of a table.
type Column struct {
	Name      string
	Type      field.Type
	Unique    bool
	Increment bool
	Nullable  bool
	Size      int64
}

// ReferenceOption is the action of a foreign key on update or delete.
type ReferenceOption string

// Reference options.
const (
	NoAction ReferenceOption = "NO ACTION"
	SetNull  ReferenceOption = "SET NULL"
)

// ForeignKey is a foreign key of a table.
type ForeignKey struct {
	Symbol     string
	Columns    []*Column
	RefTable   *Table
	RefColumns []*Column
	OnDelete   ReferenceOption
}

// Index is an index of a table.
type Index struct {
	Name    string
	Unique  bool
	Columns []*Column
}

// Table is a table of the schema.
type Table struct {
	Name        string
	Columns     []*Column
	PrimaryKey  []*Column
	ForeignKeys []*ForeignKey
	Indexes     []*Index
}
