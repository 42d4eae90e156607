// Package dynamokey: DynamoDB conditional puts whose claimed key is, or
// is not, drawn at random.
package dynamokey

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// Bad: the item claimed under attribute_not_exists(id) has a fresh id:
// every delivery claims a new item.
func ClaimRandom(ctx context.Context, db *dynamodb.Client, body string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{ // want `db.PutItem takes a key from uuid.NewString`
		TableName: aws.String("processed"),
		Item: map[string]types.AttributeValue{
			"id":   &types.AttributeValueMemberS{Value: uuid.NewString()},
			"body": &types.AttributeValueMemberS{Value: body},
		},
		ConditionExpression:      aws.String("attribute_not_exists(#k)"),
		ExpressionAttributeNames: map[string]string{"#k": "id"},
	})
	return err
}

// Good: the claimed key is the message's; the condition's values (now)
// and the item's other attributes (a fresh lease id) are no key.
func ClaimLease(ctx context.Context, db *dynamodb.Client, msgID string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("leases"),
		Item: map[string]types.AttributeValue{
			"id":      &types.AttributeValueMemberS{Value: msgID},
			"lease":   &types.AttributeValueMemberS{Value: uuid.NewString()},
			"expires": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(time.Minute).Unix(), 10)},
		},
		ConditionExpression: aws.String("attribute_not_exists(id) OR expires < :now"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":now": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Unix(), 10)},
		},
	})
	return err
}
