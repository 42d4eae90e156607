package dynamocase

import (
	"context"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/awserr"
	dynamov1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

// Locks is a lock table through the v1 SDK.
type Locks struct{ db *dynamov1.DynamoDB }

// Bad: the lock is read, then put without a condition, and the work
// runs: two holders (dynalock's AtomicPut before its fix).
func (l *Locks) Run(ctx context.Context, name string) error {
	out, err := l.db.GetItemWithContext(ctx, &dynamov1.GetItemInput{ // want `l.db.GetItemWithContext decides whether pay at line \d+ runs`
		TableName: aws.String("locks"),
		Key:       map[string]*dynamov1.AttributeValue{"name": {S: aws.String(name)}},
	})
	if err != nil {
		return err
	}
	if out.Item != nil {
		return nil
	}
	if _, err := l.db.PutItemWithContext(ctx, &dynamov1.PutItemInput{
		TableName: aws.String("locks"),
		Item:      map[string]*dynamov1.AttributeValue{"name": {S: aws.String(name)}},
	}); err != nil {
		return err
	}
	return pay("https://psp.example.com", name)
}

// Good: the put is conditional; its failure code is read through awserr.
func (l *Locks) RunClaimed(ctx context.Context, name string) error {
	_, err := l.db.PutItemWithContext(ctx, &dynamov1.PutItemInput{
		TableName:           aws.String("locks"),
		Item:                map[string]*dynamov1.AttributeValue{"name": {S: aws.String(name)}},
		ConditionExpression: aws.String("attribute_not_exists(#n)"),
	})
	if aerr, ok := err.(awserr.Error); ok && aerr.Code() == dynamov1.ErrCodeConditionalCheckFailedException {
		return nil
	}
	if err != nil {
		return err
	}
	return pay("https://psp.example.com", name)
}
