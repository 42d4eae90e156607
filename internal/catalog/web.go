package catalog

// Web frameworks whose handlers take the framework's request context, not
// an http.ResponseWriter: a function that takes one answers a request,
// which a client may retry while the first is still running, and
// checkthenact's messages say "requests" there. They name who calls, and
// make no finding on their own: importing them does not pass the cost
// gate. Proved at gin v1.12.0, echo v4.16.5 and fiber v2.52.15.
var web = concat([]Row{
	{Path: "github.com/gin-gonic/gin", Name: "Context", Object: Type, Role: RequestContext},
	{Path: "github.com/labstack/echo", Name: "Context", Object: Type, Role: RequestContext},
	{Path: "github.com/gofiber/fiber", Name: "Ctx", Object: Type, Role: RequestContext},
	{Path: "github.com/gofiber/fiber", Recv: "Ctx", Name: "SendStatus", Role: Respond, Args: []Arg{{ArgStatus, "status"}}},
},
	// A webhook handler's answer through the framework (its ACK when 2xx,
	// as net/http's WriteHeader): the methods that name the status.
	methods("github.com/gin-gonic/gin", "Context", Respond, Arg{ArgStatus, "code"}, "JSON", "IndentedJSON", "PureJSON", "String", "Data", "Status", "AbortWithStatus", "AbortWithStatusJSON"),
	methods("github.com/labstack/echo", "Context", Respond, Arg{ArgStatus, "code"}, "JSON", "JSONBlob", "String", "HTML", "Blob", "NoContent"),
)
