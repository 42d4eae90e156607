// Package sqlite is an idemlint test stub of modernc.org/sqlite@v1.62.0:
// only the declarations the tests use, with the real names.
package sqlite

import "database/sql/driver"

// Driver is the database/sql driver registered as "sqlite".
type Driver struct{}

// NewConnector returns a connector for dsn.
func NewConnector(dsn string) (driver.Connector, error) { return nil, nil }
