// Package github is an idemlint test stub of github.com/google/go-github/v84/github@v84.0.0: only the declarations the tests use, with the real names, receivers and parameter names.
package github

import (
	"context"
	"io"
	"net/http"
)

// ValidatePayload validates an incoming GitHub Webhook event request
// and returns the (JSON) payload.
func ValidatePayload(r *http.Request, secretToken []byte) (payload []byte, err error) {
	return nil, nil
}

// ValidatePayloadFromBody validates an incoming GitHub Webhook event request body
// and returns the (JSON) payload.
func ValidatePayloadFromBody(contentType string, readable io.Reader, signature string, secretToken []byte) (payload []byte, err error) {
	return nil, nil
}

// ValidateSignature validates the signature for the given payload.
func ValidateSignature(signature string, payload, secretToken []byte) error { return nil }

// WebHookType returns the event type of webhook request r.
func WebHookType(r *http.Request) string { return r.Header.Get("X-GitHub-Event") }

// DeliveryID returns the unique delivery ID of webhook request r.
func DeliveryID(r *http.Request) string { return r.Header.Get("X-GitHub-Delivery") }

// StatusEvent is triggered when the status of a Git commit changes.
type StatusEvent struct {
	SHA   *string
	State *string
}

// ParseWebHook parses the event payload.
func ParseWebHook(messageType string, payload []byte) (any, error) { return &StatusEvent{}, nil }

// Client manages communication with the GitHub API.
type Client struct {
	Checks       *ChecksService
	Issues       *IssuesService
	PullRequests *PullRequestsService
	Repositories *RepositoriesService
}

// Ptr is a helper routine that allocates a new T value to store v and
// returns a pointer to it.
func Ptr[T any](v T) *T { return &v }

// Response is a GitHub API response.
type Response struct{}

// ListOptions specifies the optional parameters to various List methods.
type ListOptions struct{ Page, PerPage int }

type (
	ChecksService       struct{}
	IssuesService       struct{}
	PullRequestsService struct{}
	RepositoriesService struct{}
)

// IssueComment represents a comment left on an issue.
type IssueComment struct {
	ID   *int64
	Body *string
}

// GetBody returns the Body field if it's non-nil, zero value otherwise.
func (i *IssueComment) GetBody() string {
	if i == nil || i.Body == nil {
		return ""
	}
	return *i.Body
}

type IssueListCommentsOptions struct{ ListOptions }

type IssueRequest struct {
	Title *string
	Body  *string
}

type Issue struct{ Number *int }

type PullRequestComment struct{ Body *string }

type PullRequestListCommentsOptions struct{ ListOptions }

type PullRequestReviewRequest struct {
	Body  *string
	Event *string
}

type PullRequestReview struct{ Body *string }

type RepositoryComment struct{ Body *string }

type RepoStatus struct{ State *string }

type CreateCheckRunOptions struct {
	Name       string
	HeadSHA    string
	ExternalID *string
}

type CheckRun struct {
	ID         *int64
	ExternalID *string
}

type ListCheckRunsOptions struct{ CheckName *string }

type ListCheckRunsResults struct {
	Total     *int
	CheckRuns []*CheckRun
}

// Create a new issue on the specified repository.
func (s *IssuesService) Create(ctx context.Context, owner, repo string, issue *IssueRequest) (*Issue, *Response, error) {
	return nil, nil, nil
}

// ListComments lists all comments on the specified issue.
func (s *IssuesService) ListComments(ctx context.Context, owner, repo string, number int, opts *IssueListCommentsOptions) ([]*IssueComment, *Response, error) {
	return nil, nil, nil
}

// CreateComment creates a new comment on the specified issue.
func (s *IssuesService) CreateComment(ctx context.Context, owner, repo string, number int, comment *IssueComment) (*IssueComment, *Response, error) {
	return nil, nil, nil
}

// ListComments lists all comments on the specified pull request.
func (s *PullRequestsService) ListComments(ctx context.Context, owner, repo string, number int, opts *PullRequestListCommentsOptions) ([]*PullRequestComment, *Response, error) {
	return nil, nil, nil
}

// CreateComment creates a new comment on the specified pull request.
func (s *PullRequestsService) CreateComment(ctx context.Context, owner, repo string, number int, comment *PullRequestComment) (*PullRequestComment, *Response, error) {
	return nil, nil, nil
}

// CreateCommentInReplyTo creates a new comment as a reply to an existing pull request comment.
func (s *PullRequestsService) CreateCommentInReplyTo(ctx context.Context, owner, repo string, number int, body string, commentID int64) (*PullRequestComment, *Response, error) {
	return nil, nil, nil
}

// ListReviews lists all reviews on the specified pull request.
func (s *PullRequestsService) ListReviews(ctx context.Context, owner, repo string, number int, opts *ListOptions) ([]*PullRequestReview, *Response, error) {
	return nil, nil, nil
}

// CreateReview creates a new review on the specified pull request.
func (s *PullRequestsService) CreateReview(ctx context.Context, owner, repo string, number int, review *PullRequestReviewRequest) (*PullRequestReview, *Response, error) {
	return nil, nil, nil
}

// CreateComment creates a comment for the given commit.
func (s *RepositoriesService) CreateComment(ctx context.Context, owner, repo, sha string, comment *RepositoryComment) (*RepositoryComment, *Response, error) {
	return nil, nil, nil
}

// CreateStatus creates a new status for a repository at the specified reference.
func (s *RepositoriesService) CreateStatus(ctx context.Context, owner, repo, ref string, status RepoStatus) (*RepoStatus, *Response, error) {
	return nil, nil, nil
}

// CreateCheckRun creates a check run for repository.
func (s *ChecksService) CreateCheckRun(ctx context.Context, owner, repo string, opts CreateCheckRunOptions) (*CheckRun, *Response, error) {
	return nil, nil, nil
}

// ListCheckRunsForRef lists check runs for a specific ref.
func (s *ChecksService) ListCheckRunsForRef(ctx context.Context, owner, repo, ref string, opts *ListCheckRunsOptions) (*ListCheckRunsResults, *Response, error) {
	return nil, nil, nil
}
