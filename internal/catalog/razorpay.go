package catalog

const razorpayPath = "github.com/razorpay/razorpay-go/resources"

// github.com/razorpay/razorpay-go v1.3.3, package resources (client.Payment,
// client.Refund, client.Transfer). Captures, refunds, transfers and
// recurring charges move money; the API takes no idempotency key for them.
var razorpay = doing(paymentDoes, []Row{
	{Path: razorpayPath, Recv: "Payment", Name: "Capture", Role: Effect},
	{Path: razorpayPath, Recv: "Payment", Name: "Refund", Role: Effect},
	{Path: razorpayPath, Recv: "Payment", Name: "Transfer", Role: Effect},
	{Path: razorpayPath, Recv: "Payment", Name: "CreateRecurringPayment", Role: Effect},
	{Path: razorpayPath, Recv: "Refund", Name: "Create", Role: Effect},
	{Path: razorpayPath, Recv: "Transfer", Name: "Create", Role: Effect},
})
