// Package xorm calls every xorm row of the idemlint catalog once.
package xorm

import (
	"database/sql"

	"xorm.io/builder"
	"xorm.io/xorm"
)

type Event struct{ ID string }

func engine(e *xorm.Engine, id string) {
	var evs []Event
	e.Where("id = ?", id).Get(&Event{})                                   // row: Engine.Get
	e.ID(id).Exist(&Event{})                                              // row: Engine.Exist
	e.In("id", id).Count(&Event{})                                        // row: Engine.Count
	e.Find(&evs, &Event{ID: id})                                          // row: Engine.Find
	e.FindAndCount(&evs, &Event{ID: id})                                  // row: Engine.FindAndCount
	e.Insert(&Event{ID: id})                                              // row: Engine.Insert
	e.InsertOne(&Event{ID: id})                                           // row: Engine.InsertOne
	e.ID(id).Update(&Event{ID: id})                                       // row: Engine.Update
	e.Delete(&Event{ID: id})                                              // row: Engine.Delete
	e.Transaction(func(s *xorm.Session) (any, error) { return nil, nil }) // row: Engine.Transaction
}

func session(s *xorm.Session, id string) {
	var evs []Event
	s.Begin()                                                          // row: Session.Begin
	s.BeginTx(&sql.TxOptions{})                                        // row: Session.BeginTx
	s.Where("id = ?", id).And("a = ?", 1).Or("b = ?", 2).Get(&Event{}) // row: Session.Get
	s.ID(id).Exist(&Event{})                                           // row: Session.Exist
	s.In("id", id).Count(&Event{})                                     // row: Session.Count
	s.Find(&evs, &Event{ID: id})                                       // row: Session.Find
	s.FindAndCount(&evs, &Event{ID: id})                               // row: Session.FindAndCount
	s.Insert(&Event{ID: id})                                           // row: Session.Insert
	s.InsertOne(&Event{ID: id})                                        // row: Session.InsertOne
	s.InsertMulti(&evs)                                                // row: Session.InsertMulti
	s.ID(id).Update(&Event{ID: id})                                    // row: Session.Update
	s.Delete(&Event{ID: id})                                           // row: Session.Delete
	s.Commit()                                                         // row: Session.Commit
	s.Rollback()                                                       // row: Session.Rollback
	s.Where(builder.Eq{"id": id}).Exist(&Event{})                      // row: Eq
}

func iface(x xorm.Interface, id string) {
	var evs []Event
	x.Where("id = ?", id).Get(&Event{})  // row: Interface.Get
	x.ID(id).Exist(&Event{})             // row: Interface.Exist
	x.In("id", id).Count(&Event{})       // row: Interface.Count
	x.Find(&evs, &Event{ID: id})         // row: Interface.Find
	x.FindAndCount(&evs, &Event{ID: id}) // row: Interface.FindAndCount
	x.Insert(&Event{ID: id})             // row: Interface.Insert
	x.InsertOne(&Event{ID: id})          // row: Interface.InsertOne
	x.ID(id).Update(&Event{ID: id})      // row: Interface.Update
	x.Delete(&Event{ID: id})             // row: Interface.Delete
}
