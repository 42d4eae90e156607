// Package tgbotapi is an idemlint test stub of github.com/go-telegram-bot-api/telegram-bot-api/v5@v5.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package tgbotapi

// BotAPI is a bot.
type BotAPI struct{}

// Chattable is something a bot can send.
type Chattable interface{ method() string }

// MessageConfig is a text message to send.
type MessageConfig struct{ Text string }

func (MessageConfig) method() string { return "sendMessage" }

// NewMessage builds a text message.
func NewMessage(chatID int64, text string) MessageConfig { return MessageConfig{Text: text} }

// Message is a sent message.
type Message struct{ MessageID int }

// Send sends c.
func (bot *BotAPI) Send(c Chattable) (Message, error) { return Message{}, nil }
