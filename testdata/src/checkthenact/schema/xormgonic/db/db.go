// Package db opens the engine and sets its mapper, as a data layer's
// setup does: the packages that import it name columns as GonicMapper
// does.
package db

import (
	"xorm.io/xorm"
	"xorm.io/xorm/names"
)

// X is the engine the models' packages use.
var X *xorm.Engine

// Open opens the engine.
func Open() {
	X = &xorm.Engine{}
	X.SetMapper(names.GonicMapper{})
}
