// Package xormtags: checks before xorm inserts of models whose xorm tags
// declare uniqueness, read with xorm's grammar.
package xormtags

import (
	"errors"

	"xorm.io/builder"
	"xorm.io/xorm"

	"checkthenact/schema/xormmodels"
)

var errExists = errors.New("exists")

// Store wraps the repos table, as a datastore package does.
type Store struct{ e *xorm.Engine }

func (s *Store) RepoByForge(forgeID int64, remoteID string) (*xormmodels.Repo, error) {
	r := new(xormmodels.Repo)
	has, err := s.e.Where("forge_id = ? AND remote_id = ?", forgeID, remoteID).Get(r)
	if err == nil && !has {
		return nil, errExists
	}
	return r, err
}

func (s *Store) RepoByLabel(label string) (bool, error) {
	return s.e.Where("label = ?", label).Exist(new(xormmodels.Repo))
}

func (s *Store) CreateRepo(r *xormmodels.Repo) error {
	_, err := s.e.Insert(r)
	return err
}

// Note: UNIQUE(forge) on two fields is one composite index.
func (s *Store) activate(forgeID int64, remoteID string) error {
	_, err := s.RepoByForge(forgeID, remoteID) // want `s.RepoByForge decides whether s.CreateRepo at line \d+ runs; a concurrent duplicate fails on unique index UQE_repos_forge and this code returns the error`
	if errors.Is(err, errExists) {
		return s.CreateRepo(&xormmodels.Repo{ForgeID: forgeID, RemoteID: remoteID})
	}
	return err
}

// Bad: INDEX(label) is not unique.
func (s *Store) byLabel(label string) error {
	found, err := s.RepoByLabel(label) // want `s.RepoByLabel decides whether s.CreateRepo at line \d+ runs; two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers repos \(label\)$`
	if err != nil || found {
		return err
	}
	return s.CreateRepo(&xormmodels.Repo{Label: label})
}

// Bad: the group name covers (forge_id, owner, name); forge_id alone is
// not unique.
func (s *Store) byForge(forgeID int64) error {
	found, err := s.e.Where("forge_id = ?", forgeID).Exist(new(xormmodels.Repo)) // want `s.e.Where\(…\).Exist decides whether s.e.Insert at line \d+ runs; .*; no unique constraint covers repos \(forge_id\)$`
	if err != nil || found {
		return err
	}
	_, err = s.e.Insert(&xormmodels.Repo{ForgeID: forgeID})
	return err
}

// Token's tags: a bare unique (an index named after the column), a DEFAULT
// that takes the next word as its value, a column named by the mapper.
type Token struct {
	ID     int64  `xorm:"pk autoincr 'id'"`
	Value  string `xorm:"varchar(64) unique 'value'"`
	Kind   string `xorm:"DEFAULT 'unique' 'kind'"`
	Email  string `xorm:"UNIQUE NOT NULL"`
	UserID int64  `xorm:"unique"`
}

func (Token) TableName() string { return "api_keys" }

// Note: the TableName method is this package's: the index's name in the
// database.
func issue(e *xorm.Engine, value string) error {
	has, err := e.Where("value = ?", value).Exist(&Token{}) // want `e.Where\(…\).Exist decides whether e.Insert at line \d+ runs; a concurrent duplicate fails on unique index UQE_api_keys_value and this code returns the error`
	if err != nil || has {
		return err
	}
	_, err = e.Insert(&Token{Value: value})
	return err
}

// Note: Email's column is email whatever the mapper.
func byEmail(e *xorm.Engine, email string) error {
	has, err := e.Where("email = ?", email).Exist(&Token{}) // want `e.Where\(…\).Exist decides whether e.Insert at line \d+ runs; a concurrent duplicate fails on unique index UQE_api_keys_email`
	if err != nil || has {
		return err
	}
	_, err = e.Insert(&Token{Email: email})
	return err
}

// Bad: DEFAULT takes 'unique' as its value; kind is not unique. The mapper
// names UserID's column (user_i_d by default, user_id with GonicMapper):
// the table's uniquenesses are not all known, so nothing is said of them.
func byKind(e *xorm.Engine, kind string) error {
	has, err := e.Where("kind = ?", kind).Exist(&Token{}) // want `e.Where\(…\).Exist decides whether e.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1$`
	if err != nil || has {
		return err
	}
	_, err = e.Insert(&Token{Kind: kind})
	return err
}

// Bad: the same for the mapper-named column itself.
func byUser(e *xorm.Engine, userID int64) error {
	has, err := e.Where("user_id = ?", userID).Exist(&Token{}) // want `e.Where\(…\).Exist decides whether e.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1$`
	if err != nil || has {
		return err
	}
	_, err = e.Insert(&Token{UserID: userID})
	return err
}

// Broken's tag has a comma outside parentheses: xorm fails on the type,
// and nothing is read of it.
type Broken struct {
	Code string `xorm:"unique,notnull 'code'"`
}

// Bad: no schema read.
func broken(e *xorm.Engine, code string) error {
	has, err := e.Where("code = ?", code).Exist(&Broken{}) // want `e.Where\(…\).Exist decides whether e.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1$`
	if err != nil || has {
		return err
	}
	_, err = e.Insert(&Broken{Code: code})
	return err
}

// Tagged's gorm-style tag means nothing to xorm: uniqueIndex is a column
// name there, and the table declares no uniqueness.
type Tagged struct {
	ID   string `xorm:"pk 'id'"`
	Slug string `gorm:"uniqueIndex" xorm:"'slug'"`
}

// Bad: only id is unique; an xorm insert is read by xorm's tags.
func bySlug(e *xorm.Engine, slug string) error {
	has, err := e.Where("slug = ?", slug).Exist(&Tagged{}) // want `e.Where\(…\).Exist decides whether e.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers Tagged \(slug\)$`
	if err != nil || has {
		return err
	}
	_, err = e.Insert(&Tagged{ID: slug + "-1", Slug: slug})
	return err
}

// Note: a string primary key, given by the insert.
func byID(e *xorm.Engine, id string) error {
	has, err := e.Where("id = ?", id).Exist(&Tagged{}) // want `e.Where\(…\).Exist decides whether e.Insert at line \d+ runs; a concurrent duplicate fails on the primary key of Tagged \(id\)`
	if err != nil || has {
		return err
	}
	_, err = e.Insert(&Tagged{ID: id})
	return err
}

// Indexed declares its indexes with a TableIndices method, which xorm
// reads instead of the tags it overrides: nothing is read.
type Indexed struct {
	Ref string `xorm:"unique 'ref'"`
}

func (Indexed) TableIndices() []any { return nil }

// Bad: no schema read.
func byRef(e *xorm.Engine, ref string) error {
	has, err := e.Where("ref = ?", ref).Exist(&Indexed{}) // want `e.Where\(…\).Exist decides whether e.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1$`
	if err != nil || has {
		return err
	}
	_, err = e.Insert(&Indexed{Ref: ref})
	return err
}

// Perm is unique by (user_id, repo_id): the group s. Created is named by
// the mapper (created is a keyword: the column is created whatever the
// mapper).
type Perm struct {
	UserID  int64 `xorm:"UNIQUE(s) INDEX NOT NULL 'user_id'"`
	RepoID  int64 `xorm:"UNIQUE(s) INDEX NOT NULL 'repo_id'"`
	Push    bool  `xorm:"push"`
	Created int64 `xorm:"created"`
}

func (Perm) TableName() string { return "perms" }

func permCond(p *Perm) builder.Cond {
	return builder.Eq{"user_id": p.UserID, "repo_id": p.RepoID}
}

// Note: the condition is a builder.Eq a helper returns; an update of the
// row found, an insert otherwise.
func permUpsert(s *xorm.Session, p *Perm) error {
	exist, err := s.Where(permCond(p)).Exist(new(Perm)) // want `s.Where\(…\).Exist decides whether s.Insert at line \d+ runs; a concurrent duplicate fails on unique index UQE_perms_s and this code returns the error`
	if err != nil {
		return err
	}
	if exist {
		_, err = s.Where(permCond(p)).Update(p)
	} else {
		_, err = s.Insert(p)
	}
	return err
}

// Bad: user_id alone is not unique.
func firstPerm(s *xorm.Session, p *Perm) error {
	exist, err := s.Where(builder.Eq{"user_id": p.UserID}).Exist(new(Perm)) // want `s.Where\(…\).Exist decides whether s.Insert at line \d+ runs; .*; no unique constraint covers perms \(user_id\)$`
	if err != nil || exist {
		return err
	}
	_, err = s.Insert(p)
	return err
}

// Bad: a key added on one path only: the columns are not known.
func permBy(s *xorm.Session, p *Perm, byRepo bool) error {
	cond := builder.Eq{"user_id": p.UserID}
	if byRepo {
		cond["repo_id"] = p.RepoID
	}
	exist, err := s.Where(cond).Exist(new(Perm)) // want `s.Where\(…\).Exist decides whether s.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1$`
	if err != nil || exist {
		return err
	}
	_, err = s.Insert(p)
	return err
}

// Bad: Neq compares nothing equal.
func permNot(s *xorm.Session, p *Perm) error {
	exist, err := s.Where(builder.Neq{"user_id": p.UserID, "repo_id": p.RepoID}).Exist(new(Perm)) // want `s.Where\(…\).Exist decides whether s.Insert at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING \(INSERT IGNORE on MySQL\) and act only if RowsAffected is 1$`
	if err != nil || exist {
		return err
	}
	_, err = s.Insert(p)
	return err
}

// Note: the update finds no row and the insert that follows is covered
// by UNIQUE(forge): the loser of two concurrent calls fails on it.
func (s *Store) moveRepo(forgeID int64, remoteID, label string) error {
	r := &xormmodels.Repo{ForgeID: forgeID, RemoteID: remoteID, Label: label}
	n, err := s.e.Where("forge_id = ? AND remote_id = ?", forgeID, remoteID).Update(r) // want `s.e.Where\(…\).Update decides whether s.e.Insert at line \d+ runs; a concurrent duplicate fails on unique index UQE_repos_forge and this code returns the error`
	if err != nil || n > 0 {
		return err
	}
	_, err = s.e.Insert(r)
	return err
}
