package catalog

const (
	slackPath    = "github.com/slack-go/slack"
	discordPath  = "github.com/bwmarrin/discordgo"
	telegramPath = "github.com/go-telegram-bot-api/telegram-bot-api"
)

// Chat services: each send posts a message that people read, and none
// takes an idempotency key. A Slack Events API request is a webhook: its
// handler builds a SecretsVerifier from the request's headers, and Slack
// retries a delivery that was not answered in three seconds.
var chat = concat(
	// github.com/slack-go/slack v0.36.0. UpdateMessage and DeleteMessage
	// edit what was posted and are not listed.
	doing("send the chat message", []Row{
		{Path: slackPath, Recv: "Client", Name: "PostMessage", Role: Effect},
		{Path: slackPath, Recv: "Client", Name: "PostMessageContext", Role: Effect},
		{Path: slackPath, Recv: "Client", Name: "SendMessage", Role: Effect},
		{Path: slackPath, Recv: "Client", Name: "SendMessageContext", Role: Effect},
		{Path: slackPath, Recv: "Client", Name: "PostEphemeral", Role: Effect},
		{Path: slackPath, Recv: "Client", Name: "PostEphemeralContext", Role: Effect},
		{Path: slackPath, Recv: "Client", Name: "ScheduleMessage", Role: Effect},
		{Path: slackPath, Recv: "Client", Name: "ScheduleMessageContext", Role: Effect},
		{Path: slackPath, Name: "PostWebhook", Role: Effect},
		{Path: slackPath, Name: "PostWebhookContext", Role: Effect},
		{Path: slackPath, Name: "PostWebhookCustomHTTP", Role: Effect},
		{Path: slackPath, Name: "PostWebhookCustomHTTPContext", Role: Effect},
	}),
	[]Row{{Path: slackPath, Name: "NewSecretsVerifier", Role: WebhookVerify}},
	// github.com/bwmarrin/discordgo v0.28.1: every message send of a
	// Session, and a webhook's execution.
	doing("send the chat message", []Row{
		{Path: discordPath, Recv: "Session", Name: "ChannelMessageSend", Role: Effect},
		{Path: discordPath, Recv: "Session", Name: "ChannelMessageSendComplex", Role: Effect},
		{Path: discordPath, Recv: "Session", Name: "ChannelMessageSendTTS", Role: Effect},
		{Path: discordPath, Recv: "Session", Name: "ChannelMessageSendEmbed", Role: Effect},
		{Path: discordPath, Recv: "Session", Name: "ChannelMessageSendEmbeds", Role: Effect},
		{Path: discordPath, Recv: "Session", Name: "ChannelMessageSendReply", Role: Effect},
		{Path: discordPath, Recv: "Session", Name: "ChannelMessageSendEmbedReply", Role: Effect},
		{Path: discordPath, Recv: "Session", Name: "ChannelMessageSendEmbedsReply", Role: Effect},
		{Path: discordPath, Recv: "Session", Name: "WebhookExecute", Role: Effect},
		{Path: discordPath, Recv: "Session", Name: "WebhookThreadExecute", Role: Effect},
	}),
	// github.com/go-telegram-bot-api/telegram-bot-api/v5 v5.5.1: Send
	// sends what it is given (a message, a photo, …). Request, which also
	// answers queries and deletes, is not listed.
	doing("send the chat message", []Row{
		{Path: telegramPath, Recv: "BotAPI", Name: "Send", Role: Effect},
	}),
)
