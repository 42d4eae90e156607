package orders

import (
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// Shipment is the gorm model of a shipment; one per order.
type Shipment struct {
	OrderID string `gorm:"primaryKey"`
	Carrier string
}

// CreateShipmentGormBuggy uses FirstOrCreate as a dedup: it selects, then
// inserts when nothing was found, so two deliveries both create.
func CreateShipmentGormBuggy(db *gorm.DB, orderID, carrier string) (bool, error) {
	s := Shipment{OrderID: orderID, Carrier: carrier}
	res := db.Where(Shipment{OrderID: orderID}).FirstOrCreate(&s) // idemlint: want checkthenact
	return res.RowsAffected == 1, res.Error
}

// CreateShipmentGorm inserts or ignores in one statement and reads whether
// it won from RowsAffected.
func CreateShipmentGorm(db *gorm.DB, orderID, carrier string) (bool, error) {
	res := db.Clauses(clause.OnConflict{DoNothing: true}).Create(&Shipment{OrderID: orderID, Carrier: carrier}) // idemlint: ok
	return res.RowsAffected == 1, res.Error
}
