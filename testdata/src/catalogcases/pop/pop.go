// Package pop uses every gobuffalo/pop and ory/pop catalog row once.
package pop

import (
	"github.com/gobuffalo/pop/v6"
	orypop "github.com/ory/pop/v6"
)

type Event struct {
	ID     string
	Status string
}

func gobuffalo(c *pop.Connection, id string) error {
	var e Event
	var es []Event
	c.First(&e)                                           // row: Connection.First
	c.Where("id = ?", id).First(&e)                       // row: Query.First
	c.Last(&e)                                            // row: Connection.Last
	c.Where("id = ?", id).Last(&e)                        // row: Query.Last
	c.Find(&e, id)                                        // row: Connection.Find
	c.Q().Find(&e, id)                                    // row: Query.Find
	c.All(&es)                                            // row: Connection.All
	c.Where("status = ?", e.Status).All(&es)              // row: Query.All
	c.Count(&e)                                           // row: Connection.Count
	c.Where("id = ?", id).Count(&e)                       // row: Query.Count
	c.Where("id = ?", id).Exists(&e)                      // row: Query.Exists
	c.Save(&e)                                            // row: Connection.Save
	c.ValidateAndSave(&e)                                 // row: Connection.ValidateAndSave
	c.Update(&e)                                          // row: Connection.Update
	c.UpdateColumns(&e, "status")                         // row: Connection.UpdateColumns
	c.ValidateAndUpdate(&e)                               // row: Connection.ValidateAndUpdate
	c.Destroy(&e)                                         // row: Connection.Destroy
	return c.Transaction(func(tx *pop.Connection) error { // row: Connection.Transaction
		return tx.Destroy(&Event{ID: id})
	})
}

func ory(c *orypop.Connection, id string) error {
	var e Event
	c.Where("id = ?", id).Exists(&e)                         // row: Query.Exists
	c.UpdateColumns(&e, "status")                            // row: Connection.UpdateColumns
	return c.Transaction(func(tx *orypop.Connection) error { // row: Connection.Transaction
		return tx.Destroy(&e)
	})
}
