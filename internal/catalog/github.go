package catalog

const goGitHubPath = "github.com/google/go-github/github"

// github.com/google/go-github/v84 v84.0.0, package github (one row for
// every major version: Canonical drops /v84). A bot answering a webhook
// twice posts twice: comments on issues, pull requests and commits, new
// issues, reviews and check runs each add a visible entry, so they are
// effects; the API takes no idempotency key. RepositoriesService
// .CreateStatus is left out: GitHub shows the latest status of each
// context, so posting one again changes nothing anyone sees.
//
// Listing an issue's or a pull request's comments or reviews, or a ref's
// check runs, reads what exists, keyed by the number or the ref: a bot
// that looks for its earlier comment before posting tests that read's
// result. Such a check decides only an effect, with no record of the
// same store written: checkthenact does not report it (it reads as input
// validation), and effectbeforeclaim's no-claim rule stays silent for an
// effect it guards.
var goGitHub = concat(
	doing("post the comment", []Row{
		{Path: goGitHubPath, Recv: "IssuesService", Name: "CreateComment", Role: Effect},
		{Path: goGitHubPath, Recv: "PullRequestsService", Name: "CreateComment", Role: Effect},
		{Path: goGitHubPath, Recv: "PullRequestsService", Name: "CreateCommentInReplyTo", Role: Effect},
		{Path: goGitHubPath, Recv: "RepositoriesService", Name: "CreateComment", Role: Effect},
	}),
	doing("open the issue", []Row{
		{Path: goGitHubPath, Recv: "IssuesService", Name: "Create", Role: Effect},
	}),
	doing("submit the review", []Row{
		{Path: goGitHubPath, Recv: "PullRequestsService", Name: "CreateReview", Role: Effect},
	}),
	doing("create the check run", []Row{
		{Path: goGitHubPath, Recv: "ChecksService", Name: "CreateCheckRun", Role: Effect},
	}),
	[]Row{
		// Verifying a webhook's signature: the enclosing HTTP handler
		// receives a GitHub webhook.
		{Path: goGitHubPath, Name: "ValidatePayload", Role: WebhookVerify},
		{Path: goGitHubPath, Name: "ValidatePayloadFromBody", Role: WebhookVerify},
		{Path: goGitHubPath, Name: "ValidateSignature", Role: WebhookVerify},
		{Path: goGitHubPath, Recv: "IssuesService", Name: "ListComments", Role: Check, Args: []Arg{{ArgKey, "number"}}},
		{Path: goGitHubPath, Recv: "PullRequestsService", Name: "ListComments", Role: Check, Args: []Arg{{ArgKey, "number"}}},
		{Path: goGitHubPath, Recv: "PullRequestsService", Name: "ListReviews", Role: Check, Args: []Arg{{ArgKey, "number"}}},
		{Path: goGitHubPath, Recv: "ChecksService", Name: "ListCheckRunsForRef", Role: Check, Args: []Arg{{ArgKey, "ref"}}},
	},
)
