// Package xormgonic: checks before xorm inserts of models whose columns
// the engine's mapper names (GonicMapper, set in the package db: UserID
// is user_id), so that their UNIQUE(s) groups are known.
package xormgonic

import (
	"xorm.io/xorm"

	"checkthenact/schema/xormgonic/db"
)

type Star struct {
	ID     int64
	UserID int64 `xorm:"UNIQUE(s)"`
	RepoID int64 `xorm:"UNIQUE(s)"`
}

type IssueUser struct {
	ID          int64
	UserID      int64 `xorm:"INDEX"`
	IssueID     int64
	IsMentioned bool
}

type IssueLabel struct {
	ID      int64
	IssueID int64 `xorm:"UNIQUE(s)"`
	LabelID int64 `xorm:"UNIQUE(s)"`
}

type TeamUser struct {
	ID     int64
	OrgID  int64 `xorm:"INDEX"`
	TeamID int64 `xorm:"UNIQUE(s)"`
	UID    int64 `xorm:"UNIQUE(s)"`
}

// Note: the bean's non-zero fields are the conditions (the zero ID is
// none), and they are the unique group's columns.
func star(userID, repoID int64) error {
	has, err := db.X.Get(&Star{0, userID, repoID}) // want `db.X.Get decides whether db.X.Insert at line \d+ runs; a concurrent duplicate fails on the unique index s on Star \(user_id, repo_id\) and this code returns the error`
	if err != nil || has {
		return err
	}
	_, err = db.X.Insert(&Star{UserID: userID, RepoID: repoID})
	return err
}

// Bad: a field set after the read (IsMentioned) is no condition of it,
// and nothing makes (user_id, issue_id) unique.
func mention(userID, issueID int64) error {
	iu := &IssueUser{UserID: userID, IssueID: issueID}
	has, err := db.X.Get(iu) // want `db.X.Get decides whether db.X.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers IssueUser \(user_id, issue_id\)$`
	if err != nil {
		return err
	}
	iu.IsMentioned = true
	if has {
		_, err = db.X.ID(iu.ID).Update(iu)
	} else {
		_, err = db.X.Insert(iu)
	}
	return err
}

// Engine is the program's interface over the engine and its sessions.
type Engine interface {
	Where(any, ...any) *xorm.Session
	Insert(...any) (int64, error)
}

func hasIssueLabel(e Engine, issueID, labelID int64) bool {
	has, _ := e.Where("issue_id = ? AND label_id = ?", issueID, labelID).Get(new(IssueLabel))
	return has
}

// Note: the conditions of a chain begun on the program's interface are
// read as the engine's.
func label(issueID, labelID int64) error {
	if hasIssueLabel(db.X, issueID, labelID) { // want `hasIssueLabel decides whether db.X.Insert at line \d+ runs; a concurrent duplicate fails on the unique index s on IssueLabel \(issue_id, label_id\)`
		return nil
	}
	_, err := db.X.Insert(&IssueLabel{IssueID: issueID, LabelID: labelID})
	return err
}

// Note: And adds a condition as Where does.
func join(orgID, teamID, userID int64) error {
	has, err := db.X.Where("org_id = ?", orgID).And("team_id = ?", teamID).And("uid = ?", userID).Get(new(TeamUser)) // want `db.X.Where\(…\).And\(…\).And\(…\).Get decides whether db.X.Insert at line \d+ runs; a concurrent duplicate fails on the unique index s on TeamUser \(team_id, uid\)`
	if err != nil || has {
		return err
	}
	_, err = db.X.Insert(&TeamUser{OrgID: orgID, TeamID: teamID, UID: userID})
	return err
}

type Comment struct {
	ID        int64
	Type      int
	IssueID   int64
	CommitSHA string
}

type Notice struct {
	ID      int64
	IssueID int64
}

func createComment(c *Comment) error {
	if _, err := db.X.Insert(c); err != nil {
		return err
	}
	_, err := db.X.Insert(&Notice{IssueID: c.IssueID})
	return err
}

// Bad: a reference comment looked up by its commit, then created with a
// notice; the remedy is the database's, whatever tables the create
// writes.
func refComment(issueID int64, sha string) error {
	has, err := db.X.Get(&Comment{Type: 1, IssueID: issueID, CommitSHA: sha}) // want `db.X.Get decides whether createComment at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1`
	if err != nil || has {
		return err
	}
	return createComment(&Comment{Type: 1, IssueID: issueID, CommitSHA: sha})
}
