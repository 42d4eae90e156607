package feedstore

import sq "github.com/Masterminds/squirrel"

// CreateUserFrom inserts a user from fields a mapper built (voipbin's
// PrepareFields): which columns it binds is not known here.
func (s *Store) CreateUserFrom(fields map[string]interface{}) error {
	q, args, err := sq.Insert("users").SetMap(fields).ToSql()
	if err != nil {
		return err
	}
	_, err = s.db.Exec(q, args...)
	return err
}
