// Package xormcase: dedup checks through xorm.
package xormcase

import (
	"database/sql"
	"net/smtp"

	"xorm.io/xorm"
)

type Processed struct{ ID string }

type Settings struct {
	ID    int64
	Theme string
}

type Order struct {
	ID     int64
	Status string
}

// Bad: Get's found result decides the Insert; the bean's fields are the
// conditions.
func getThenInsert(e *xorm.Engine, id string) error {
	has, err := e.Get(&Processed{ID: id}) // want `e.Get decides whether e.InsertOne at line \d+ runs`
	if err != nil || has {
		return err
	}
	_, err = e.InsertOne(&Processed{ID: id})
	return err
}

// Bad: Exist through a Where, then Insert.
func existThenInsert(s *xorm.Session, id string) error {
	ok, err := s.Where("id = ?", id).Exist(&Processed{}) // want `s.Where\(…\).Exist decides whether s.Insert at line \d+ runs`
	if err != nil {
		return err
	}
	if !ok {
		_, err = s.Insert(&Processed{ID: id})
	}
	return err
}

// Bad: a count decides an email and its record.
func countThenMail(e *xorm.Engine, id, to string) error {
	n, err := e.Where("id = ?", id).Count(&Processed{}) // want `e.Where\(…\).Count decides whether smtp.SendMail at line \d+ runs; two concurrent calls can both pass the check and both send the email`
	if err != nil || n > 0 {
		return err
	}
	if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil); err != nil {
		return err
	}
	_, err = e.Insert(&Processed{ID: id})
	return err
}

// Bad: through the Interface both Engine and Session implement.
func viaInterface(x xorm.Interface, id string) error {
	has, err := x.Where("id = ?", id).Get(&Processed{}) // want `x.Where\(…\).Get decides whether x.Insert at line \d+ runs`
	if err != nil || has {
		return err
	}
	_, err = x.Insert(&Processed{ID: id})
	return err
}

// Bad: a transaction at the default isolation does not make the pair
// atomic.
func inTx(e *xorm.Engine, id string) error {
	s := e.NewSession()
	defer s.Close()
	if err := s.Begin(); err != nil {
		return err
	}
	has, err := s.Get(&Processed{ID: id}) // want `s.Get decides whether s.Insert at line \d+ runs`
	if err != nil || has {
		return s.Rollback()
	}
	if _, err := s.Insert(&Processed{ID: id}); err != nil {
		return err
	}
	return s.Commit()
}

// Bad: inside Engine.Transaction's callback.
func inTransaction(e *xorm.Engine, id string) error {
	_, err := e.Transaction(func(s *xorm.Session) (any, error) {
		has, err := s.Get(&Processed{ID: id}) // want `s.Get decides whether s.Insert at line \d+ runs`
		if err != nil || has {
			return nil, err
		}
		return s.Insert(&Processed{ID: id})
	})
	return err
}

// Good: both in one serializable transaction on the session.
func serializable(e *xorm.Engine, id string) error {
	s := e.NewSession()
	defer s.Close()
	if err := s.BeginTx(&sql.TxOptions{Isolation: sql.LevelSerializable}); err != nil {
		return err
	}
	has, err := s.Get(&Processed{ID: id})
	if err != nil || has {
		return s.Rollback()
	}
	if _, err := s.Insert(&Processed{ID: id}); err != nil {
		return err
	}
	return s.Commit()
}

// Good: no condition, a lazily created singleton.
func settings(e *xorm.Engine) (*Settings, error) {
	var st Settings
	has, err := e.Get(&st)
	if err != nil {
		return nil, err
	}
	if !has {
		st = Settings{ID: 1, Theme: "light"}
		_, err = e.InsertOne(&st)
	}
	return &st, err
}

// Good: a lookup that validates the row it then updates.
func cancel(e *xorm.Engine, id int64) error {
	o := Order{ID: id}
	has, err := e.Get(&o)
	if err != nil || !has {
		return err
	}
	_, err = e.ID(id).Update(&Order{Status: "cancelled"})
	return err
}

type Entry struct {
	ID   int64
	Uid  int64
	Time int64
}

// Good: the insert fails on the unique time; only then the latest entry of
// that second is read and the insert tried again one later, and the
// related entry follows (ezbookkeeping's transactions): the read recovers
// from a race the database already reported.
func addEntry(sess *xorm.Session, e, related *Entry) error {
	if _, err := sess.Insert(e); err != nil {
		latest := &Entry{}
		has, err := sess.Where("uid = ? AND time >= ?", e.Uid, e.Time/1000*1000).Get(latest)
		if err != nil {
			return err
		} else if !has {
			return sql.ErrNoRows
		}
		e.Time = latest.Time + 1
		if _, err := sess.Insert(e); err != nil {
			return err
		}
	}
	if related != nil {
		related.Time = e.Time + 1
		if related.Time/1000 != e.Time/1000 {
			return sql.ErrTxDone
		}
		_, err := sess.Insert(related)
		return err
	}
	return nil
}

// Bad: the chain starts at a call of a function value (gogs's issue
// stats build theirs with a closure): still read, and no panic.
func viaFuncValue(e *xorm.Engine, id string) error {
	sess := func() *xorm.Session { return e.NewSession() }
	ok, err := sess().Where("id = ?", id).Exist(&Processed{}) // want `sess\(…\)\.Where\(…\)\.Exist decides whether e.InsertOne at line \d+ runs`
	if err != nil || ok {
		return err
	}
	_, err = e.InsertOne(&Processed{ID: id})
	return err
}
