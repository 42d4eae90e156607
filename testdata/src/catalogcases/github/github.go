// Package github calls every go-github row of the idemlint catalog once.
package github

import (
	"context"
	"net/http"
	"strings"

	"github.com/google/go-github/v84/github"
)

func calls(ctx context.Context, gh *github.Client, r *http.Request, secret []byte) {
	payload, _ := github.ValidatePayload(r, secret)                                              // row: ValidatePayload
	github.ValidatePayloadFromBody("application/json", strings.NewReader(""), "sha256=", secret) // row: ValidatePayloadFromBody
	github.ValidateSignature("sha256=", payload, secret)                                         // row: ValidateSignature
	body := github.Ptr(string(payload))
	gh.Issues.ListComments(ctx, "o", "r", 1, nil)                                                       // row: IssuesService.ListComments
	gh.Issues.CreateComment(ctx, "o", "r", 1, &github.IssueComment{Body: body})                         // row: IssuesService.CreateComment
	gh.Issues.Create(ctx, "o", "r", &github.IssueRequest{Title: body})                                  // row: IssuesService.Create
	gh.PullRequests.ListComments(ctx, "o", "r", 1, nil)                                                 // row: PullRequestsService.ListComments
	gh.PullRequests.ListReviews(ctx, "o", "r", 1, nil)                                                  // row: PullRequestsService.ListReviews
	gh.PullRequests.CreateComment(ctx, "o", "r", 1, &github.PullRequestComment{Body: body})             // row: PullRequestsService.CreateComment
	gh.PullRequests.CreateCommentInReplyTo(ctx, "o", "r", 1, *body, 7)                                  // row: PullRequestsService.CreateCommentInReplyTo
	gh.PullRequests.CreateReview(ctx, "o", "r", 1, &github.PullRequestReviewRequest{Body: body})        // row: PullRequestsService.CreateReview
	gh.Repositories.CreateComment(ctx, "o", "r", "abc", &github.RepositoryComment{Body: body})          // row: RepositoriesService.CreateComment
	gh.Checks.ListCheckRunsForRef(ctx, "o", "r", "abc", nil)                                            // row: ChecksService.ListCheckRunsForRef
	gh.Checks.CreateCheckRun(ctx, "o", "r", github.CreateCheckRunOptions{Name: "lint", HeadSHA: "abc"}) // row: ChecksService.CreateCheckRun
}
