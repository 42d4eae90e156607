// Package expression is an idemlint test stub of github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression@v1.10.11: only the declarations the tests use, with the real names, receivers and parameter names.
package expression

import "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

// NameBuilder names an attribute.
type NameBuilder struct{ name string }

// Name returns a NameBuilder for name.
func Name(name string) NameBuilder { return NameBuilder{name} }

// ConditionBuilder is a condition.
type ConditionBuilder struct{ mode string }

// AttributeNotExists is true when the item has no attribute nameBuilder.
func AttributeNotExists(nameBuilder NameBuilder) ConditionBuilder {
	return ConditionBuilder{"attribute_not_exists"}
}

// Builder assembles the expressions of a request.
type Builder struct{ cond *ConditionBuilder }

// NewBuilder returns an empty Builder.
func NewBuilder() Builder { return Builder{} }

// WithCondition adds conditionBuilder.
func (b Builder) WithCondition(conditionBuilder ConditionBuilder) Builder {
	b.cond = &conditionBuilder
	return b
}

// Build returns the expressions.
func (b Builder) Build() (Expression, error) { return Expression{}, nil }

// Expression holds the built expressions.
type Expression struct{}

// Condition returns the condition expression.
func (e Expression) Condition() *string { s := ""; return &s }

// Names returns the expression attribute names.
func (e Expression) Names() map[string]string { return nil }

// Values returns the expression attribute values.
func (e Expression) Values() map[string]types.AttributeValue { return nil }
