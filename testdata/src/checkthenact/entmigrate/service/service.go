// Package service: checks before ent creates of tables that the generated
// ../ent/migrate/schema.go declares.
package service

import (
	"context"

	"checkthenact/entclient/ent"
	"checkthenact/entclient/ent/member"
	"checkthenact/entclient/ent/pet"
	"checkthenact/entclient/ent/profile"
	"checkthenact/entclient/ent/user"
)

// Note: the email column is Unique.
func signUp(ctx context.Context, c *ent.Client, email, name string) error {
	seen, err := c.User.Query().Where(user.EmailEQ(email)).Exist(ctx) // want `c.User.Query\(…\).Where\(…\).Exist decides whether c.User.Create\(…\).SetEmail\(…\).SetName\(…\).Save at line \d+ runs; a concurrent duplicate fails on the unique constraint on users \(email\) and this code returns the error — treat the generated IsConstraintError as already done$`
	if err != nil || seen {
		return err
	}
	_, err = c.User.Create().SetEmail(email).SetName(name).Save(ctx)
	return err
}

// Note: the unique index of the pair.
func join(ctx context.Context, c *ent.Client, team, usr string) error {
	n, err := c.Member.Query().Where(member.UserID(usr), member.TeamID(team)).Count(ctx) // want `a concurrent duplicate fails on unique index member_team_id_user_id and this code returns the error`
	if err != nil || n > 0 {
		return err
	}
	_, err = c.Member.Create().SetTeamID(team).SetUserID(usr).Save(ctx)
	return err
}

// Bad: member_user_id is not unique.
func joinOnce(ctx context.Context, c *ent.Client, team, usr string) error {
	n, err := c.Member.Query().Where(member.UserID(usr)).Count(ctx) // want `both insert the row — .*; no unique constraint covers members \(user_id\)$`
	if err != nil || n > 0 {
		return err
	}
	_, err = c.Member.Create().SetTeamID(team).SetUserID(usr).Save(ctx)
	return err
}

// Bad: the owner's foreign key is not unique.
func adopt(ctx context.Context, c *ent.Client, owner int, name string) error {
	seen, err := c.Pet.Query().Where(pet.OwnerID(owner)).Exist(ctx) // want `both insert the row — .*; no unique constraint covers pets \(owner_id\)$`
	if err != nil || seen {
		return err
	}
	_, err = c.Pet.Create().SetOwnerID(owner).SetName(name).Save(ctx)
	return err
}

// Note: the one-to-one edge's foreign key is a unique column.
func createProfile(ctx context.Context, c *ent.Client, usr int) error {
	seen, err := c.Profile.Query().Where(profile.UserID(usr)).Exist(ctx) // want `a concurrent duplicate fails on the unique constraint on profiles \(user_id\) and this code returns the error`
	if err != nil || seen {
		return err
	}
	_, err = c.Profile.Create().SetUserID(usr).Save(ctx)
	return err
}

// Note: the create sets the checked primary key.
func withID(ctx context.Context, c *ent.Client, id int, name string) error {
	seen, err := c.User.Query().Where(user.ID(id)).Exist(ctx) // want `a concurrent duplicate fails on the primary key of users \(id\) and this code returns the error`
	if err != nil || seen {
		return err
	}
	_, err = c.User.Create().SetID(id).SetName(name).Save(ctx)
	return err
}

// Note: the SQL migration's unique index, added to the table that
// migrate/schema.go declares.
func adoptNamed(ctx context.Context, c *ent.Client, owner int, name string) error {
	seen, err := c.Pet.Query().Where(pet.OwnerID(owner), pet.Name(name)).Exist(ctx) // want `a concurrent duplicate fails on unique index pets_owner_name and this code returns the error`
	if err != nil || seen {
		return err
	}
	_, err = c.Pet.Create().SetOwnerID(owner).SetName(name).Save(ctx)
	return err
}
