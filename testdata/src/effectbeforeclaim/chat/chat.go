// Package chat posts chat messages (Slack, Discord, Telegram) from
// handlers: each is an effect on people, which a redelivery repeats.
package chat

import (
	"context"
	"database/sql"
	"io"
	"net/http"
	"time"

	"github.com/bwmarrin/discordgo"
	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
	"github.com/hibiken/asynq"
	"github.com/slack-go/slack"
)

// Alerts posts alerts.
type Alerts struct {
	db      *sql.DB
	slack   *slack.Client
	discord *discordgo.Session
	bot     *tgbotapi.BotAPI
}

// AlertTask posts to Slack with no claim: asynq retries it, and posts again.
type AlertTask struct{ Alerts }

func (a *AlertTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, _, err := a.slack.PostMessageContext(ctx, "#alerts", slack.MsgOptionText(string(t.Payload()), false)) // want `a.slack.PostMessageContext runs in a handler that records no claim and passes no idempotency key: each redelivery will send the chat message again`
	return err
}

// MarkedTask posts to Discord, then marks the alert sent.
type MarkedTask struct{ Alerts }

func (a *MarkedTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	if _, err := a.discord.ChannelMessageSend("alerts", string(t.Payload())); err != nil { // want `a.discord.ChannelMessageSend runs before the processed marker a.db.ExecContext at line 41`
		return err
	}
	_, err := a.db.ExecContext(ctx, `UPDATE alerts SET sent_at = now() WHERE id = $1`, string(t.Payload()))
	return err
}

// ClaimedTask claims the alert first, and sends only if it won.
type ClaimedTask struct{ Alerts }

func (a *ClaimedTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	res, err := a.db.ExecContext(ctx, `INSERT INTO sent_alerts (id) VALUES ($1) ON CONFLICT DO NOTHING`, string(t.Payload()))
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	_, err = a.bot.Send(tgbotapi.NewMessage(42, string(t.Payload())))
	return err
}

// EditTask edits a posted message: running it twice leaves one message.
type EditTask struct{ Alerts }

func (a *EditTask) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := a.discord.ChannelMessageEdit("alerts", "m1", string(t.Payload()))
	return err
}

// Events is a Slack Events API endpoint: the signature check makes it a
// webhook handler, and Slack retries an unanswered delivery.
func (a *Alerts) Events(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	sv, err := slack.NewSecretsVerifier(r.Header, "secret")
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	sv.Write(body)
	if err := sv.Ensure(); err != nil {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	a.bot.Send(tgbotapi.NewMessage(42, string(body))) // want `a.bot.Send runs in a handler that records no claim and passes no idempotency key: each redelivery will send the chat message again`
}

// Bad: a daily digest to a Slack webhook, on every replica and rerun.
func digest(ctx context.Context) {
	for range time.Tick(24 * time.Hour) {
		slack.PostWebhook("https://hooks.slack.com/x", &slack.WebhookMessage{Text: "digest"}) // want `slack.PostWebhook runs in a periodic job that records no claim and passes no idempotency key`
	}
}
