// Package discordgo is an idemlint test stub of github.com/bwmarrin/discordgo@v0.28.1: only the declarations the tests use, with the real names, receivers and parameter names.
package discordgo

// Session is a Discord session.
type Session struct{}

// Message is a posted message.
type Message struct{ ID string }

// RequestOption configures a request.
type RequestOption func(*struct{})

// ChannelMessageSend posts a message to a channel.
func (s *Session) ChannelMessageSend(channelID string, content string, options ...RequestOption) (*Message, error) {
	return &Message{}, nil
}

// ChannelMessageEdit edits a message.
func (s *Session) ChannelMessageEdit(channelID, messageID, content string, options ...RequestOption) (*Message, error) {
	return &Message{}, nil
}
