package catalog

// Web frameworks whose handlers take the framework's request context, not
// an http.ResponseWriter: a function that takes one answers a request,
// which a client may retry while the first is still running, and
// checkthenact's messages say "requests" there. They name who calls, and
// make no finding on their own: importing them does not pass the cost
// gate. Proved at gin v1.12.0, echo v4.16.5 and fiber v2.52.15.
var web = []Row{
	{Path: "github.com/gin-gonic/gin", Name: "Context", Object: Type, Role: RequestContext},
	{Path: "github.com/labstack/echo", Name: "Context", Object: Type, Role: RequestContext},
	{Path: "github.com/gofiber/fiber", Name: "Ctx", Object: Type, Role: RequestContext},
}
