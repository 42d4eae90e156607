// Package models declares gorm models whose tags declare uniqueness; the
// tags reach every importer with the types.
package models

// Account's email is unique by a named unique index.
type Account struct {
	ID    uint   `gorm:"primaryKey"`
	Email string `gorm:"uniqueIndex:idx_accounts_email;size:255"`
	Name  string
}

// Invite declares its schema, and nothing unique but its serial key.
type Invite struct {
	ID   uint   `gorm:"primaryKey"`
	Code string `gorm:"size:64;index"`
}

// Member is unique by the pair (team_id, user_id).
type Member struct {
	ID     uint   `gorm:"primaryKey"`
	TeamID string `gorm:"uniqueIndex:idx_member"`
	UserID string `gorm:"uniqueIndex:idx_member"`
}

// Session's token is unique.
type Session struct {
	ID    uint   `gorm:"primaryKey"`
	Token string `gorm:"uniqueIndex:idx_sessions_token"`
	User  string
}

// Credential's table is the migrations' tokens, whose token is unique:
// its TableName, declared here, names it for the importers.
type Credential struct {
	ID    uint   `gorm:"primaryKey"`
	Token string `gorm:"size:64"`
}

func (Credential) TableName() string { return "tokens" }

// Purchase is a row of the migrations' orders, named by a constant.
type Purchase struct {
	ID  uint `gorm:"primaryKey"`
	Ref string
}

const purchases = "orders"

func (*Purchase) TableName() string { return purchases }
