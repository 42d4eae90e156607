// Package dynamo calls every DynamoDB row of the idemlint catalog once.
package dynamo

import (
	"context"
	"errors"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1aws "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

func client(ctx context.Context, c *dynamodb.Client, id string) {
	key := map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}}
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("t"), Key: key})            // row: Client.GetItem
	c.Query(ctx, &dynamodb.QueryInput{TableName: aws.String("t")})                          // row: Client.Query
	c.Scan(ctx, &dynamodb.ScanInput{TableName: aws.String("t")})                            // row: Client.Scan
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("t"), Item: key})           // row: Client.PutItem
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{})                                  // row: Client.BatchWriteItem
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{})                          // row: Client.TransactWriteItems
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{TableName: aws.String("t"), Key: key})      // row: Client.UpdateItem
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("t"), Key: key})      // row: Client.DeleteItem
	_, err := c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("t"), Item: key}) // row: Client.PutItem
	var ccf *types.ConditionalCheckFailedException                                          // row: ConditionalCheckFailedException
	_ = errors.As(err, &ccf)
}

func clientV1(ctx context.Context, c *v1.DynamoDB, id string) {
	key := map[string]*v1.AttributeValue{"id": {S: v1aws.String(id)}}
	c.GetItem(&v1.GetItemInput{TableName: v1aws.String("t"), Key: key})                       // row: DynamoDB.GetItem
	c.GetItemWithContext(ctx, &v1.GetItemInput{TableName: v1aws.String("t"), Key: key})       // row: DynamoDB.GetItemWithContext
	c.Query(&v1.QueryInput{TableName: v1aws.String("t")})                                     // row: DynamoDB.Query
	c.QueryWithContext(ctx, &v1.QueryInput{TableName: v1aws.String("t")})                     // row: DynamoDB.QueryWithContext
	c.Scan(&v1.ScanInput{TableName: v1aws.String("t")})                                       // row: DynamoDB.Scan
	c.ScanWithContext(ctx, &v1.ScanInput{TableName: v1aws.String("t")})                       // row: DynamoDB.ScanWithContext
	c.PutItem(&v1.PutItemInput{TableName: v1aws.String("t"), Item: key})                      // row: DynamoDB.PutItem
	c.PutItemWithContext(ctx, &v1.PutItemInput{TableName: v1aws.String("t"), Item: key})      // row: DynamoDB.PutItemWithContext
	c.BatchWriteItem(&v1.BatchWriteItemInput{})                                               // row: DynamoDB.BatchWriteItem
	c.BatchWriteItemWithContext(ctx, &v1.BatchWriteItemInput{})                               // row: DynamoDB.BatchWriteItemWithContext
	c.TransactWriteItems(&v1.TransactWriteItemsInput{})                                       // row: DynamoDB.TransactWriteItems
	c.TransactWriteItemsWithContext(ctx, &v1.TransactWriteItemsInput{})                       // row: DynamoDB.TransactWriteItemsWithContext
	c.UpdateItem(&v1.UpdateItemInput{TableName: v1aws.String("t"), Key: key})                 // row: DynamoDB.UpdateItem
	c.UpdateItemWithContext(ctx, &v1.UpdateItemInput{TableName: v1aws.String("t"), Key: key}) // row: DynamoDB.UpdateItemWithContext
	c.DeleteItem(&v1.DeleteItemInput{TableName: v1aws.String("t"), Key: key})                 // row: DynamoDB.DeleteItem
	c.DeleteItemWithContext(ctx, &v1.DeleteItemInput{TableName: v1aws.String("t"), Key: key}) // row: DynamoDB.DeleteItemWithContext
	_ = v1.ErrCodeConditionalCheckFailedException                                             // row: ErrCodeConditionalCheckFailedException
	var ccf *v1.ConditionalCheckFailedException                                               // row: ConditionalCheckFailedException
	_ = ccf
}
