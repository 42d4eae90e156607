package dynamocase

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

const receiptsTable = "receipts"

func (c *Consumer) receipt(ctx context.Context, id string) (bool, error) {
	out, err := c.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(receiptsTable),
		Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	if err != nil {
		return false, err
	}
	return out.Item != nil, nil
}

func (c *Consumer) saveReceipt(ctx context.Context, id string) error {
	_, err := c.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(receiptsTable),
		Item:      map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	return err
}

// Bad: the lookup and the put through the consumer's helpers; the fix
// named is DynamoDB's.
func (c *Consumer) Receipt(ctx context.Context, id, to string) error {
	seen, err := c.receipt(ctx, id) // want `c.receipt decides whether c.send at line \d+ runs; .* — claim the item with PutItem and ConditionExpression attribute_not_exists`
	if err != nil || seen {
		return err
	}
	if err := c.send(to, "receipt"); err != nil {
		return err
	}
	return c.saveReceipt(ctx, id)
}
