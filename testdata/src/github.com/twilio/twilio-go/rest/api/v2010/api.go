// Package openapi is an idemlint test stub of github.com/twilio/twilio-go@v1.31.0/rest/api/v2010: only the declarations the tests use, with the real names, receivers and parameter names.
package openapi

// CreateMessageParams are the parameters of CreateMessage.
type CreateMessageParams struct{ To *string }

// CreateCallParams are the parameters of CreateCall.
type CreateCallParams struct{ To *string }

// ApiV2010Message is a message.
type ApiV2010Message struct{}

// ApiV2010Call is a call.
type ApiV2010Call struct{}

// ApiService is the API.
type ApiService struct{}

// CreateMessage sends a message.
func (c *ApiService) CreateMessage(params *CreateMessageParams) (*ApiV2010Message, error) {
	return nil, nil
}

// CreateCall places a call.
func (c *ApiService) CreateCall(params *CreateCallParams) (*ApiV2010Call, error) { return nil, nil }
