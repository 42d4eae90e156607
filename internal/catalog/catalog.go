// Package catalog lists the third-party and standard-library APIs idemlint
// recognises. It is data: one file per ecosystem, one row per API, keyed by
// package path, declaring receiver and name, with arguments named by the
// parameter names of the real declaration. It imports nothing of ours and
// holds no analysis logic; the model (internal/model) interprets the rows.
package catalog

import (
	"slices"
	"strings"
	"unicode"
)

// Role says what using an API means to idemlint.
type Role uint8

// The roles. The comment after each says which Args the model reads.
const (
	_ Role = iota

	// SQL whose meaning comes from its text (internal/sqltext).
	SQLQuery // runs SQL text and returns rows; Args: ArgQuery
	SQLExec  // runs SQL text and returns a result with rows affected; Args: ArgQuery

	// Transactions.
	TxBegin    // opens a transaction (result is the tx; one that returns only an error makes its receiver the tx: xorm Session.Begin); Args: ArgOptions (isolation), optional
	TxCommit   // commits the receiver transaction: the COMMIT of the vocabulary
	TxRollback // rolls the receiver transaction back
	TxFunc     // runs ArgFunc inside a transaction that commits when it returns nil; Args: ArgFunc, ArgOptions optional
	RunsFunc   // runs ArgFunc before it returns, outside any transaction of its own: the callback's operations are the call's (go-redis Pipelined, TxPipelined); Args: ArgFunc
	ConnOpen   // returns a dedicated connection: a session lock (GET_LOCK, pg_advisory_lock) taken on it holds across its statements
	// AutoCommit is a pool of connections (Object: Type): each statement
	// run on it outside a transaction commits at its end, and the row
	// locks it took (SELECT … FOR UPDATE) go with it.
	AutoCommit
	Serializable // a constant or field value that selects serializable isolation (Object: Const)
	// SerializableDriver is a database/sql driver whose transactions are
	// always serializable (SQLite); Name "*": importing the package is enough.
	SerializableDriver

	// Results that tell whether a conditional write won.
	RowsAffected // reports how many rows a write touched (method or field)
	// ReplyErr is the failure of a command's reply, not its outcome
	// (go-redis's Cmd.Err): a CLAIM whose reply only it reads tells no
	// caller what it claimed.
	ReplyErr
	// Upserted reports how many documents an upsert inserted (Object:
	// Field): read in a branch, the upsert is a claim of its key.
	Upserted
	NotFound        // a sentinel error or predicate meaning "no row" (Object: Var or Func)
	UniqueViolation // a sentinel, predicate or error field that identifies a duplicate-key error
	// TextContains reports whether the text ArgValue contains (or starts
	// with) ArgKey: on an error's text (err.Error()), with ArgKey a
	// constant holding one of UniqueViolationTexts, a unique-violation
	// test (a store helper that matches the drivers' messages).
	TextContains
	// CodedError builds an error with a status code (ArgValue): it
	// stands for what the code does (gRPC's status.Errorf(codes.NotFound,
	// …) is a "no row" error when codes.NotFound is a NotFound constant).
	CodedError

	// Stores reached without SQL text (ORMs, key-value stores).
	Check        // a read whose result can decide whether work happens; Args: ArgKey optional
	Write        // a plain unconditional write; Args: ArgKey optional
	Claim        // an atomic conditional write that reports whether it won; Args: ArgKey
	CheckThenAct // a helper that checks and then writes, non-atomically (gorm FirstOrCreate)
	OnConflict   // a clause value that turns a following ORM create into an upsert or insert-or-ignore (Object: Type)
	RowLock      // a clause value that makes a following ORM read lock its rows; fields Strength ("UPDATE", "SHARE") and Options ("SKIP LOCKED") (Object: Type)
	LockClause   // a builder method that makes its ORM read lock the rows it reads: FOR UPDATE (xorm's ForUpdate), or, with ArgQuery, the lock that text names after FOR (bun's For("UPDATE SKIP LOCKED"))
	Filter       // a builder method that adds a condition to an ORM query (gorm Where): the query looks a key up
	RawText      // a builder method that sets the whole SQL text of an ORM query (pop's RawQuery); only the row lock the text takes (FOR UPDATE) is read from it; Args: ArgQuery
	SQLExpr      // an SQL expression passed as a value (gorm.Expr); Args: ArgQuery
	SQLRewrite   // returns the SQL text ArgQuery with its placeholders rewritten (sqlx Rebind, In, Named): a query run with the result reads that text; Args: ArgQuery
	// SQLBuild is a call of an SQL builder (squirrel, sqlf) that adds the
	// part its Clause names to the statement it returns. An SQLQuery or
	// SQLExec row without ArgQuery runs the statement its receiver built.
	SQLBuild
	// RedisCommand runs the Redis command named ArgQuery with the
	// variadic ArgValue arguments, the first of them its key (redigo's
	// Conn.Do): it does what RedisCommandRole says the command does.
	RedisCommand
	Watch     // runs ArgFunc with optimistic locking on ArgKey keys (go-redis Watch)
	TableName // builds a query spec or builder for the table ArgTable names: a read or write run with what it builds touches that table (ent's sqlgraph.NewQuerySpec)
	EqConds   // a map type whose values, as a condition, compare each key's column equal to its value (xorm's builder.Eq{"user_id": id}) (Object: Type)
	// ColumnMapper sets the names an ORM gives a model's columns to
	// those the mapper ArgValue gives (xorm's Engine.SetMapper): a
	// mapper of a ColumnNaming type fixes them.
	ColumnMapper
	// ColumnNaming is a mapper type of an ORM whose column names follow
	// the rule Naming returns for it (xorm's names.GonicMapper: UserID
	// is user_id) (Object: Type).
	ColumnNaming

	// Effects.
	Effect     // an irreversible effect (payment, email, push, webhook, outbound write request, exec); Args: ArgKey, optional (an idempotency key the call takes is a KEY SINK)
	Publish    // a publish: duplicates downstream work; its key, if any, is a KEY SINK
	HTTPDo     // sends ArgRequest; an EFFECT unless the request's method is GET, HEAD or OPTIONS
	HTTPNewReq // builds a request whose method is ArgMethod
	HeaderSet  // sets header ArgKey to ArgValue; a KEY SINK when the header names an idempotency key
	// Command runs an external program: an irreversible EFFECT, unless
	// the program reads what the command prints (the result of Output
	// used, Stdout set to a buffer or a pipe, StdoutPipe): such a command
	// computes a value (openssl genrsa, ffprobe, a minifier), as a read
	// does, and running it twice changes nothing outside the process.
	Command

	// Messages.
	Ack          // tells the broker the message is done
	AckOnReceipt // receives and acknowledges at once; Args: ArgAutoAck (only when that argument is true), optional
	GroupMember  // a configuration field that makes a consumer a group member, whose AckOnReceipt rows then commit on receipt (Object: Field)
	Nack         // a failure-path tool: nack, reject, term, in-progress, change visibility (never an ACK)
	Receive      // returns the next message(s): the body that consumes them is a handler (receive loop)

	// Keys and randomness.
	KeySink // where a dedup or idempotency key is handed over: ArgKey of a func, or a field (Object: Field)
	Random  // a value that differs on every attempt; Name "*" means every exported function and method
	// IdentityType is a type of random values whose methods keep the
	// value's identity (t.Format, id.String): a random receiver makes a
	// random result (Object: Type).
	IdentityType

	// Handlers.
	HandlerMethod   // a method named Name taking a type of package Path runs once per delivery (Recv: the interface)
	HandlerType     // a func type whose converted values run once per delivery (Object: Type)
	HandlerRegister // registers ArgFunc as a per-delivery callback (subscribe, receive, add handler); ArgFunc may be a map of names to functions; with ArgQoS, only when that argument is a constant above 0
	// EventType is a type whose value is one delivery of an at-least-once
	// source (AWS Lambda's events.SQSEvent; Object: Type): a function a
	// registration of the same library (TypedRegistration) registers runs
	// once per delivery only when it takes one, as the library invokes
	// functions synchronously too (an API Gateway request).
	EventType
	// ScheduleRegister registers ArgFunc to run on a schedule (a cron
	// job): a periodic job, rerun after a crash and run by every replica.
	ScheduleRegister
	// Tick is a channel that delivers on every period (time.Ticker's C,
	// time.Tick's result): a function receiving from it is a periodic job.
	Tick
	// Sleep pauses the caller (time.Sleep, time.After): a function that
	// pauses on every pass of a loop only a failure or a stop ends polls,
	// and is a periodic job.
	Sleep
	WebhookVerify // verifies a webhook: the enclosing HTTP handler runs once per delivery
	// MACCompare compares two MACs in constant time (hmac.Equal): when
	// one side is a MAC computed over a request's body, the enclosing
	// function verifies a webhook's signature by hand.
	MACCompare
	HandlerContext // reads the per-delivery context (Temporal's activity.GetInfo): the enclosing function runs once per delivery
	// StartupCallback is a field of a command-line library's command
	// whose function the library runs once, when the command is invoked:
	// start-up code, like main (Object: Field).
	StartupCallback
	// RequestContext is a web framework's request type (gin's Context):
	// a function taking one is an HTTP handler (Object: Type).
	RequestContext
	// Respond writes an HTTP response: in a webhook handler a 2xx answer
	// is its ACK (the sender retries only on another), any other a nack.
	// Args: ArgStatus, when the call names the status (none: 200, unless
	// a status was written before).
	Respond

	// TempQueue declares a queue, named by its result's Name field: when
	// one of its ArgTemporary arguments is true (exclusive, autoDelete),
	// the queue goes with its connection or its last consumer, and nothing
	// delivered from it outlives a crash to be redelivered (an RPC's reply
	// queue). A consume of it that acknowledges on receipt loses nothing.
	TempQueue

	// Payload is a message's body held as text (SQS's Body, a *string):
	// the message's work, though a string, when it is handed off (Object:
	// Field). A body of bytes needs no row.
	Payload

	// MutexLock and MutexUnlock take and release a process's lock
	// (sync.Mutex): a check and its act inside one critical section do
	// not interleave with another call of the program.
	MutexLock
	MutexUnlock

	// Waiting for concurrent work.
	Wait // blocks until goroutines finish (WaitGroup.Wait, errgroup Wait)
	// GoFunc runs ArgFunc in another goroutine and returns before it ran
	// (a worker pool's Submit).
	GoFunc

	// Telemetry records a product-analytics event (PostHog's and
	// Segment's Enqueue): counted twice on a redelivery, not a business
	// effect, though the library POSTs (its batches, its feature-flag
	// lookups). The call is nothing to the model, whatever the library's
	// own summary says.
	Telemetry
)

var roleNames = [...]string{
	SQLQuery: "sqlquery", SQLExec: "sqlexec",
	TxBegin: "txbegin", TxCommit: "txcommit", TxRollback: "txrollback", TxFunc: "txfunc", ConnOpen: "connopen", AutoCommit: "autocommit", RunsFunc: "runsfunc", Serializable: "serializable", SerializableDriver: "serializabledriver",
	RowsAffected: "rowsaffected", ReplyErr: "replyerr", Upserted: "upserted", NotFound: "notfound", UniqueViolation: "uniqueviolation", TextContains: "textcontains", CodedError: "codederror",
	Check: "check", Write: "write", Claim: "claim", CheckThenAct: "checkthenact", OnConflict: "onconflict", Watch: "watch",
	RowLock: "rowlock", LockClause: "lockclause", Filter: "filter", RawText: "rawtext", SQLExpr: "sqlexpr", SQLRewrite: "sqlrewrite", SQLBuild: "sqlbuild", RedisCommand: "rediscommand", TableName: "tablename", EqConds: "eqconds", ColumnMapper: "columnmapper", ColumnNaming: "columnnaming",
	Effect: "effect", Publish: "publish", HTTPDo: "httpdo", HTTPNewReq: "httpnewreq", HeaderSet: "headerset", Command: "command",
	Ack: "ack", AckOnReceipt: "ackonreceipt", GroupMember: "groupmember", Nack: "nack", Receive: "receive",
	KeySink: "keysink", Random: "random", IdentityType: "identitytype",
	HandlerMethod: "handlermethod", HandlerType: "handlertype", HandlerRegister: "handlerregister", EventType: "eventtype", ScheduleRegister: "scheduleregister", Tick: "tick", Sleep: "sleep", WebhookVerify: "webhookverify", MACCompare: "maccompare", HandlerContext: "handlercontext", Respond: "respond", StartupCallback: "startupcallback", RequestContext: "requestcontext",
	Payload: "payload", MutexLock: "mutexlock", MutexUnlock: "mutexunlock", TempQueue: "tempqueue",
	Wait: "wait", GoFunc: "gofunc", Telemetry: "telemetry",
}

func (r Role) String() string {
	if int(r) < len(roleNames) && roleNames[r] != "" {
		return roleNames[r]
	}
	return "role?"
}

// Object says what kind of declaration a row names.
type Object uint8

const (
	Func  Object = iota // a function or method (the default)
	Field               // a struct field; Recv is the struct type
	Var                 // a package-level variable
	Const               // a package-level constant
	Type                // a named type
)

// ArgRole names an argument by what it means. The parameter it refers to is
// found by name in the declaration's signature.
type ArgRole uint8

const (
	_            ArgRole = iota
	ArgQuery             // SQL text
	ArgOptions           // transaction options (isolation level)
	ArgFunc              // a callback
	ArgKey               // a store key, idempotency key or header name
	ArgValue             // a stored value or header value
	ArgRequest           // an *http.Request
	ArgMethod            // an HTTP method
	ArgAutoAck           // amqp's autoAck flag
	ArgConds             // inline conditions of an ORM finisher (gorm First(dest, conds...))
	ArgTable             // a table name
	ArgStatus            // an HTTP status code
	ArgQoS               // an MQTT quality of service: 0 delivers at most once, 1 and 2 at least once
	ArgColumns           // the columns an ORM update sets, by name (pop's UpdateColumns(model, columnNames...))
	ArgQueue             // the name of the queue a consume reads
	ArgTemporary         // a flag that, when true, makes a declared queue temporary (amqp's exclusive, autoDelete)
	ArgRunner            // the connection or transaction a built statement runs on (sqlf's db)
	ArgInput             // a request struct whose fields name the table, the key or item and the condition (DynamoDB's *PutItemInput)
)

// Clause says what an SQLBuild row adds to the statement a builder
// assembles, and with which of its arguments.
type Clause uint8

const (
	_              Clause = iota
	BuildSelect           // starts a SELECT; ArgTable, optional: its table (sqlf.From)
	BuildInsert           // starts an INSERT INTO ArgTable
	BuildUpdate           // starts an UPDATE of ArgTable
	BuildDelete           // starts a DELETE FROM ArgTable
	BuildTable            // names the statement's table: ArgTable (From, Into)
	BuildOptions          // keywords after the verb: ArgColumns (squirrel's Options("IGNORE"))
	BuildWhere            // adds a condition: ArgQuery, text or an EqConds map, with ArgValue its variadic arguments
	BuildSet              // sets column ArgKey to ArgValue: an insert's column, an update's SET
	BuildSetMap           // sets each column of the map ArgValue to its value
	BuildColumns          // names an insert's columns: ArgColumns
	BuildValues           // adds an insert's values: ArgValue
	BuildSuffix           // appends SQL text ArgQuery (ON CONFLICT …, FOR UPDATE), with ArgValue its variadic arguments
	BuildReturning        // appends RETURNING ArgColumns
	BuildRunner           // runs the statement on ArgRunner (squirrel's RunWith)
	BuildText             // returns the statement's SQL text (squirrel's ToSql, sqlf's String); a second result holds its arguments
	BuildArgs             // returns the statement's arguments (sqlf's Args)
)

// Starts reports whether c begins a statement: the builder it is called
// on, if any, adds nothing to it.
func (c Clause) Starts() bool {
	return c == BuildSelect || c == BuildInsert || c == BuildUpdate || c == BuildDelete
}

// Mode says what a Write row does to what is stored when it runs twice.
type Mode uint8

const (
	Adds       Mode = iota // adds a record or sets a key: a second run adds another, or fails (the default)
	Sets                   // sets an existing record to the given values: a second run changes nothing
	Removes                // deletes: a second run deletes nothing
	Increments             // adds to what is stored (a counter, a list): a second run adds again
	Upserts                // updates the record with the given key, or inserts it: a second run changes nothing
)

// Arg ties an argument role to the declared parameter name: one of
// several, separated by "|", where major versions of a library name it
// differently (backoff v4's o, v5's operation).
type Arg struct {
	Role  ArgRole
	Param string
}

// Row is one recognised API.
type Row struct {
	Path   string // package path; a major-version element (/v2, /v9, /v82) is dropped, see Canonical
	Recv   string // declaring receiver type (methods) or struct type (fields); "" otherwise
	Name   string // function, method, field, variable, constant or type name
	Object Object
	Role   Role
	Mode   Mode   // for Write rows
	Clause Clause // for SQLBuild rows
	Does   string // for Effect and HTTPDo rows: what a second run repeats ("send the email"), to end "both deliveries …"
	// NoRow reports, for a read, that a missing row is an error
	// (sql.Row.Scan's ErrNoRows, gorm First's ErrRecordNotFound, redis.Nil):
	// err == nil after it means the row was found.
	NoRow bool
	// Counts reports, for a Write row, that the call's first result is
	// the number of rows it wrote (xorm's Update), where other
	// APIs hand back a result with a RowsAffected row of its own.
	Counts bool
	Args   []Arg
}

// doneOnReturn are the libraries whose handlers report the message done
// by returning (nil, or no error), by their paths' canonical prefixes,
// with the name a message gives them: the return is the ACK.
var doneOnReturn = []struct{ prefix, name string }{
	{"github.com/hibiken/asynq", "asynq"},
	{"github.com/riverqueue/river", "River"},
	{"github.com/ThreeDotsLabs/watermill", "watermill"},
	{"github.com/RichardKnop/machinery", "machinery"},
	{"github.com/gocraft/work", "gocraft/work"},
	{"go.temporal.io/sdk", "Temporal"},
	{"github.com/nsqio/go-nsq", "NSQ"},
	{"github.com/eclipse/paho.mqtt.golang", "Paho MQTT"},
	{"github.com/cloudevents/sdk-go", "CloudEvents"},
	{"github.com/aws/aws-lambda-go", "AWS Lambda"},
}

// cumulativeAcks are the libraries whose acks commit an offset of a
// partition, by their paths' canonical prefixes: committing one message
// commits every earlier one of its partition (Kafka's consumer groups), so
// a message skipped without a commit is committed by the next one's.
var cumulativeAcks = []string{kafkaGoPath, "github.com/IBM/sarama", "github.com/Shopify/sarama", kgoPath, confluentPath}

// CumulativeAck reports whether the acks of the package at path commit
// an offset, and with it every earlier message of the partition.
func CumulativeAck(path string) bool {
	path = Canonical(path)
	return slices.ContainsFunc(cumulativeAcks, func(p string) bool { return path == p || strings.HasPrefix(path, p+"/") })
}

// doneUnless are the registrations whose callback acknowledges its
// message when it returns unless an option of the registration's package
// says otherwise: nats.go's JetStream push subscriptions, without
// nats.ManualAck(), ack each message after the callback; with
// nats.AckNone() or nats.OrderedConsumer() nothing is acked, nor ever
// redelivered (nats.go v1.55.0).
var doneUnless = map[string]struct {
	options []string
	name    string
}{
	natsPath + "\x00JetStream\x00Subscribe":      {natsNoAutoAck, "NATS JetStream"},
	natsPath + "\x00JetStream\x00QueueSubscribe": {natsNoAutoAck, "NATS JetStream"},
}

// natsNoAutoAck are the subscription options that turn off nats.go's ack
// after the callback.
var natsNoAutoAck = []string{"ManualAck", "AckNone", "OrderedConsumer"}

// DoneUnless returns, for a registration whose callback's return acks
// its message unless an option disables it, the names of the functions
// that make such options and the library's name; nil, "" otherwise.
func DoneUnless(row *Row) (options []string, name string) {
	d := doneUnless[row.Key()]
	return d.options, d.name
}

// DoneOnReturn returns the name of the library at path when its
// handlers report the message done by returning (asynq's ProcessTask,
// River's Work, a watermill handler, a Temporal activity; go-nsq's
// handler finishes its message on a nil return, and Paho acknowledges
// after the callback, unless the program turned that off), or "".
func DoneOnReturn(path string) string {
	path = Canonical(path)
	for _, d := range doneOnReturn {
		if path == d.prefix || strings.HasPrefix(path, d.prefix+"/") {
			return d.name
		}
	}
	return ""
}

// Param returns the parameter name the row gives for role, or "".
func (r *Row) Param(role ArgRole) string {
	for _, a := range r.Args {
		if a.Role == role {
			return a.Param
		}
	}
	return ""
}

// Key returns the lookup key of the row.
func (r *Row) Key() string { return r.Path + "\x00" + r.Recv + "\x00" + r.Name }

// Canonical drops major-version path elements ("/v2" … "/v999") from an
// import path, so one row covers github.com/redis/go-redis/v9 and
// github.com/stripe/stripe-go/v82/paymentintent alike. The first path
// element is kept as is.
func Canonical(path string) string {
	if !strings.Contains(path, "/v") {
		return path
	}
	elems := strings.Split(path, "/")
	out := elems[:1]
	for _, e := range elems[1:] {
		if isMajor(e) {
			continue
		}
		out = append(out, e)
	}
	return strings.Join(out, "/")
}

func isMajor(e string) bool {
	if len(e) < 2 || e[0] != 'v' || e[1] == '0' || e == "v1" {
		return false
	}
	for _, c := range e[1:] {
		if !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}

// Rows returns every row of every ecosystem. The slice is shared: do not modify it.
func Rows() []Row { return all }

var all = markNoRow(concat(
	databaseSQL, sqlx, squirrel, sqlf, pgx, gorm, jinzhuGorm, xorm, ent, bun, pop, mongo, dynamo, goRedis, goRedisV8, redigo,
	asynq, river, jobs, awsSDK, awsSDKv1, lambda, gocloud, blob, azure, azEventHubs, azQueue, azQueueLegacy, sarama, kafkaGo, franzGo, confluent, amqp, nats, natsKV, nsq, pulsar, mqtt, pubsub, watermill, temporal, cloudevents,
	stripe, paypal, razorpay, svix, goGitHub, rpcStatus, mail, push, chat, analytics, clickhouse, stdlib, random, syncWait, cli, cron, web, pools, retries, httpClients,
))

// noRowReads names, by package, the single-row reads whose error reports a
// missing row; multi-row reads (Query, Find, Select) return no error then.
var noRowReads = map[string][]string{
	"database/sql":                 {"QueryRow", "QueryRowContext"},
	"github.com/uptrace/bun":       {"QueryRow", "QueryRowContext"},
	"github.com/jmoiron/sqlx":      {"Get", "GetContext", "QueryRowx", "QueryRowxContext"},
	"github.com/jackc/pgx":         {"QueryRow"},
	squirrelPath:                   {"QueryRow", "QueryRowContext", "Scan", "ScanContext"},
	sqlfPath:                       {"QueryRow", "QueryRowAndClose"},
	"github.com/jackc/pgx/pgxpool": {"QueryRow"},
	"gorm.io/gorm":                 {"First", "Take", "Last"},
	"github.com/jinzhu/gorm":       {"First", "Take", "Last"},
	"github.com/redis/go-redis":    {"Get", "GetEx", "HGet"},
	"github.com/go-redis/redis":    {"Get", "GetEx", "HGet"},
	popPath:                        {"First", "Last", "Find"},
	orypopPath:                     {"First", "Last", "Find"},
	mongoPath:                      {"FindOne"},
}

func markNoRow(rows []Row) []Row {
	for i := range rows {
		for _, n := range noRowReads[rows[i].Path] {
			if rows[i].Name == n && rows[i].Object == Func {
				rows[i].NoRow = true
			}
		}
	}
	return rows
}

// withMode sets the mode of Write rows.
func withMode(mode Mode, rows []Row) []Row {
	for i := range rows {
		rows[i].Mode = mode
	}
	return rows
}

// counting marks Write rows whose first result is the number of rows
// they wrote.
func counting(rows []Row) []Row {
	for i := range rows {
		rows[i].Counts = true
	}
	return rows
}

// paymentDoes is what a payment provider's effect repeats.
const paymentDoes = "make the payment call"

// personFacing are the Does of effects that reach a person or their
// money: payments, emails, text messages, push notifications, chat
// messages and calls.
var personFacing = map[string]bool{paymentDoes: true, "send the email": true, "send the SMS": true, "send the push notification": true, "send the chat message": true, "place the call": true}

// PersonFacing reports an effect, by what it repeats (Row.Does), that a
// person receives or pays for: a periodic job is reported for these alone,
// not for a heartbeat request or a command.
func PersonFacing(does string) bool { return personFacing[does] }

// methods lists rows of one role for methods of recv, in the package at
// path, that share the argument arg (a pool's task, a response's code).
func methods(path, recv string, role Role, arg Arg, names ...string) []Row {
	rows := make([]Row, 0, len(names))
	for _, name := range names {
		rows = append(rows, Row{Path: path, Recv: recv, Name: name, Role: role, Args: []Arg{arg}})
	}
	return rows
}

// doing sets what the rows' effect repeats when run twice.
func doing(does string, rows []Row) []Row {
	for i := range rows {
		rows[i].Does = does
	}
	return rows
}

func concat(tables ...[]Row) []Row {
	var n int
	for _, t := range tables {
		n += len(t)
	}
	out := make([]Row, 0, n)
	for _, t := range tables {
		out = append(out, t...)
	}
	return out
}

// Packages returns the canonical paths of every package the catalog names.
func Packages() []string {
	seen := map[string]bool{}
	var out []string
	for i := range all {
		if p := all[i].Path; !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}
