// Command gen writes a synthetic service module for bench/scale.sh: n
// packages in layers that import downwards, as a large service's do —
// util (leaf helpers), domain (types and validation), repo (database/sql
// repositories), cache (go-redis), service (business logic over repos and
// other services), http (net/http handlers), consumer (kafka-go receive
// loops) and one cmd per 100 packages wiring handlers and consumers. Most
// of the code is plain computation with no catalogued call; a fifth of the
// services and a third of the consumers deduplicate with a check then an
// insert, the shapes checkthenact reports. The broker and redis APIs are
// idemlint's test stubs (testdata/src), copied in as replaced modules, so
// the module builds offline.
//
//	go run . -n 2000 -o /tmp/scale2000 -stubs ../../testdata/src
//
// The output is deterministic for a given n.
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

const modPath = "example.com/scale"

// layer is a kind of package and its share of the module, in per mille.
type layer struct {
	name  string
	share int
}

var layers = []layer{
	{"util", 100}, {"domain", 250}, {"repo", 150}, {"cache", 30},
	{"service", 300}, {"http", 120}, {"consumer", 50},
}

// pkg is one generated package.
type pkg struct {
	layer string
	n     int // its number within the module
}

func (p pkg) name() string { return fmt.Sprintf("%s%d", p.layer[:1], p.n) }
func (p pkg) path() string { return modPath + "/internal/" + p.layer + "/" + p.name() }
func (p pkg) dir() string  { return filepath.Join("internal", p.layer, p.name()) }

type gen struct {
	out    string
	rnd    *rand.Rand
	bySort map[string][]pkg // the packages of each layer generated so far
	lines  int
}

func main() {
	n := flag.Int("n", 2000, "number of packages")
	out := flag.String("o", "", "output directory (created)")
	stubs := flag.String("stubs", "", "idemlint's testdata/src, holding the kafka-go and go-redis stubs")
	flag.Parse()
	if *out == "" || *stubs == "" {
		log.Fatal("gen: -o and -stubs are required")
	}
	g := &gen{out: *out, rnd: rand.New(rand.NewPCG(uint64(*n), 1)), bySort: map[string][]pkg{}}
	g.module(*stubs)
	// Interleave the layers so that each package's imports exist: a
	// package of layer L imports only packages of lower layers (and a
	// service other services) generated before it.
	counts := make([]int, len(layers))
	for i := range *n - *n/100 {
		l := g.pick(counts, i)
		counts[l]++
		g.write(pkg{layers[l].name, i})
	}
	for c := range *n / 100 {
		g.cmd(c)
	}
	fmt.Printf("%d packages, %d lines\n", *n, g.lines)
}

// pick returns the layer of the i-th package: the one furthest below its
// share, lower layers first while the upper ones have nothing to import.
func (g *gen) pick(counts []int, i int) int {
	best, deficit := 0, -1<<31
	for l, ly := range layers {
		if l > 0 && len(g.bySort[layers[l-1].name]) == 0 {
			break
		}
		if d := ly.share*(i+1)/1000 - counts[l]; d > deficit {
			best, deficit = l, d
		}
	}
	return best
}

func (g *gen) module(stubs string) {
	for _, s := range []struct{ path, version, dir string }{
		{"github.com/segmentio/kafka-go", "v0.4.51", "kafka-go"},
		{"github.com/redis/go-redis/v9", "v9.23.0", "go-redis"},
	} {
		dst := filepath.Join(g.out, "_stubs", s.dir)
		copyTree(filepath.Join(stubs, filepath.FromSlash(s.path)), dst)
		g.file(filepath.Join("_stubs", s.dir, "go.mod"), "module "+s.path+"\n\ngo 1.26\n")
	}
	g.file("go.mod", `module `+modPath+`

go 1.26

require (
	github.com/redis/go-redis/v9 v9.23.0
	github.com/segmentio/kafka-go v0.4.51
)

replace (
	github.com/redis/go-redis/v9 => ./_stubs/go-redis
	github.com/segmentio/kafka-go => ./_stubs/kafka-go
)
`)
}

func copyTree(src, dst string) {
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		log.Fatal(err)
	}
}

func (g *gen) file(rel, text string) {
	p := filepath.Join(g.out, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		log.Fatal(err)
	}
	if !strings.HasPrefix(rel, "_stubs") {
		g.lines += strings.Count(text, "\n")
	}
}

// some returns up to k distinct packages of layer, chosen at random.
func (g *gen) some(layer string, k int) []pkg {
	all := g.bySort[layer]
	if len(all) == 0 {
		return nil
	}
	k = min(k, len(all))
	var out []pkg
	for _, i := range g.rnd.Perm(len(all))[:k] {
		out = append(out, all[i])
	}
	return out
}

// imports collects a package's import block.
type imports map[string]string // path → name

func (im imports) block() string {
	var std, mod []string
	for p, name := range im {
		line := fmt.Sprintf("\t%q", p)
		if name != "" {
			line = fmt.Sprintf("\t%s %q", name, p)
		}
		if strings.Contains(p, ".") {
			mod = append(mod, line)
		} else {
			std = append(std, line)
		}
	}
	slices.Sort(std)
	slices.Sort(mod)
	s := "import (\n" + strings.Join(std, "\n") + "\n"
	if len(mod) > 0 {
		s += "\n" + strings.Join(mod, "\n") + "\n"
	}
	return s + ")\n"
}

// write generates one package: its layer's API in one file, and filler
// computation (most of its lines) in two more.
func (g *gen) write(p pkg) {
	im := imports{"context": "", "fmt": "", "strings": ""}
	utils := g.some("util", 3)
	var api string
	switch p.layer {
	case "util":
		im = imports{"fmt": "", "strings": ""}
		utils = nil
		api = g.util(p)
	case "domain":
		im["errors"], im["time"] = "", ""
		if len(utils) > 0 {
			im[utils[0].path()] = ""
		}
		api = g.domain(p, utils)
	case "repo":
		d := g.some("domain", 1)[0]
		im["database/sql"], im["errors"], im[d.path()] = "", "", ""
		api = g.repo(p, d)
	case "cache":
		im["time"], im["github.com/redis/go-redis/v9"] = "", ""
		api = g.cache(p)
	case "service":
		r := g.some("repo", 1)[0]
		im[r.path()] = ""
		deps := g.some("service", 2)
		for _, d := range deps {
			im[d.path()] = ""
		}
		var cache *pkg
		if c := g.some("cache", 1); len(c) > 0 && g.rnd.IntN(4) == 0 {
			cache = &c[0]
			im[cache.path()] = ""
		}
		api = g.service(p, r, deps, cache, g.rnd.IntN(5) == 0)
	case "http":
		s := g.some("service", 2)
		im["encoding/json"], im["net/http"] = "", ""
		for _, x := range s {
			im[x.path()] = ""
		}
		api = g.handler(p, s)
	case "consumer":
		s := g.some("service", 1)[0]
		im["github.com/segmentio/kafka-go"], im[s.path()] = "", ""
		api = g.consumer(p, s, g.rnd.IntN(3) == 0)
	}
	dir := p.dir()
	g.file(filepath.Join(dir, p.name()+".go"), fmt.Sprintf("// Package %s is generated %s code.\npackage %s\n\n", p.name(), p.layer, p.name())+im.block()+"\n"+api+used(im))
	for f := range 2 {
		g.file(filepath.Join(dir, fmt.Sprintf("calc%d.go", f)), g.filler(p, f, utils))
	}
	g.bySort[p.layer] = append(g.bySort[p.layer], p)
}

// used keeps imports used whatever the API happened to need.
func used(im imports) string {
	var b strings.Builder
	for _, p := range []string{"context", "fmt", "strings", "errors", "time"} {
		if _, ok := im[p]; !ok {
			continue
		}
		switch p {
		case "context":
			b.WriteString("var _ = context.Background\n")
		case "fmt":
			b.WriteString("var _ = fmt.Sprintf\n")
		case "strings":
			b.WriteString("var _ = strings.TrimSpace\n")
		case "errors":
			b.WriteString("var _ = errors.New\n")
		case "time":
			b.WriteString("var _ = time.Now\n")
		}
	}
	return b.String()
}

func (g *gen) util(p pkg) string {
	n := p.n
	return fmt.Sprintf(`// Normalize%[1]d trims, lower-cases and collapses the spaces of s.
func Normalize%[1]d(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	for strings.Contains(s, "  ") {
		s = strings.ReplaceAll(s, "  ", " ")
	}
	return s
}

// Score%[1]d weighs xs by position.
func Score%[1]d(xs []int) int {
	total := 0
	for i, x := range xs {
		if i%%2 == 0 {
			total += x * (i + %[1]d%%7 + 1)
		} else {
			total -= x
		}
	}
	return total
}

// Label%[1]d formats a label.
func Label%[1]d(kind string, id int) string { return fmt.Sprintf("%%s-%%d-%[1]d", kind, id) }
`, n)
}

func (g *gen) domain(p pkg, utils []pkg) string {
	n := p.n
	norm := "strings.TrimSpace(name)"
	if len(utils) > 0 {
		norm = fmt.Sprintf("%s.Normalize%d(name)", utils[0].name(), utils[0].n)
	}
	return fmt.Sprintf(`// Entity%[1]d is a record of the domain.
type Entity%[1]d struct {
	ID        string
	Name      string
	Amount    int
	Tags      []string
	Status    string
	CreatedAt time.Time
}

// ErrInvalid%[1]d reports an entity that fails validation.
var ErrInvalid%[1]d = errors.New("entity %[1]d: invalid")

// NewEntity%[1]d builds a valid entity.
func NewEntity%[1]d(id, name string, amount int) (*Entity%[1]d, error) {
	e := &Entity%[1]d{ID: id, Name: %[2]s, Amount: amount, Status: "new", CreatedAt: time.Now()}
	if err := e.Validate(); err != nil {
		return nil, err
	}
	return e, nil
}

// Validate checks the entity's invariants.
func (e *Entity%[1]d) Validate() error {
	switch {
	case e.ID == "":
		return fmt.Errorf("%%w: no id", ErrInvalid%[1]d)
	case e.Amount < 0:
		return fmt.Errorf("%%w: negative amount %%d", ErrInvalid%[1]d, e.Amount)
	case len(e.Name) > 200:
		return fmt.Errorf("%%w: name too long", ErrInvalid%[1]d)
	}
	return nil
}

// Total is the amount with the tags' surcharge.
func (e *Entity%[1]d) Total() int { return e.Amount + len(e.Tags)*%[3]d }
`, n, norm, n%13+1)
}

func (g *gen) repo(p pkg, d pkg) string {
	n, t := p.n, fmt.Sprintf("items_%d", p.n)
	return fmt.Sprintf(`// Repo%[1]d stores %[3]s.Entity%[4]d rows.
type Repo%[1]d struct {
	DB *sql.DB
}

// Get reads one row.
func (r *Repo%[1]d) Get(ctx context.Context, id string) (*%[3]s.Entity%[4]d, error) {
	var e %[3]s.Entity%[4]d
	err := r.DB.QueryRowContext(ctx, "SELECT id, name, amount, status FROM %[2]s WHERE id = $1", id).Scan(&e.ID, &e.Name, &e.Amount, &e.Status)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &e, err
}

// Exists reports whether the row is there.
func (r *Repo%[1]d) Exists(ctx context.Context, id string) (bool, error) {
	var n int
	err := r.DB.QueryRowContext(ctx, "SELECT count(*) FROM %[2]s WHERE id = $1", id).Scan(&n)
	return n > 0, err
}

// Create inserts a row.
func (r *Repo%[1]d) Create(ctx context.Context, id, name string, amount int) error {
	e, err := %[3]s.NewEntity%[4]d(id, name, amount)
	if err != nil {
		return err
	}
	_, err = r.DB.ExecContext(ctx, "INSERT INTO %[2]s (id, name, amount, status) VALUES ($1, $2, $3, $4)", e.ID, e.Name, e.Amount, e.Status)
	return err
}

// SetStatus updates a row's status.
func (r *Repo%[1]d) SetStatus(ctx context.Context, id, status string) error {
	_, err := r.DB.ExecContext(ctx, "UPDATE %[2]s SET status = $1 WHERE id = $2", status, id)
	return err
}

// List reads up to limit rows.
func (r *Repo%[1]d) List(ctx context.Context, limit int) ([]*%[3]s.Entity%[4]d, error) {
	rows, err := r.DB.QueryContext(ctx, "SELECT id, name, amount FROM %[2]s ORDER BY id LIMIT $1", limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*%[3]s.Entity%[4]d
	for rows.Next() {
		var e %[3]s.Entity%[4]d
		if err := rows.Scan(&e.ID, &e.Name, &e.Amount); err != nil {
			return nil, err
		}
		out = append(out, &e)
	}
	return out, rows.Err()
}
`, n, t, d.name(), d.n)
}

func (g *gen) cache(p pkg) string {
	return fmt.Sprintf(`// Cache%[1]d memoises values in redis.
type Cache%[1]d struct {
	R *redis.Client
}

// Get reads a cached value.
func (c *Cache%[1]d) Get(ctx context.Context, key string) (string, error) {
	return c.R.Get(ctx, "c%[1]d:"+key).Result()
}

// Put stores a value for an hour.
func (c *Cache%[1]d) Put(ctx context.Context, key, value string) error {
	return c.R.Set(ctx, "c%[1]d:"+key, value, time.Hour).Err()
}
`, p.n)
}

func (g *gen) service(p pkg, r pkg, deps []pkg, cache *pkg, dedup bool) string {
	n := p.n
	var b strings.Builder
	fmt.Fprintf(&b, "// Service%d runs the business rules of its records.\ntype Service%d struct {\n\tRepo *%s.Repo%d\n", n, n, r.name(), r.n)
	for _, d := range deps {
		fmt.Fprintf(&b, "\tS%d *%s.Service%d\n", d.n, d.name(), d.n)
	}
	if cache != nil {
		fmt.Fprintf(&b, "\tCache *%s.Cache%d\n", cache.name(), cache.n)
	}
	b.WriteString("}\n\n")
	fmt.Fprintf(&b, `// Process applies an update to a record.
func (s *Service%[1]d) Process(ctx context.Context, id, name string, amount int) error {
	e, err := s.Repo.Get(ctx, id)
	if err != nil {
		return fmt.Errorf("service %[1]d: %%w", err)
	}
	if e == nil {
		return fmt.Errorf("service %[1]d: %%s not found", id)
	}
	if err := e.Validate(); err != nil {
		return err
	}
	if e.Total()+amount > %[2]d {
		return s.Repo.SetStatus(ctx, id, "over")
	}
`, n, 1000+n)
	for _, d := range deps {
		fmt.Fprintf(&b, "\tif s.S%d != nil {\n\t\tif err := s.S%d.Process(ctx, id, strings.ToUpper(name), amount/2); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n", d.n, d.n)
	}
	if cache != nil {
		b.WriteString("\tif s.Cache != nil {\n\t\tif err := s.Cache.Put(ctx, id, name); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n")
	}
	b.WriteString("\treturn s.Repo.SetStatus(ctx, id, \"done\")\n}\n\n")
	if dedup {
		fmt.Fprintf(&b, `// Register creates the record once.
func (s *Service%[1]d) Register(ctx context.Context, id, name string) error {
	seen, err := s.Repo.Exists(ctx, id)
	if err != nil || seen {
		return err
	}
	return s.Repo.Create(ctx, id, name, 0)
}
`, n)
	} else {
		fmt.Fprintf(&b, `// Register creates the record, or updates the existing one.
func (s *Service%[1]d) Register(ctx context.Context, id, name string) error {
	if err := s.Repo.Create(ctx, id, name, 0); err != nil {
		return s.Process(ctx, id, name, 0)
	}
	return nil
}
`, n)
	}
	return b.String()
}

func (g *gen) handler(p pkg, svcs []pkg) string {
	n := p.n
	var b strings.Builder
	fmt.Fprintf(&b, "// Handler%d serves the records' HTTP API.\ntype Handler%d struct {\n", n, n)
	for _, s := range svcs {
		fmt.Fprintf(&b, "\tS%d *%s.Service%d\n", s.n, s.name(), s.n)
	}
	fmt.Fprintf(&b, `}

type request%[1]d struct {
	ID     string `+"`json:\"id\"`"+`
	Name   string `+"`json:\"name\"`"+`
	Amount int    `+"`json:\"amount\"`"+`
}

// ServeHTTP decodes a request and applies it.
func (h *Handler%[1]d) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req request%[1]d
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	ctx := r.Context()
`, n)
	for i, s := range svcs {
		call := "Process(ctx, req.ID, req.Name, req.Amount)"
		if i == 1 {
			call = "Register(ctx, req.ID, req.Name)"
		}
		fmt.Fprintf(&b, "\tif err := h.S%d.%s; err != nil {\n\t\thttp.Error(w, err.Error(), http.StatusInternalServerError)\n\t\treturn\n\t}\n", s.n, call)
	}
	fmt.Fprintf(&b, `	w.WriteHeader(http.StatusNoContent)
}

// Routes mounts the handler.
func Routes(mux *http.ServeMux, h *Handler%[1]d) { mux.Handle("/h%[1]d", h) }
`, n)
	return b.String()
}

func (g *gen) consumer(p pkg, s pkg, register bool) string {
	call := "Process(ctx, string(m.Key), string(m.Value), len(m.Value))"
	if register {
		call = "Register(ctx, string(m.Key), string(m.Value))"
	}
	return fmt.Sprintf(`// Run%[1]d consumes the topic until ctx ends.
func Run%[1]d(ctx context.Context, rd *kafka.Reader, svc *%[2]s.Service%[3]d) error {
	for {
		m, err := rd.FetchMessage(ctx)
		if err != nil {
			return err
		}
		if err := svc.%[4]s; err != nil {
			continue
		}
		if err := rd.CommitMessages(ctx, m); err != nil {
			return err
		}
	}
}
`, p.n, s.name(), s.n, call)
}

// cmd writes a main package wiring some handlers and consumers.
func (g *gen) cmd(c int) {
	im := imports{"context": "", "net/http": "", "github.com/segmentio/kafka-go": ""}
	var b strings.Builder
	b.WriteString("func main() {\n\tctx := context.Background()\n\tmux := http.NewServeMux()\n")
	for _, h := range g.some("http", 8) {
		im[h.path()] = ""
		fmt.Fprintf(&b, "\t%s.Routes(mux, &%s.Handler%d{})\n", h.name(), h.name(), h.n)
	}
	for _, k := range g.some("consumer", 3) {
		im[k.path()] = ""
		fmt.Fprintf(&b, "\tgo func() { _ = %s.Run%d(ctx, kafka.NewReader(kafka.ReaderConfig{Topic: \"t%d\", GroupID: \"g\"}), nil) }()\n", k.name(), k.n, k.n)
	}
	b.WriteString("\t_ = http.ListenAndServe(\":8080\", mux)\n}\n")
	g.file(filepath.Join("cmd", fmt.Sprintf("svc%d", c), "main.go"), "// Command svc"+fmt.Sprint(c)+" serves a slice of the module.\npackage main\n\n"+im.block()+"\n"+b.String())
}

// filler writes a file of plain computation: the bulk of a service's
// code, with no catalogued call, calling the package's utilities.
func (g *gen) filler(p pkg, f int, utils []pkg) string {
	im := imports{"fmt": "", "sort": "", "strings": ""}
	for _, u := range utils {
		im[u.path()] = ""
	}
	var b strings.Builder
	for k := range 9 {
		id := fmt.Sprintf("%s_%d_%d", p.name(), f, k)
		norm, score := "strings.TrimSpace(it)", "len(out)"
		if len(utils) > 0 {
			u := utils[k%len(utils)]
			norm = fmt.Sprintf("%s.Normalize%d(it)", u.name(), u.n)
			score = fmt.Sprintf("%s.Score%d(vals)", u.name(), u.n)
		}
		switch k % 3 {
		case 0:
			fmt.Fprintf(&b, `// Tally%[1]s counts normalised items up to limit.
func Tally%[1]s(items []string, limit int) (map[string]int, error) {
	out := make(map[string]int, len(items))
	for i, it := range items {
		if i >= limit {
			break
		}
		key := %[2]s
		switch {
		case strings.HasPrefix(key, "a"):
			out[key] += i
		case len(key) > 10:
			out[key[:10]]++
		default:
			out[key] = len(key) * %[3]d
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("tally %[1]s: nothing counted")
	}
	return out, nil
}

`, id, norm, k+1)
		case 1:
			fmt.Fprintf(&b, `// Rank%[1]s orders the values and weighs the top ones.
func Rank%[1]s(vals []int, top int) (int, []int) {
	sorted := append([]int(nil), vals...)
	sort.Ints(sorted)
	if top > len(sorted) {
		top = len(sorted)
	}
	out := sorted[len(sorted)-top:]
	weight := 0
	for i, v := range out {
		if v%%2 == 0 {
			weight += v * (i + 1)
		} else {
			weight -= v
		}
	}
	return weight + %[2]s, out
}

`, id, score)
		default:
			fmt.Fprintf(&b, `type state%[1]s struct {
	name  string
	steps []string
	done  bool
}

// advance%[1]s moves the state machine one step on event.
func advance%[1]s(s *state%[1]s, event string) error {
	switch event {
	case "start":
		if len(s.steps) > 0 {
			return fmt.Errorf("%%s: already started", s.name)
		}
		s.steps = append(s.steps, "started")
	case "step":
		s.steps = append(s.steps, fmt.Sprintf("step-%%d", len(s.steps)))
	case "finish":
		s.done = true
	default:
		return fmt.Errorf("%%s: unknown event %%q", s.name, event)
	}
	return nil
}

// Replay%[1]s applies events in order and reports the final steps.
func Replay%[1]s(name string, events []string) ([]string, error) {
	s := &state%[1]s{name: strings.ToLower(name)}
	for _, e := range events {
		if err := advance%[1]s(s, e); err != nil {
			return s.steps, err
		}
	}
	return s.steps, nil
}

`, id)
		}
	}
	text := b.String()
	for path := range im {
		name := path[strings.LastIndex(path, "/")+1:]
		if !strings.Contains(text, name+".") {
			delete(im, path)
		}
	}
	return fmt.Sprintf("package %s\n\n", p.name()) + im.block() + "\n" + text
}
