// Package pop is an idemlint test stub of github.com/ory/pop/v6@v6.4.1: only the declarations the tests use, with the real names, receivers and parameter names.
package pop

import "github.com/gobuffalo/validate/v3"

// Connection represents all necessary details to talk with a datastore.
type Connection struct {
	ID string
}

// Query is the main value that is used to build up a query.
type Query struct {
	RawSQL     string
	Connection *Connection
}

// Transaction will start a new transaction on the connection. If the inner function returns an error then the transaction will be rolled back, otherwise the transaction will automatically commit at the end.
func (c *Connection) Transaction(fn func(tx *Connection) error) error { return fn(c) }

// Q creates a new "empty" query for the current connection.
func (c *Connection) Q() *Query { return &Query{Connection: c} }

// Where will append a where clause to the query.
func (c *Connection) Where(stmt string, args ...any) *Query { return c.Q().Where(stmt, args...) }

// Where will append a where clause to the query.
func (q *Query) Where(stmt string, args ...any) *Query { return q }

// RawQuery will override the query building feature of Pop and will use whatever query you want to execute against the Connection.
func (c *Connection) RawQuery(stmt string, args ...any) *Query {
	return &Query{RawSQL: stmt, Connection: c}
}

// Eager will enable associations loading of the model.
func (c *Connection) Eager(fields ...string) *Connection { return c }

// Exec runs the given query.
func (q *Query) Exec() error { return nil }

// Find the first record of the model in the database with a particular id.
func (c *Connection) Find(model, id any) error { return nil }

// First record of the model in the database that matches the query.
func (c *Connection) First(model any) error { return nil }

// First record of the model in the database that matches the query.
func (q *Query) First(model any) error { return nil }

// Exists returns true/false if a record exists in the database that matches the query.
func (q *Query) Exists(model any) (bool, error) { return false, nil }

// Count the number of records in the database.
func (q Query) Count(model any) (int, error) { return 0, nil }

// Create add a new given entry to the database, excluding the given columns.
func (c *Connection) Create(model any, excludeColumns ...string) error { return nil }

// Update writes changes from an entry to the database, excluding the given columns.
func (c *Connection) Update(model any, excludeColumns ...string) error { return nil }

// UpdateColumns writes changes from an entry to the database, including only the given columns or all columns if no column names are provided.
func (c *Connection) UpdateColumns(model any, columnNames ...string) error { return nil }

// Save wraps the Create and Update methods. It executes a Create if no ID is provided with the entry; otherwise, it executes an Update.
func (c *Connection) Save(model any, excludeColumns ...string) error { return nil }

// Last record of the model in the database that matches the query.
func (c *Connection) Last(model any) error { return nil }

// Last record of the model in the database that matches the query.
func (q *Query) Last(model any) error { return nil }

// Find the first record of the model in the database with a particular id.
func (q *Query) Find(model, id any) error { return nil }

// All retrieves all of the records in the database that match the query.
func (c *Connection) All(models any) error { return nil }

// All retrieves all of the records in the database that match the query.
func (q *Query) All(models any) error { return nil }

// Count the number of records in the database.
func (c *Connection) Count(model any) (int, error) { return 0, nil }

// ValidateAndCreate applies validation rules on the given entry, then creates it if the validation succeed, excluding the given columns.
func (c *Connection) ValidateAndCreate(model any, excludeColumns ...string) (*validate.Errors, error) {
	return &validate.Errors{}, nil
}

// ValidateAndSave applies validation rules on the given entry, then save it if the validation succeed, excluding the given columns.
func (c *Connection) ValidateAndSave(model any, excludeColumns ...string) (*validate.Errors, error) {
	return &validate.Errors{}, nil
}

// ValidateAndUpdate applies validation rules on the given entry, then update it if the validation succeed, excluding the given columns.
func (c *Connection) ValidateAndUpdate(model any, excludeColumns ...string) (*validate.Errors, error) {
	return &validate.Errors{}, nil
}

// Destroy deletes a given entry from the database.
func (c *Connection) Destroy(model any) error { return nil }

// RawQuery will override the query building feature of Pop and will use whatever query you want to execute against the Connection.
func (q *Query) RawQuery(stmt string, args ...any) *Query {
	q.RawSQL = stmt
	return q
}
