// Package xormsnake: the models of xormgonic under an engine whose mapper
// the program does not set: xorm's default (SnakeMapper) names UserID
// user_i_d, another mapper user_id, so the unique group's columns are
// not known and the report says nothing of them.
package xormsnake

import "xorm.io/xorm"

type Star struct {
	ID     int64
	UserID int64 `xorm:"UNIQUE(s)"`
	RepoID int64 `xorm:"UNIQUE(s)"`
}

func star(x *xorm.Engine, userID, repoID int64) error {
	has, err := x.Get(&Star{0, userID, repoID}) // want `x.Get decides whether x.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1$`
	if err != nil || has {
		return err
	}
	_, err = x.Insert(&Star{UserID: userID, RepoID: repoID})
	return err
}
