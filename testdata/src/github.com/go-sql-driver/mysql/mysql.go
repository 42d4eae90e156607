// Package mysql is an idemlint test stub of github.com/go-sql-driver/mysql@v1.10.1: only the declarations the tests use, with the real names.
package mysql

// MySQLError is an error type which represents a single MySQL error.
type MySQLError struct {
	Number   uint16
	SQLState [5]byte
	Message  string
}

func (me *MySQLError) Error() string { return me.Message }
