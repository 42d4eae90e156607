package gormcase

import (
	"net/http"
	"strings"

	"gorm.io/gorm"
)

type PendingHost struct {
	ID      string
	Network string
}

// Bad: netmaker's approvePendingHost: the pending host read, the node
// announced, the pending row deleted after: two approvals both announce.
// The remedy is the consumption's, not a create's.
func approve(db *gorm.DB, id string) error {
	var p PendingHost
	if err := db.Where("id = ?", id).First(&p).Error; err != nil { // want `db.Where\(…\).First decides whether http.Post at line \d+ runs; two concurrent calls can both pass the check and both send the request — consume the row in one statement \(DELETE … and act only if RowsAffected is 1\)`
		return err
	}
	if _, err := http.Post("https://hosts.example.com/join", "text/plain", strings.NewReader(p.Network)); err != nil {
		return err
	}
	return db.Delete(&p).Error
}
