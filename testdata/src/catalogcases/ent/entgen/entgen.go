// Package entgen mimics, by hand, the code ent generates for a User schema:
// the builders call the sqlgraph runtime, so the catalog rows are matched
// here and the builders become wrappers for the code in package ent.
package entgen

import (
	"context"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/sqlgraph"
)

// User is the model entity.
type User struct {
	ID      int
	EventID string
}

// Client is the client holding all builders.
type Client struct {
	User *UserClient
	drv  dialect.Driver
}

// NewClient creates a client on drv.
func NewClient(drv dialect.Driver) *Client {
	return &Client{User: &UserClient{driver: drv}, drv: drv}
}

// Tx starts a new transaction.
func (c *Client) Tx(ctx context.Context) (*Tx, error) {
	tx, err := c.drv.Tx(ctx) // row: Driver.Tx
	if err != nil {
		return nil, err
	}
	return &Tx{User: &UserClient{driver: &txDriver{tx: tx, drv: c.drv}}, tx: tx}, nil
}

// Tx is a transactional client.
type Tx struct {
	User *UserClient
	tx   dialect.Tx
}

// Commit commits the transaction.
func (tx *Tx) Commit() error {
	return tx.tx.Commit() // row: Tx.Commit
}

// Rollback rolls back the transaction.
func (tx *Tx) Rollback() error {
	return tx.tx.Rollback() // row: Tx.Rollback
}

// txDriver runs the builders of a Tx inside the transaction.
type txDriver struct {
	drv dialect.Driver
	tx  dialect.Tx
}

func (d *txDriver) Exec(ctx context.Context, query string, args, v any) error {
	return d.tx.Exec(ctx, query, args, v)
}

func (d *txDriver) Query(ctx context.Context, query string, args, v any) error {
	return d.tx.Query(ctx, query, args, v)
}

func (d *txDriver) Tx(context.Context) (dialect.Tx, error) { return d.tx, nil }
func (d *txDriver) Close() error                           { return nil }
func (d *txDriver) Dialect() string                        { return d.drv.Dialect() }

// UserClient is the client of the User entity.
type UserClient struct {
	driver dialect.Driver
}

// Query returns a query builder for User.
func (c *UserClient) Query() *UserQuery { return &UserQuery{driver: c.driver} }

// Create returns a builder for creating a User.
func (c *UserClient) Create() *UserCreate { return &UserCreate{driver: c.driver} }

// CreateBulk returns a builder for creating many Users.
func (c *UserClient) CreateBulk(builders ...*UserCreate) *UserCreateBulk {
	return &UserCreateBulk{driver: c.driver, builders: builders}
}

// Update returns a builder for updating Users.
func (c *UserClient) Update() *UserUpdate { return &UserUpdate{driver: c.driver} }

// UpdateOneID returns a builder for updating the User with id.
func (c *UserClient) UpdateOneID(id int) *UserUpdateOne {
	return &UserUpdateOne{driver: c.driver, id: id}
}

// Delete returns a builder for deleting Users.
func (c *UserClient) Delete() *UserDelete { return &UserDelete{driver: c.driver} }

var userNode = &sqlgraph.NodeSpec{Table: "users", Columns: []string{"id", "event_id"}, ID: &sqlgraph.FieldSpec{Column: "id"}}

// UserQuery is the builder for querying User entities.
type UserQuery struct {
	driver dialect.Driver
}

// Exist returns true if the query has elements in the graph.
func (uq *UserQuery) Exist(ctx context.Context) (bool, error) {
	n, err := sqlgraph.CountNodes(ctx, uq.driver, &sqlgraph.QuerySpec{Node: userNode, Limit: 1}) // row: CountNodes
	return n > 0, err
}

// All executes the query and returns a list of Users.
func (uq *UserQuery) All(ctx context.Context) ([]*User, error) {
	var nodes []*User
	err := sqlgraph.QueryNodes(ctx, uq.driver, &sqlgraph.QuerySpec{Node: userNode}) // row: QueryNodes
	return nodes, err
}

// GroupIDs loads the ids of the groups of the queried users.
func (uq *UserQuery) GroupIDs(ctx context.Context) ([]int, error) {
	var ids []int
	err := sqlgraph.QueryEdges(ctx, uq.driver, &sqlgraph.EdgeQuerySpec{ // row: QueryEdges
		Edge: &sqlgraph.EdgeSpec{Rel: sqlgraph.M2M, Table: "user_groups", Columns: []string{"user_id", "group_id"}},
	})
	return ids, err
}

// UserCreate is the builder for creating a User entity.
type UserCreate struct {
	driver   dialect.Driver
	eventID  string
	conflict []sql.ConflictOption
}

// SetEventID sets the "event_id" field.
func (uc *UserCreate) SetEventID(s string) *UserCreate {
	uc.eventID = s
	return uc
}

func (uc *UserCreate) createSpec() *sqlgraph.CreateSpec {
	return &sqlgraph.CreateSpec{
		Table:      "users",
		Fields:     []*sqlgraph.FieldSpec{{Column: "event_id", Value: uc.eventID}},
		OnConflict: uc.conflict,
	}
}

// Save creates the User in the database.
func (uc *UserCreate) Save(ctx context.Context) (*User, error) {
	if err := sqlgraph.CreateNode(ctx, uc.driver, uc.createSpec()); err != nil { // row: CreateNode
		return nil, err
	}
	return &User{EventID: uc.eventID}, nil
}

// OnConflict configures the ON CONFLICT clause of the INSERT.
func (uc *UserCreate) OnConflict(opts ...sql.ConflictOption) *UserUpsertOne {
	uc.conflict = opts
	return &UserUpsertOne{create: uc}
}

// OnConflictColumns sets the conflict target columns.
func (uc *UserCreate) OnConflictColumns(columns ...string) *UserUpsertOne {
	uc.conflict = append(uc.conflict, sql.ConflictColumns(columns...))
	return &UserUpsertOne{create: uc}
}

// UserUpsertOne is the builder for "upsert"-ing one User.
type UserUpsertOne struct {
	create *UserCreate
}

// DoNothing configures the conflict action to DO NOTHING.
func (u *UserUpsertOne) DoNothing() *UserUpsertOne {
	u.create.conflict = append(u.create.conflict, sql.DoNothing()) // row: DoNothing
	return u
}

// Exec executes the upsert.
func (u *UserUpsertOne) Exec(ctx context.Context) error {
	return sqlgraph.CreateNode(ctx, u.create.driver, u.create.createSpec())
}

// UserCreateBulk is the builder for creating many User entities in bulk.
type UserCreateBulk struct {
	driver   dialect.Driver
	builders []*UserCreate
}

// Save creates the Users in the database.
func (ucb *UserCreateBulk) Save(ctx context.Context) ([]*User, error) {
	spec := &sqlgraph.BatchCreateSpec{}
	for _, b := range ucb.builders {
		spec.Nodes = append(spec.Nodes, b.createSpec())
	}
	if err := sqlgraph.BatchCreate(ctx, ucb.driver, spec); err != nil { // row: BatchCreate
		return nil, err
	}
	return make([]*User, len(ucb.builders)), nil
}

// UserUpdate is the builder for updating User entities.
type UserUpdate struct {
	driver  dialect.Driver
	eventID string
}

// SetEventID sets the "event_id" field.
func (uu *UserUpdate) SetEventID(s string) *UserUpdate {
	uu.eventID = s
	return uu
}

// Save executes the query and returns the number of nodes affected.
func (uu *UserUpdate) Save(ctx context.Context) (int, error) {
	spec := &sqlgraph.UpdateSpec{Node: userNode}
	spec.Fields.Set = append(spec.Fields.Set, &sqlgraph.FieldSpec{Column: "event_id", Value: uu.eventID})
	return sqlgraph.UpdateNodes(ctx, uu.driver, spec) // row: UpdateNodes
}

// UserUpdateOne is the builder for updating a single User entity.
type UserUpdateOne struct {
	driver  dialect.Driver
	id      int
	eventID string
}

// SetEventID sets the "event_id" field.
func (uuo *UserUpdateOne) SetEventID(s string) *UserUpdateOne {
	uuo.eventID = s
	return uuo
}

// Save executes the query and returns the updated User.
func (uuo *UserUpdateOne) Save(ctx context.Context) (*User, error) {
	spec := &sqlgraph.UpdateSpec{Node: userNode}
	spec.Fields.Set = append(spec.Fields.Set, &sqlgraph.FieldSpec{Column: "event_id", Value: uuo.eventID})
	if err := sqlgraph.UpdateNode(ctx, uuo.driver, spec); err != nil { // row: UpdateNode
		return nil, err
	}
	return &User{ID: uuo.id, EventID: uuo.eventID}, nil
}

// UserDelete is the builder for deleting User entities.
type UserDelete struct {
	driver dialect.Driver
}

// Exec executes the deletion query and returns how many users were deleted.
func (ud *UserDelete) Exec(ctx context.Context) (int, error) {
	return sqlgraph.DeleteNodes(ctx, ud.driver, &sqlgraph.DeleteSpec{Node: userNode}) // row: DeleteNodes
}
