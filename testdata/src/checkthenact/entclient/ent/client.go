// Package ent mimics, by hand, the client ent generates for the schemas of
// checkthenact/entschema (users, members, pets, profiles): its builders
// call the sqlgraph runtime, and become wrappers for the code that uses them.
package ent

import (
	"context"
	"errors"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql/sqlgraph"
	"entgo.io/ent/schema/field"

	"checkthenact/entclient/ent/member"
	"checkthenact/entclient/ent/pet"
	"checkthenact/entclient/ent/predicate"
	"checkthenact/entclient/ent/profile"
	"checkthenact/entclient/ent/user"
)

// Client is the client that holds all ent builders.
type Client struct {
	User    *UserClient
	Member  *MemberClient
	Pet     *PetClient
	Profile *ProfileClient
}

// NewClient creates a new client on drv.
func NewClient(drv dialect.Driver) *Client {
	return &Client{
		User:    &UserClient{driver: drv},
		Member:  &MemberClient{driver: drv},
		Pet:     &PetClient{driver: drv},
		Profile: &ProfileClient{driver: drv},
	}
}

// ConstraintError returns when trying to create or update an entity and one or more of its constraints failed.
type ConstraintError struct {
	msg  string
	wrap error
}

func (e *ConstraintError) Error() string { return "ent: constraint failed: " + e.msg }

// IsConstraintError returns a boolean indicating whether the error is a constraint failure.
func IsConstraintError(err error) bool {
	if err == nil {
		return false
	}
	var e *ConstraintError
	return errors.As(err, &e)
}

// User is the model entity for the User schema.
type User struct {
	ID    int
	Email string
	Name  string
}

// UserClient is a client for the User schema.
type UserClient struct {
	driver dialect.Driver
}

// Query returns a query builder for User.
func (c *UserClient) Query() *UserQuery { return &UserQuery{driver: c.driver} }

// Create returns a builder for creating a User entity.
func (c *UserClient) Create() *UserCreate { return &UserCreate{driver: c.driver} }

// Get returns a User entity by its id.
func (c *UserClient) Get(ctx context.Context, id int) (*User, error) {
	return c.Query().Where(user.ID(id)).Only(ctx)
}

// UserQuery is the builder for querying User entities.
type UserQuery struct {
	driver     dialect.Driver
	predicates []predicate.User
	limit      int
}

// Where adds a new predicate for the UserQuery builder.
func (uq *UserQuery) Where(ps ...predicate.User) *UserQuery {
	uq.predicates = append(uq.predicates, ps...)
	return uq
}

// Limit the number of records to be returned by this query.
func (uq *UserQuery) Limit(limit int) *UserQuery {
	uq.limit = limit
	return uq
}

func (uq *UserQuery) querySpec() *sqlgraph.QuerySpec {
	_spec := sqlgraph.NewQuerySpec(user.Table, user.Columns, sqlgraph.NewFieldSpec(user.FieldID, field.TypeInt))
	_spec.Limit = uq.limit
	return _spec
}

// Exist returns true if the query has elements in the graph.
func (uq *UserQuery) Exist(ctx context.Context) (bool, error) {
	n, err := sqlgraph.CountNodes(ctx, uq.driver, uq.querySpec())
	return n > 0, err
}

// Count returns the count of the given query.
func (uq *UserQuery) Count(ctx context.Context) (int, error) {
	return sqlgraph.CountNodes(ctx, uq.driver, uq.querySpec())
}

// Only returns a single User entity found by the query, or a not-found error.
func (uq *UserQuery) Only(ctx context.Context) (*User, error) {
	if err := sqlgraph.QueryNodes(ctx, uq.driver, uq.Limit(2).querySpec()); err != nil {
		return nil, err
	}
	return &User{}, nil
}

// UserCreate is the builder for creating a User entity.
type UserCreate struct {
	driver dialect.Driver
	id     *int
	email  *string
	name   *string
}

// SetID sets the "id" field.
func (uc *UserCreate) SetID(i int) *UserCreate {
	uc.id = &i
	return uc
}

// SetEmail sets the "email" field.
func (uc *UserCreate) SetEmail(v string) *UserCreate {
	uc.email = &v
	return uc
}

// SetName sets the "name" field.
func (uc *UserCreate) SetName(v string) *UserCreate {
	uc.name = &v
	return uc
}

// Save creates the User in the database.
func (uc *UserCreate) Save(ctx context.Context) (*User, error) {
	return uc.sqlSave(ctx)
}

func (uc *UserCreate) sqlSave(ctx context.Context) (*User, error) {
	_spec := sqlgraph.NewCreateSpec(user.Table, sqlgraph.NewFieldSpec(user.FieldID, field.TypeInt))
	if v := uc.email; v != nil {
		_spec.SetField(user.FieldEmail, field.TypeString, *v)
	}
	if v := uc.name; v != nil {
		_spec.SetField(user.FieldName, field.TypeString, *v)
	}
	if err := sqlgraph.CreateNode(ctx, uc.driver, _spec); err != nil {
		if sqlgraph.IsConstraintError(err) {
			err = &ConstraintError{msg: err.Error(), wrap: err}
		}
		return nil, err
	}
	return &User{}, nil
}

// Member is the model entity for the Member schema.
type Member struct {
	ID     int
	TeamID string
	UserID string
}

// MemberClient is a client for the Member schema.
type MemberClient struct {
	driver dialect.Driver
}

// Query returns a query builder for Member.
func (c *MemberClient) Query() *MemberQuery { return &MemberQuery{driver: c.driver} }

// Create returns a builder for creating a Member entity.
func (c *MemberClient) Create() *MemberCreate { return &MemberCreate{driver: c.driver} }

// Get returns a Member entity by its id.
func (c *MemberClient) Get(ctx context.Context, id int) (*Member, error) {
	return c.Query().Where(member.ID(id)).Only(ctx)
}

// MemberQuery is the builder for querying Member entities.
type MemberQuery struct {
	driver     dialect.Driver
	predicates []predicate.Member
	limit      int
}

// Where adds a new predicate for the MemberQuery builder.
func (mq *MemberQuery) Where(ps ...predicate.Member) *MemberQuery {
	mq.predicates = append(mq.predicates, ps...)
	return mq
}

// Limit the number of records to be returned by this query.
func (mq *MemberQuery) Limit(limit int) *MemberQuery {
	mq.limit = limit
	return mq
}

func (mq *MemberQuery) querySpec() *sqlgraph.QuerySpec {
	_spec := sqlgraph.NewQuerySpec(member.Table, member.Columns, sqlgraph.NewFieldSpec(member.FieldID, field.TypeInt))
	_spec.Limit = mq.limit
	return _spec
}

// Exist returns true if the query has elements in the graph.
func (mq *MemberQuery) Exist(ctx context.Context) (bool, error) {
	n, err := sqlgraph.CountNodes(ctx, mq.driver, mq.querySpec())
	return n > 0, err
}

// Count returns the count of the given query.
func (mq *MemberQuery) Count(ctx context.Context) (int, error) {
	return sqlgraph.CountNodes(ctx, mq.driver, mq.querySpec())
}

// Only returns a single Member entity found by the query, or a not-found error.
func (mq *MemberQuery) Only(ctx context.Context) (*Member, error) {
	if err := sqlgraph.QueryNodes(ctx, mq.driver, mq.Limit(2).querySpec()); err != nil {
		return nil, err
	}
	return &Member{}, nil
}

// MemberCreate is the builder for creating a Member entity.
type MemberCreate struct {
	driver dialect.Driver
	id     *int
	teamid *string
	userid *string
}

// SetID sets the "id" field.
func (mc *MemberCreate) SetID(i int) *MemberCreate {
	mc.id = &i
	return mc
}

// SetTeamID sets the "team_id" field.
func (mc *MemberCreate) SetTeamID(v string) *MemberCreate {
	mc.teamid = &v
	return mc
}

// SetUserID sets the "user_id" field.
func (mc *MemberCreate) SetUserID(v string) *MemberCreate {
	mc.userid = &v
	return mc
}

// Save creates the Member in the database.
func (mc *MemberCreate) Save(ctx context.Context) (*Member, error) {
	return mc.sqlSave(ctx)
}

func (mc *MemberCreate) sqlSave(ctx context.Context) (*Member, error) {
	_spec := sqlgraph.NewCreateSpec(member.Table, sqlgraph.NewFieldSpec(member.FieldID, field.TypeInt))
	if v := mc.teamid; v != nil {
		_spec.SetField(member.FieldTeamID, field.TypeString, *v)
	}
	if v := mc.userid; v != nil {
		_spec.SetField(member.FieldUserID, field.TypeString, *v)
	}
	if err := sqlgraph.CreateNode(ctx, mc.driver, _spec); err != nil {
		if sqlgraph.IsConstraintError(err) {
			err = &ConstraintError{msg: err.Error(), wrap: err}
		}
		return nil, err
	}
	return &Member{}, nil
}

// Pet is the model entity for the Pet schema.
type Pet struct {
	ID      int
	OwnerID int
	Name    string
}

// PetClient is a client for the Pet schema.
type PetClient struct {
	driver dialect.Driver
}

// Query returns a query builder for Pet.
func (c *PetClient) Query() *PetQuery { return &PetQuery{driver: c.driver} }

// Create returns a builder for creating a Pet entity.
func (c *PetClient) Create() *PetCreate { return &PetCreate{driver: c.driver} }

// Get returns a Pet entity by its id.
func (c *PetClient) Get(ctx context.Context, id int) (*Pet, error) {
	return c.Query().Where(pet.ID(id)).Only(ctx)
}

// PetQuery is the builder for querying Pet entities.
type PetQuery struct {
	driver     dialect.Driver
	predicates []predicate.Pet
	limit      int
}

// Where adds a new predicate for the PetQuery builder.
func (pq *PetQuery) Where(ps ...predicate.Pet) *PetQuery {
	pq.predicates = append(pq.predicates, ps...)
	return pq
}

// Limit the number of records to be returned by this query.
func (pq *PetQuery) Limit(limit int) *PetQuery {
	pq.limit = limit
	return pq
}

func (pq *PetQuery) querySpec() *sqlgraph.QuerySpec {
	_spec := sqlgraph.NewQuerySpec(pet.Table, pet.Columns, sqlgraph.NewFieldSpec(pet.FieldID, field.TypeInt))
	_spec.Limit = pq.limit
	return _spec
}

// Exist returns true if the query has elements in the graph.
func (pq *PetQuery) Exist(ctx context.Context) (bool, error) {
	n, err := sqlgraph.CountNodes(ctx, pq.driver, pq.querySpec())
	return n > 0, err
}

// Count returns the count of the given query.
func (pq *PetQuery) Count(ctx context.Context) (int, error) {
	return sqlgraph.CountNodes(ctx, pq.driver, pq.querySpec())
}

// Only returns a single Pet entity found by the query, or a not-found error.
func (pq *PetQuery) Only(ctx context.Context) (*Pet, error) {
	if err := sqlgraph.QueryNodes(ctx, pq.driver, pq.Limit(2).querySpec()); err != nil {
		return nil, err
	}
	return &Pet{}, nil
}

// PetCreate is the builder for creating a Pet entity.
type PetCreate struct {
	driver  dialect.Driver
	id      *int
	ownerid *int
	name    *string
}

// SetID sets the "id" field.
func (pc *PetCreate) SetID(i int) *PetCreate {
	pc.id = &i
	return pc
}

// SetOwnerID sets the "owner_id" field.
func (pc *PetCreate) SetOwnerID(v int) *PetCreate {
	pc.ownerid = &v
	return pc
}

// SetName sets the "name" field.
func (pc *PetCreate) SetName(v string) *PetCreate {
	pc.name = &v
	return pc
}

// Save creates the Pet in the database.
func (pc *PetCreate) Save(ctx context.Context) (*Pet, error) {
	return pc.sqlSave(ctx)
}

func (pc *PetCreate) sqlSave(ctx context.Context) (*Pet, error) {
	_spec := sqlgraph.NewCreateSpec(pet.Table, sqlgraph.NewFieldSpec(pet.FieldID, field.TypeInt))
	if v := pc.ownerid; v != nil {
		_spec.SetField(pet.FieldOwnerID, field.TypeInt, *v)
	}
	if v := pc.name; v != nil {
		_spec.SetField(pet.FieldName, field.TypeString, *v)
	}
	if err := sqlgraph.CreateNode(ctx, pc.driver, _spec); err != nil {
		if sqlgraph.IsConstraintError(err) {
			err = &ConstraintError{msg: err.Error(), wrap: err}
		}
		return nil, err
	}
	return &Pet{}, nil
}

// Profile is the model entity for the Profile schema.
type Profile struct {
	ID     int
	UserID int
	Bio    string
}

// ProfileClient is a client for the Profile schema.
type ProfileClient struct {
	driver dialect.Driver
}

// Query returns a query builder for Profile.
func (c *ProfileClient) Query() *ProfileQuery { return &ProfileQuery{driver: c.driver} }

// Create returns a builder for creating a Profile entity.
func (c *ProfileClient) Create() *ProfileCreate { return &ProfileCreate{driver: c.driver} }

// Get returns a Profile entity by its id.
func (c *ProfileClient) Get(ctx context.Context, id int) (*Profile, error) {
	return c.Query().Where(profile.ID(id)).Only(ctx)
}

// ProfileQuery is the builder for querying Profile entities.
type ProfileQuery struct {
	driver     dialect.Driver
	predicates []predicate.Profile
	limit      int
}

// Where adds a new predicate for the ProfileQuery builder.
func (pq *ProfileQuery) Where(ps ...predicate.Profile) *ProfileQuery {
	pq.predicates = append(pq.predicates, ps...)
	return pq
}

// Limit the number of records to be returned by this query.
func (pq *ProfileQuery) Limit(limit int) *ProfileQuery {
	pq.limit = limit
	return pq
}

func (pq *ProfileQuery) querySpec() *sqlgraph.QuerySpec {
	_spec := sqlgraph.NewQuerySpec(profile.Table, profile.Columns, sqlgraph.NewFieldSpec(profile.FieldID, field.TypeInt))
	_spec.Limit = pq.limit
	return _spec
}

// Exist returns true if the query has elements in the graph.
func (pq *ProfileQuery) Exist(ctx context.Context) (bool, error) {
	n, err := sqlgraph.CountNodes(ctx, pq.driver, pq.querySpec())
	return n > 0, err
}

// Count returns the count of the given query.
func (pq *ProfileQuery) Count(ctx context.Context) (int, error) {
	return sqlgraph.CountNodes(ctx, pq.driver, pq.querySpec())
}

// Only returns a single Profile entity found by the query, or a not-found error.
func (pq *ProfileQuery) Only(ctx context.Context) (*Profile, error) {
	if err := sqlgraph.QueryNodes(ctx, pq.driver, pq.Limit(2).querySpec()); err != nil {
		return nil, err
	}
	return &Profile{}, nil
}

// ProfileCreate is the builder for creating a Profile entity.
type ProfileCreate struct {
	driver dialect.Driver
	id     *int
	userid *int
	bio    *string
}

// SetID sets the "id" field.
func (pc *ProfileCreate) SetID(i int) *ProfileCreate {
	pc.id = &i
	return pc
}

// SetUserID sets the "user_id" field.
func (pc *ProfileCreate) SetUserID(v int) *ProfileCreate {
	pc.userid = &v
	return pc
}

// SetBio sets the "bio" field.
func (pc *ProfileCreate) SetBio(v string) *ProfileCreate {
	pc.bio = &v
	return pc
}

// Save creates the Profile in the database.
func (pc *ProfileCreate) Save(ctx context.Context) (*Profile, error) {
	return pc.sqlSave(ctx)
}

func (pc *ProfileCreate) sqlSave(ctx context.Context) (*Profile, error) {
	_spec := sqlgraph.NewCreateSpec(profile.Table, sqlgraph.NewFieldSpec(profile.FieldID, field.TypeInt))
	if v := pc.userid; v != nil {
		_spec.SetField(profile.FieldUserID, field.TypeInt, *v)
	}
	if v := pc.bio; v != nil {
		_spec.SetField(profile.FieldBio, field.TypeString, *v)
	}
	if err := sqlgraph.CreateNode(ctx, pc.driver, _spec); err != nil {
		if sqlgraph.IsConstraintError(err) {
			err = &ConstraintError{msg: err.Error(), wrap: err}
		}
		return nil, err
	}
	return &Profile{}, nil
}
