package dynamocase

import (
	"context"
	"net/smtp"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Store keeps every entity in one table (opg-modernising-lpa's
// dynamo.Client): the same table says nothing of the same item.
type Store struct {
	db    *dynamodb.Client
	table string
}

func pk(v string) map[string]types.AttributeValue {
	return map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: v}}
}

func (s *Store) item(ctx context.Context, key string) (map[string]types.AttributeValue, error) {
	out, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(s.table), Key: pk(key)})
	if err != nil {
		return nil, err
	}
	return out.Item, nil
}

func (s *Store) remove(ctx context.Context, key string) error {
	_, err := s.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String(s.table), Key: pk(key)})
	return err
}

func mailOptOut(to string) error {
	return smtp.SendMail("mail:25", nil, "lpa@example.com", []string{to}, []byte("opted out"))
}

// Bad: a one-time code found, the mail sent, then the code deleted: two
// concurrent requests both find it and both mail.
func (s *Store) OptOutByCode(ctx context.Context, code, to string) error {
	it, err := s.item(ctx, "CODE#"+code) // want `s.item decides whether mailOptOut at line \d+ runs; two concurrent calls can both pass the check and both send the email — consume the item in one call`
	if err != nil || it == nil {
		return err
	}
	if err := mailOptOut(to); err != nil {
		return err
	}
	return s.remove(ctx, "CODE#"+code)
}

// Good: the LPA read to address the mail; the item deleted is the
// session's own, another item of the table, keyed by nothing the read
// returned.
func (s *Store) OptOut(ctx context.Context, lpa, session, to string) error {
	it, err := s.item(ctx, "LPA#"+lpa)
	if err != nil || it == nil {
		return err
	}
	if err := mailOptOut(to); err != nil {
		return err
	}
	return s.remove(ctx, "SESSION#"+session)
}

// Good: the code recalled on one action, a new one mailed on another:
// the delete and the mail are never on one path.
func (s *Store) Access(ctx context.Context, action, code, to string) error {
	it, err := s.item(ctx, "CODE#"+code)
	if err != nil || it == nil {
		return err
	}
	switch action {
	case "recall":
		return s.remove(ctx, "CODE#"+code)
	case "send":
		return mailOptOut(to)
	}
	return nil
}
