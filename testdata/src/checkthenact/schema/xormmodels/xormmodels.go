// Package xormmodels declares xorm models whose tags declare uniqueness;
// their TableName methods are declared here, and an importer reads them
// from this file.
package xormmodels

// Repo is unique by (forge_id, remote_id), the composite index forge, and
// by (owner, name).
type Repo struct {
	ID       int64  `xorm:"pk autoincr 'id'"`
	ForgeID  int64  `xorm:"UNIQUE(forge) UNIQUE(name) forge_id"`
	RemoteID string `xorm:"unique(forge) 'remote_id'"`
	Owner    string `xorm:"UNIQUE(name) 'owner'"`
	Name     string `xorm:"UNIQUE(name) 'name'"`
	Label    string `xorm:"INDEX(label) 'label'"`
	Active   bool   `xorm:"DEFAULT TRUE 'active'"`
}

func (Repo) TableName() string { return "repos" }
