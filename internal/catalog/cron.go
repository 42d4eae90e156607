package catalog

// Periodic jobs: a function a scheduler runs on every period (robfig/cron
// v3.0.1, go-co-op/gocron v2.21.2), and the standard library's tickers. A
// periodic job is rerun after a crash and run by every replica that
// schedules it: its effects on people need a claim of the period, as a
// handler's need a claim of the message.
var cron = []Row{
	{Path: "github.com/robfig/cron", Recv: "Cron", Name: "AddFunc", Role: ScheduleRegister, Args: []Arg{{ArgFunc, "cmd"}}},
	{Path: "github.com/robfig/cron", Recv: "Cron", Name: "AddJob", Role: ScheduleRegister, Args: []Arg{{ArgFunc, "cmd"}}},
	{Path: "github.com/robfig/cron", Recv: "Cron", Name: "Schedule", Role: ScheduleRegister, Args: []Arg{{ArgFunc, "cmd"}}},
	{Path: "github.com/go-co-op/gocron", Name: "NewTask", Role: ScheduleRegister, Args: []Arg{{ArgFunc, "function"}}},
	{Path: "time", Recv: "Ticker", Name: "C", Object: Field, Role: Tick},
	{Path: "time", Name: "Tick", Role: Tick},
	{Path: "time", Name: "Sleep", Role: Sleep},
	{Path: "time", Name: "After", Role: Sleep},
}
