package catalog

const (
	restyPath     = "github.com/go-resty/resty"
	retryablePath = "github.com/hashicorp/go-retryablehttp"
)

// HTTP clients beside net/http (go-resty/resty v2.17.2,
// hashicorp/go-retryablehttp v0.7.8): a request that writes (POST, PUT,
// PATCH, DELETE) is an EFFECT, as net/http's is; a header named like an
// idempotency key is a KEY SINK. retryablehttp's Request embeds
// *http.Request, so its headers are net/http's.
var httpClients = concat(doing("send the request", []Row{
	{Path: restyPath, Recv: "Request", Name: "Post", Role: Effect},
	{Path: restyPath, Recv: "Request", Name: "Put", Role: Effect},
	{Path: restyPath, Recv: "Request", Name: "Patch", Role: Effect},
	{Path: restyPath, Recv: "Request", Name: "Delete", Role: Effect},
	{Path: retryablePath, Recv: "Client", Name: "Post", Role: Effect},
	{Path: retryablePath, Recv: "Client", Name: "PostForm", Role: Effect},
	{Path: retryablePath, Recv: "Client", Name: "Do", Role: HTTPDo, Args: []Arg{{ArgRequest, "req"}}},
}), []Row{
	{Path: restyPath, Recv: "Request", Name: "SetHeader", Role: HeaderSet, Args: []Arg{{ArgKey, "header"}, {ArgValue, "value"}}},
	{Path: retryablePath, Name: "NewRequest", Role: HTTPNewReq, Args: []Arg{{ArgMethod, "method"}}},
	{Path: retryablePath, Name: "NewRequestWithContext", Role: HTTPNewReq, Args: []Arg{{ArgMethod, "method"}}},
})
