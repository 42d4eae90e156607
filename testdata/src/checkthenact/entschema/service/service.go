// Package service: checks before ent creates of entities whose schema
// (../ent/schema) declares, or does not declare, their uniqueness.
package service

import (
	"context"

	"checkthenact/entclient/ent"
	"checkthenact/entclient/ent/member"
	"checkthenact/entclient/ent/pet"
	"checkthenact/entclient/ent/profile"
	"checkthenact/entclient/ent/user"
)

// Note: the email field is Unique(): the loser's create fails.
func signUp(ctx context.Context, c *ent.Client, email, name string) error {
	seen, err := c.User.Query().Where(user.Email(email)).Exist(ctx) // want `c.User.Query\(…\).Where\(…\).Exist decides whether c.User.Create\(…\).SetEmail\(…\).SetName\(…\).Save at line \d+ runs; a concurrent duplicate fails on the unique field User.email and this code returns the error — treat the generated IsConstraintError as already done$`
	if err != nil || seen {
		return err
	}
	_, err = c.User.Create().SetEmail(email).SetName(name).Save(ctx)
	return err
}

// Note: the composite unique index covers both checked columns.
func join(ctx context.Context, c *ent.Client, team, usr string) error {
	n, err := c.Member.Query().Where(member.TeamID(team), member.UserIDEQ(usr)).Count(ctx) // want `decides whether .* runs; a concurrent duplicate fails on unique index member_team_id_user_id and this code returns the error`
	if err != nil || n > 0 {
		return err
	}
	_, err = c.Member.Create().SetTeamID(team).SetUserID(usr).Save(ctx)
	return err
}

// Bad: the pair is unique, the user alone is only indexed.
func joinOnce(ctx context.Context, c *ent.Client, team, usr string) error {
	n, err := c.Member.Query().Where(member.UserID(usr)).Count(ctx) // want `two concurrent calls can both pass the check and both insert the row — .*; no unique constraint covers members \(user_id\)$`
	if err != nil || n > 0 {
		return err
	}
	_, err = c.Member.Create().SetTeamID(team).SetUserID(usr).Save(ctx)
	return err
}

// Bad: name is not unique.
func rename(ctx context.Context, c *ent.Client, email, name string) error {
	seen, err := c.User.Query().Where(user.And(user.Name(name), user.EmailContains("@"))).Exist(ctx) // want `both insert the row — .*; no unique constraint covers users \(name\)$`
	if err != nil || seen {
		return err
	}
	_, err = c.User.Create().SetName(name).SetEmail(email).Save(ctx)
	return err
}

// Bad: the owner edge's Unique() says a pet has one owner; owner_id is not
// a unique column (a user has many pets).
func adopt(ctx context.Context, c *ent.Client, owner int, name string) error {
	seen, err := c.Pet.Query().Where(pet.OwnerID(owner)).Exist(ctx) // want `both insert the row — .*; no unique constraint covers pets \(owner_id\)$`
	if err != nil || seen {
		return err
	}
	_, err = c.Pet.Create().SetOwnerID(owner).SetName(name).Save(ctx)
	return err
}

// Note: a one-to-one edge (Unique() on both sides) makes its field a
// unique column.
func createProfile(ctx context.Context, c *ent.Client, usr int) error {
	seen, err := c.Profile.Query().Where(profile.UserID(usr)).Exist(ctx) // want `a concurrent duplicate fails on the one-to-one edge Profile.user \(user_id\) and this code returns the error`
	if err != nil || seen {
		return err
	}
	_, err = c.Profile.Create().SetUserID(usr).Save(ctx)
	return err
}

// Bad, and nothing said of the schema: the id is the primary key, but the
// create leaves it to the database.
func byID(ctx context.Context, c *ent.Client, id int, name string) error {
	seen, err := c.User.Query().Where(user.ID(id)).Exist(ctx) // want `both insert the row — [^;]*$`
	if err != nil || seen {
		return err
	}
	_, err = c.User.Create().SetName(name).Save(ctx)
	return err
}

// Note: the create sets the checked id, the primary key.
func withID(ctx context.Context, c *ent.Client, id int, name string) error {
	seen, err := c.User.Query().Where(user.IDEQ(id)).Exist(ctx) // want `a concurrent duplicate fails on the primary key of users \(id\) and this code returns the error`
	if err != nil || seen {
		return err
	}
	_, err = c.User.Create().SetID(id).SetName(name).Save(ctx)
	return err
}

// Bad, and nothing said of the schema: an Or of predicates has no
// columns that must all be equal.
func either(ctx context.Context, c *ent.Client, email, name string) error {
	seen, err := c.User.Query().Where(user.Or(user.Email(email), user.Name(name))).Exist(ctx) // want `both insert the row — [^;]*$`
	if err != nil || seen {
		return err
	}
	_, err = c.User.Create().SetEmail(email).SetName(name).Save(ctx)
	return err
}

// Good: the constraint error is treated as already done.
func signUpHandled(ctx context.Context, c *ent.Client, email string) error {
	seen, err := c.User.Query().Where(user.Email(email)).Exist(ctx)
	if err != nil || seen {
		return err
	}
	if _, err := c.User.Create().SetEmail(email).Save(ctx); err != nil && !ent.IsConstraintError(err) {
		return err
	}
	return nil
}
