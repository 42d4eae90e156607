// Package sqlgraph is an idemlint test stub of entgo.io/ent/dialect/sql/sqlgraph@v0.14.5: only the declarations the tests use, with the real names, receivers and parameter names.
package sqlgraph

import (
	"context"
	"database/sql/driver"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/schema/field"
)

// Rel is an edge relation type.
type Rel int

// Relation types.
const (
	O2O Rel = iota + 1
	O2M
	M2O
	M2M
)

// FieldSpec holds the information of a field column.
type FieldSpec struct {
	Column string
	Type   field.Type
	Value  driver.Value
}

// EdgeSpec holds the information of an edge.
type EdgeSpec struct {
	Rel     Rel
	Inverse bool
	Table   string
	Columns []string
}

// NewFieldSpec returns the spec of a field column.
func NewFieldSpec(column string, typ field.Type) *FieldSpec {
	return &FieldSpec{Column: column, Type: typ}
}

// NodeSpec defines the information for querying and decoding nodes.
type NodeSpec struct {
	Table   string
	Columns []string
	ID      *FieldSpec
}

// CreateSpec holds the information for creating a node.
type CreateSpec struct {
	Table      string
	ID         *FieldSpec
	Fields     []*FieldSpec
	OnConflict []sql.ConflictOption
}

// NewCreateSpec returns the spec of a create in table.
func NewCreateSpec(table string, id *FieldSpec) *CreateSpec {
	return &CreateSpec{Table: table, ID: id}
}

// SetField appends a new field setter to the create.
func (u *CreateSpec) SetField(column string, t field.Type, value driver.Value) {
	u.Fields = append(u.Fields, &FieldSpec{Column: column, Type: t, Value: value})
}

// BatchCreateSpec holds the information for creating multiple nodes.
type BatchCreateSpec struct {
	Nodes      []*CreateSpec
	OnConflict []sql.ConflictOption
}

// FieldMut holds the field mutations of an update.
type FieldMut struct {
	Set   []*FieldSpec
	Add   []*FieldSpec
	Clear []*FieldSpec
}

// UpdateSpec holds the information for updating one or more nodes.
type UpdateSpec struct {
	Node   *NodeSpec
	Fields FieldMut
}

// DeleteSpec holds the information for deleting one or more nodes.
type DeleteSpec struct {
	Node *NodeSpec
}

// QuerySpec holds the information for querying nodes.
type QuerySpec struct {
	Node       *NodeSpec
	Limit      int
	Offset     int
	Unique     bool
	Predicate  func(*sql.Selector)
	ScanValues func(columns []string) ([]any, error)
	Assign     func(columns []string, values []any) error
}

// NewQuerySpec returns the spec of a query of table.
func NewQuerySpec(table string, columns []string, id *FieldSpec) *QuerySpec {
	return &QuerySpec{Node: &NodeSpec{Table: table, Columns: columns, ID: id}}
}

// EdgeQuerySpec holds the information for querying edges.
type EdgeQuerySpec struct {
	Edge       *EdgeSpec
	ScanValues func() [2]any
	Assign     func(out, in any) error
}

// CreateNode applies the CreateSpec on the graph.
func CreateNode(ctx context.Context, drv dialect.Driver, spec *CreateSpec) error { return nil }

// BatchCreate applies the BatchCreateSpec on the graph.
func BatchCreate(ctx context.Context, drv dialect.Driver, spec *BatchCreateSpec) error { return nil }

// UpdateNode applies the UpdateSpec on one node in the graph.
func UpdateNode(ctx context.Context, drv dialect.Driver, spec *UpdateSpec) error { return nil }

// UpdateNodes applies the UpdateSpec on a set of nodes and returns how many were affected.
func UpdateNodes(ctx context.Context, drv dialect.Driver, spec *UpdateSpec) (int, error) {
	return 0, nil
}

// DeleteNodes applies the DeleteSpec on the graph and returns how many nodes were deleted.
func DeleteNodes(ctx context.Context, drv dialect.Driver, spec *DeleteSpec) (int, error) {
	return 0, nil
}

// QueryNodes queries the nodes in the graph query and scans them.
func QueryNodes(ctx context.Context, drv dialect.Driver, spec *QuerySpec) error { return nil }

// CountNodes counts the nodes in the given graph query.
func CountNodes(ctx context.Context, drv dialect.Driver, spec *QuerySpec) (int, error) {
	return 0, nil
}

// QueryEdges queries the edges in the graph and scans the result.
func QueryEdges(ctx context.Context, drv dialect.Driver, spec *EdgeQuerySpec) error { return nil }

// IsUniqueConstraintError reports whether err resulted from a DB uniqueness constraint violation.
func IsUniqueConstraintError(err error) bool { return false }

// IsConstraintError reports whether err resulted from a DB constraint violation (unique, foreign-key or check).
func IsConstraintError(err error) bool { return false }
