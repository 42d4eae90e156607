package catalog

// Standard library (Go 1.26). Outbound HTTP is an EFFECT when its method
// writes: Post and PostForm always do, Do and RoundTrip depend on the
// request's method, which NewRequest fixes. http.Get and http.Head are reads
// and have no row. A plain http.HandlerFunc is no HANDLER by itself.
var stdlib = concat(doing("send the request", []Row{
	{Path: "net/http", Name: "Post", Role: Effect},
	// A webhook handler's answer (its ACK when 2xx).
	{Path: "net/http", Recv: "ResponseWriter", Name: "WriteHeader", Role: Respond, Args: []Arg{{ArgStatus, "statusCode"}}},
	{Path: "net/http", Recv: "ResponseWriter", Name: "Write", Role: Respond},
	{Path: "net/http", Name: "Error", Role: Respond, Args: []Arg{{ArgStatus, "code"}}},
	{Path: "net/http", Name: "PostForm", Role: Effect},
	{Path: "net/http", Recv: "Client", Name: "Post", Role: Effect},
	{Path: "net/http", Recv: "Client", Name: "PostForm", Role: Effect},
	{Path: "net/http", Recv: "Client", Name: "Do", Role: HTTPDo, Args: []Arg{{ArgRequest, "req"}}},
	{Path: "net/http", Recv: "Transport", Name: "RoundTrip", Role: HTTPDo, Args: []Arg{{ArgRequest, "req"}}},
	// The deprecated client connection sends a request as Client.Do does:
	// without its row, a program's Do(*http.Request) interface had two
	// library implementations that disagreed, and resolved to neither.
	{Path: "net/http/httputil", Recv: "ClientConn", Name: "Do", Role: HTTPDo, Args: []Arg{{ArgRequest, "req"}}},
}), []Row{
	// A webhook's signature checked by hand: a MAC of the body compared
	// with the one its sender put in a header.
	{Path: "crypto/hmac", Name: "Equal", Role: MACCompare},
	{Path: "crypto/subtle", Name: "ConstantTimeCompare", Role: MACCompare},
	{Path: "net/http", Name: "NewRequest", Role: HTTPNewReq, Args: []Arg{{ArgMethod, "method"}}},
	{Path: "net/http", Name: "NewRequestWithContext", Role: HTTPNewReq, Args: []Arg{{ArgMethod, "method"}}},
	{Path: "net/http", Recv: "Header", Name: "Set", Role: HeaderSet, Args: []Arg{{ArgKey, "key"}, {ArgValue, "value"}}},
	{Path: "net/http", Recv: "Header", Name: "Add", Role: HeaderSet, Args: []Arg{{ArgKey, "key"}, {ArgValue, "value"}}},
}, doing("send the email", []Row{
	// Email: SendMail, or a hand-driven session: its MAIL command begins
	// each message (a relay that drives DATA through c.Text, to read the
	// server's reply, never calls Data), its DATA command sends it.
	{Path: "net/smtp", Name: "SendMail", Role: Effect},
	{Path: "net/smtp", Recv: "Client", Name: "Mail", Role: Effect},
	{Path: "net/smtp", Recv: "Client", Name: "Data", Role: Effect},
}), doing("run the command", []Row{
	{Path: "os/exec", Recv: "Cmd", Name: "Run", Role: Command},
	{Path: "os/exec", Recv: "Cmd", Name: "Start", Role: Command},
	{Path: "os/exec", Recv: "Cmd", Name: "Output", Role: Command},
	{Path: "os/exec", Recv: "Cmd", Name: "CombinedOutput", Role: Command},
}), []Row{
	// Matching an error's text: a unique-violation test when the text
	// matched is a driver's duplicate-key message (UniqueViolationTexts).
	{Path: "strings", Name: "Contains", Role: TextContains, Args: []Arg{{ArgValue, "s"}, {ArgKey, "substr"}}},
	{Path: "strings", Name: "HasPrefix", Role: TextContains, Args: []Arg{{ArgValue, "s"}, {ArgKey, "prefix"}}},
})
