// Package seqid: a comment created under an id the database assigns,
// after a lookup of the object it comments on (apache/answer's
// AddComment: uniqueIDRepo.GenUniqueIDStr inserts a row into the id
// table and formats the id it was given).
package seqid

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"xorm.io/xorm"
)

type Uniqid struct {
	ID   int64
	Type int
}

type Question struct {
	ID     string
	Title  string
	Status int
}

// Info is what a comment is about.
type Info struct {
	Title  string
	Status int
}

// IsDeleted reports whether the object was deleted.
func (i *Info) IsDeleted() bool { return i.Status == 10 }

type Comment struct {
	ID       string
	ObjectID string
	Text     string
}

var errNotFound = errors.New("not found")

type repo struct{ e *xorm.Engine }

// genID inserts a row into the id table and returns the id the database
// assigned to it.
func (r *repo) genID(typ int) (string, error) {
	bean := &Uniqid{Type: typ}
	if _, err := r.e.Insert(bean); err != nil {
		return "", err
	}
	return fmt.Sprintf("1%03d%013d", typ, bean.ID), nil
}

// addComment stores the comment under a new id.
func (r *repo) addComment(c *Comment) error {
	id, err := r.genID(2)
	if err != nil {
		return err
	}
	c.ID = id
	_, err = r.e.Insert(c)
	return err
}

// saveComment stores the comment under the id its caller chose.
func (r *repo) saveComment(c *Comment) error {
	_, err := r.e.Insert(c)
	return err
}

// object looks up what a comment is about: a question or a comment.
func (r *repo) object(id string) (*Info, error) {
	q := &Question{ID: id}
	has, err := r.e.Get(q)
	if err != nil {
		return nil, err
	}
	if has {
		return &Info{Title: q.Title, Status: q.Status}, nil
	}
	c := &Comment{ID: id}
	has, err = r.e.Get(c)
	if err != nil {
		return nil, err
	}
	if !has {
		return nil, errNotFound
	}
	return &Info{Title: c.Text}, nil
}

// Good: the lookup validates the object commented on; the new comment's
// id is one the database assigns, which no other request holds.
func AddComment(r *repo, objectID, text string) error {
	info, err := r.object(objectID)
	if err != nil {
		return err
	}
	if info.IsDeleted() {
		return errNotFound
	}
	return r.addComment(&Comment{ObjectID: objectID, Text: text})
}

// Bad: the reply is stored under an id derived from what it answers,
// which the lookup found free.
func Reply(r *repo, objectID, text string) error {
	if _, err := r.object(objectID + "-reply"); !errors.Is(err, errNotFound) { // want `r.object decides whether r.saveComment at line \d+ runs`
		return err
	}
	return r.saveComment(&Comment{ID: objectID + "-reply", ObjectID: objectID, Text: text})
}

type Order struct {
	ID         string
	ExternalID string
}

// Bad: the order is looked up by the event's id and created under a
// new random id: the random id is not the key looked up.
func Place(e *xorm.Engine, externalID string) error {
	has, err := e.Where("external_id = ?", externalID).Exist(&Order{}) // want `e.Where\(…\).Exist decides whether e.Insert at line \d+ runs`
	if err != nil || has {
		return err
	}
	_, err = e.Insert(&Order{ID: uuid.NewString(), ExternalID: externalID})
	return err
}

// orderExists looks the order up by the event's id.
func orderExists(db *sql.DB, externalID string) (bool, error) {
	var ok bool
	err := db.QueryRow("SELECT EXISTS (SELECT 1 FROM orders WHERE external_id = $1)", externalID).Scan(&ok)
	return ok, err
}

// Bad: the same through a helper, with SQL.
func PlaceSQL(db *sql.DB, externalID string) error {
	has, err := orderExists(db, externalID) // want `orderExists decides whether db.Exec at line \d+ runs`
	if err != nil || has {
		return err
	}
	_, err = db.Exec("INSERT INTO orders (id, external_id) VALUES ($1, $2)", uuid.NewString(), externalID)
	return err
}
