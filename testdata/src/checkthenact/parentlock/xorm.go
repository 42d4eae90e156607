package parentlock

import (
	"context"

	"xorm.io/builder"
	"xorm.io/xorm"
)

type User struct {
	ID   string
	Rank int
}

type Activity struct {
	ID           int64
	UserID       string
	ActivityType int
	RevisionID   int64
}

type Collection struct {
	ID       int64
	UserID   string
	ObjectID string
}

type activityRepo struct{ db *xorm.Engine }

// Good: the user's row is locked with xorm's ForUpdate before the user's
// activity is looked up and added, by the key a struct built outside the
// transaction's callback holds (apache/answer's review activity).
func (r *activityRepo) review(ctx context.Context, userID string, revision int64) error {
	add := &Activity{UserID: userID, ActivityType: 3, RevisionID: revision}
	_, err := r.db.Transaction(func(session *xorm.Session) (any, error) {
		user := &User{}
		exist, err := session.ID(add.UserID).ForUpdate().Get(user)
		if err != nil || !exist {
			return nil, err
		}
		existing := &Activity{}
		exist, err = session.And(builder.Eq{"user_id": add.UserID}).And(builder.Eq{"revision_id": add.RevisionID}).Get(existing)
		if err != nil || exist {
			return nil, err
		}
		_, err = session.Insert(add)
		return nil, err
	})
	return err
}

// Good: the lock names the parameter the struct's field was set from.
func (r *activityRepo) active(ctx context.Context, userID string) error {
	add := &Activity{UserID: userID, ActivityType: 1}
	_, err := r.db.Transaction(func(session *xorm.Session) (any, error) {
		exist, err := session.ID(userID).ForUpdate().Get(&User{})
		if err != nil || !exist {
			return nil, err
		}
		exist, err = session.And(builder.Eq{"user_id": add.UserID}).And(builder.Eq{"activity_type": add.ActivityType}).Get(&Activity{})
		if err != nil || exist {
			return nil, err
		}
		_, err = session.Insert(add)
		return nil, err
	})
	return err
}

// Bad: the row locked is another user's (the one who triggered it).
func (r *activityRepo) otherUser(ctx context.Context, userID, triggerID string) error {
	_, err := r.db.Transaction(func(session *xorm.Session) (any, error) {
		exist, err := session.ID(triggerID).ForUpdate().Get(&User{})
		if err != nil || !exist {
			return nil, err
		}
		exist, err = session.And(builder.Eq{"user_id": userID}).Get(&Activity{}) // want `session.And\(…\).Get decides whether session.Insert at line \d+ runs`
		if err != nil || exist {
			return nil, err
		}
		_, err = session.Insert(&Activity{UserID: userID})
		return nil, err
	})
	return err
}

// Bad: ForUpdate on the row looked for locks nothing when it is missing:
// two calls both find none and both insert (apache/answer's collections).
func (r *activityRepo) collect(ctx context.Context, userID, objectID string) error {
	_, err := r.db.Transaction(func(session *xorm.Session) (any, error) {
		old := &Collection{UserID: userID, ObjectID: objectID}
		exist, err := session.ForUpdate().Get(old) // want `session.ForUpdate\(…\).Get decides whether session.Insert at line \d+ runs`
		if err != nil || exist {
			return nil, err
		}
		_, err = session.Insert(&Collection{UserID: userID, ObjectID: objectID})
		return nil, err
	})
	return err
}

type Badge struct {
	ID    int64
	Count int
}

type BadgeAward struct {
	ID      int64
	UserID  string
	BadgeID int64
}

// Good: the badge's row is locked before the award, looked up by a bean
// whose fields name the badge, is added (apache/answer's badge awards).
func (r *activityRepo) award(ctx context.Context, a *BadgeAward) error {
	_, err := r.db.Transaction(func(session *xorm.Session) (any, error) {
		exist, err := session.ID(a.BadgeID).ForUpdate().Get(&Badge{})
		if err != nil || !exist {
			return nil, err
		}
		old := &BadgeAward{UserID: a.UserID, BadgeID: a.BadgeID}
		exist, err = session.Get(old)
		if err != nil || exist {
			return nil, err
		}
		_, err = session.Insert(a)
		return nil, err
	})
	return err
}
