package sortorder

import "xorm.io/xorm"

// Sticker is declared by xorm tags with no uniqueness but its primary key; no
// mapper is set, so the columns' names are the engine's guess, but what is
// unique is not.
type Sticker struct {
	StickerId    int64  `xorm:"PK"`
	Uid          int64  `xorm:"INDEX(IDX_sticker_uid_order) NOT NULL"`
	Name         string `xorm:"VARCHAR(64) NOT NULL"`
	DisplayOrder int32  `xorm:"INDEX(IDX_sticker_uid_order) NOT NULL"`
}

// Release numbers its rows under a unique index on (repo, number).
type Release struct {
	ReleaseId int64 `xorm:"PK"`
	RepoId    int64 `xorm:"UNIQUE(UQE_release_number) NOT NULL"`
	Number    int32 `xorm:"UNIQUE(UQE_release_number) NOT NULL"`
}

type database struct{ engine *xorm.Engine }

// DoTransaction runs fn in a transaction of its own.
func (d *database) DoTransaction(fn func(sess *xorm.Session) error) error {
	sess := d.engine.NewSession()
	defer sess.Close()
	if err := sess.Begin(); err != nil {
		return err
	}
	if err := fn(sess); err != nil {
		sess.Rollback()
		return err
	}
	return sess.Commit()
}

type service struct{ db *database }

func (s *service) maxStickerOrder(uid int64) (int32, error) {
	last := &Sticker{}
	has, err := s.db.engine.Where("uid = ?", uid).Get(last)
	if err != nil || !has {
		return 0, err
	}
	return last.DisplayOrder, nil
}

func (s *service) createSticker(st *Sticker) error {
	return s.db.DoTransaction(func(sess *xorm.Session) error {
		_, err := sess.Insert(st)
		return err
	})
}

func (s *service) lastRelease(repo int64) (int32, error) {
	last := &Release{}
	has, err := s.db.engine.Where("repo_id = ?", repo).Get(last)
	if err != nil || !has {
		return 0, err
	}
	return last.Number, nil
}

func (s *service) createRelease(r *Release) error {
	return s.db.DoTransaction(func(sess *xorm.Session) error {
		_, err := sess.Insert(r)
		return err
	})
}

// Good: a sort position, created by a helper whose insert runs in the
// program's transaction callback (ezbookkeeping's tags).
func (s *service) addSticker(uid int64, name string) error {
	n, err := s.maxStickerOrder(uid)
	if err != nil {
		return err
	}
	return s.createSticker(&Sticker{Uid: uid, Name: name, DisplayOrder: n + 1})
}

// Bad: the release number is unique per repository: an identity.
func (s *service) addRelease(repo int64) error {
	n, err := s.lastRelease(repo) // want `s.lastRelease reads the number that s.createRelease at line \d+ numbers its new row from \(plus one\)`
	if err != nil {
		return err
	}
	return s.createRelease(&Release{RepoId: repo, Number: n + 1})
}
