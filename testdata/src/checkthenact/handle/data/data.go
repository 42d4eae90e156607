// Package data holds the program's database handle (apache/answer's
// base/data: Data{DB *xorm.Engine}), for repositories that import only
// this package.
package data

import "database/sql"

// Data is the data layer its repositories share.
type Data struct {
	DB *sql.DB
}
