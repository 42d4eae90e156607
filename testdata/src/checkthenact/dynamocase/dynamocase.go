// Package dynamocase: dedup checks through DynamoDB (aws-sdk-go-v2).
package dynamocase

import (
	"context"
	"errors"
	"net/http"
	"net/smtp"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

const processedTable = "processed-messages"

type Consumer struct {
	db *dynamodb.Client
}

func (c *Consumer) send(to, body string) error {
	return smtp.SendMail("mail:25", nil, "noreply@example.com", []string{to}, []byte(body))
}

// Bad: GetItem finds no item, the mail goes out, the marker is put
// after it without a condition.
func (c *Consumer) Handle(ctx context.Context, id, to string) error {
	out, err := c.db.GetItem(ctx, &dynamodb.GetItemInput{ // want `c.db.GetItem decides whether c.send at line \d+ runs; two concurrent calls can both pass the check and both send the email — claim the item with PutItem and ConditionExpression attribute_not_exists\(…\) before acting, treating ConditionalCheckFailedException as already done`
		TableName: aws.String(processedTable),
		Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	if err != nil {
		return err
	}
	if out.Item != nil {
		return nil
	}
	if err := c.send(to, "welcome"); err != nil {
		return err
	}
	_, err = c.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(processedTable),
		Item:      map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	return err
}

// Bad: the marker is put first, without a condition: both deliveries
// put it and both send.
func (c *Consumer) HandleMarkFirst(ctx context.Context, id, to string) error {
	out, err := c.db.GetItem(ctx, &dynamodb.GetItemInput{ // want `c.db.GetItem decides whether c.send at line \d+ runs`
		TableName: aws.String(processedTable),
		Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	if err != nil {
		return err
	}
	if len(out.Item) > 0 {
		return nil
	}
	if _, err := c.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(processedTable),
		Item:      map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	}); err != nil {
		return err
	}
	return c.send(to, "welcome")
}

// Good: the marker is put under attribute_not_exists first; the loser's
// put fails with ConditionalCheckFailedException and nothing is sent
// twice. The GetItem before it only saves the put.
func (c *Consumer) HandleClaimed(ctx context.Context, id, to string) error {
	out, err := c.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(processedTable),
		Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	if err != nil {
		return err
	}
	if out.Item != nil {
		return nil
	}
	_, err = c.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName:           aws.String(processedTable),
		Item:                map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		ConditionExpression: aws.String("attribute_not_exists(id)"),
	})
	var ccf *types.ConditionalCheckFailedException
	if errors.As(err, &ccf) {
		return nil
	}
	if err != nil {
		return err
	}
	return c.send(to, "welcome")
}

// Good: the condition is built by the expression package: the put is
// conditional, whatever the condition says.
func (c *Consumer) HandleBuilt(ctx context.Context, id, to string) error {
	out, err := c.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(processedTable),
		Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	if err != nil || out.Item != nil {
		return err
	}
	expr, err := expression.NewBuilder().WithCondition(expression.AttributeNotExists(expression.Name("id"))).Build()
	if err != nil {
		return err
	}
	if _, err := c.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName:                aws.String(processedTable),
		Item:                     map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		ConditionExpression:      expr.Condition(),
		ExpressionAttributeNames: expr.Names(),
	}); err != nil {
		return err
	}
	return c.send(to, "welcome")
}

// Good: a lookup then a put of the same item, nothing else decided: two
// deliveries write the same item (a put replaces it).
func (c *Consumer) Remember(ctx context.Context, id string) error {
	out, err := c.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(processedTable),
		Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	if err != nil || out.Item != nil {
		return err
	}
	_, err = c.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(processedTable),
		Item:      map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	return err
}

// Good: the mail goes out when the item is missing, but what is put
// afterwards is in another table: validation, no record of the check.
func (c *Consumer) Invite(ctx context.Context, email string) error {
	out, err := c.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("blocked"),
		Key:       map[string]types.AttributeValue{"email": &types.AttributeValueMemberS{Value: email}},
	})
	if err != nil || out.Item != nil {
		return err
	}
	if err := c.send(email, "invite"); err != nil {
		return err
	}
	_, err = c.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("invites"),
		Item:      map[string]types.AttributeValue{"email": &types.AttributeValueMemberS{Value: email}},
	})
	return err
}

// Repo keeps its table name in a field, set from configuration.
type Repo struct {
	db    *dynamodb.Client
	table string
}

func NewRepo(db *dynamodb.Client, table string) *Repo { return &Repo{db: db, table: table} }

type Order struct {
	ID     string `dynamodbav:"id"`
	Status string `dynamodbav:"status"`
}

// Bad: the key marshalled from a struct, the table from the field; a
// charge when the order is not there, the order put after it.
func (r *Repo) Charge(ctx context.Context, o Order, psp string) error {
	key, err := attributevalue.MarshalMap(struct{ ID string }{o.ID})
	if err != nil {
		return err
	}
	out, err := r.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(r.table), Key: key}) // want `r.db.GetItem decides whether pay at line \d+ runs`
	if err != nil {
		return err
	}
	if out.Item != nil {
		return nil
	}
	if err := pay(psp, o.ID); err != nil {
		return err
	}
	item, err := attributevalue.MarshalMap(o)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: &r.table, Item: item})
	return err
}

// Good: the state moves under a condition, and the charge runs only when
// the update won.
func (r *Repo) Settle(ctx context.Context, id string, psp string) error {
	out, err := r.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(r.table),
		Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	if err != nil || out.Item == nil {
		return err
	}
	_, err = r.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:           aws.String(r.table),
		Key:                 map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression:    aws.String("SET #s = :paid"),
		ConditionExpression: aws.String("#s = :pending"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":paid":    &types.AttributeValueMemberS{Value: "paid"},
			":pending": &types.AttributeValueMemberS{Value: "pending"},
		},
	})
	if err != nil {
		return err
	}
	return pay(psp, id)
}

func pay(psp, id string) error {
	resp, err := http.Post(psp+"/charges", "application/json", strings.NewReader(`{"order":"`+id+`"}`))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
