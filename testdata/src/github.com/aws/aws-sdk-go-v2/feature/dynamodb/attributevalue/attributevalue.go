// Package attributevalue is an idemlint test stub of github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue@v1.21.23: only the declarations the tests use, with the real names and parameter names.
package attributevalue

import "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

// MarshalMap encodes a struct or map as an item.
func MarshalMap(in interface{}) (map[string]types.AttributeValue, error) {
	return map[string]types.AttributeValue{}, nil
}

// UnmarshalMap decodes an item into out.
func UnmarshalMap(m map[string]types.AttributeValue, out interface{}) error { return nil }
