package rules

import (
	"embed"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/hintgate/hintgate/hints"
)

// Loading policy files: the file format and its decoding into a Config.

// MaxFileSize bounds a policy file.
const MaxFileSize = 1 << 20

// The file format. Every key is optional; unknown keys are errors.
type fileConfig struct {
	Name      string                `yaml:"name"`
	Extends   string                `yaml:"extends"`
	Lock      bool                  `yaml:"lock"`
	Servers   map[string]fileServer `yaml:"servers"`
	Overrides []fileOverride        `yaml:"overrides"`
	Rules     []fileRule            `yaml:"rules"`
	Default   string                `yaml:"default"`
	Retry     []fileRetry           `yaml:"retry"`
	Paths     filePaths             `yaml:"paths"`
}

type filePaths struct {
	Home string `yaml:"home"`
	Root string `yaml:"root"`
}

type fileServer struct {
	Trust       string `yaml:"trust"`
	Unannotated string `yaml:"unannotated"`
}

type fileOverride struct {
	Name   string    `yaml:"name"`
	Server string    `yaml:"server"`
	Tool   string    `yaml:"tool"`
	When   string    `yaml:"when"`
	Hints  hints.Set `yaml:"hints"`

	bad bool // could not be decoded; reported already
}

type fileRule struct {
	Name    string `yaml:"name"`
	When    string `yaml:"when"`
	Action  string `yaml:"action"`
	Reason  string `yaml:"reason"`
	Message string `yaml:"message"`

	bad bool // could not be decoded; reported already
}

type fileRetry struct {
	Name    string      `yaml:"name"`
	When    string      `yaml:"when"`
	Max     int         `yaml:"max"`
	Backoff fileBackoff `yaml:"backoff"`

	bad bool // could not be decoded; reported already
}

type fileBackoff struct {
	Base   string `yaml:"base"`
	Cap    string `yaml:"cap"`
	Jitter uint64 `yaml:"jitter"`
}

//go:embed presets/*.yaml
var presetFS embed.FS

// Presets lists the built-in presets: "default" (read-only allowed, writes
// and destructive tools confirmed), "strict" (only read-only tools of
// checked or trusted servers allowed; destructive tools of untrusted
// servers hidden) and "permissive" (only destructive tools confirmed).
func Presets() []string {
	entries, _ := presetFS.ReadDir("presets")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	sort.Strings(out)
	return out
}

// Preset returns a built-in preset's configuration, to use as is with
// [Compile] or to extend (prepend rules, change the default).
func Preset(name string) (Config, error) {
	data, err := presetFS.ReadFile("presets/" + name + ".yaml")
	if err != nil {
		return Config{}, fmt.Errorf("rules: unknown preset %q (have %s)", name, strings.Join(Presets(), ", "))
	}
	return parse("preset:"+name, data)
}

// Load reads a policy from YAML. name is used in error positions (a file
// name). Every problem found is returned, each an [*Error] with file,
// line, column and rule name, joined with errors.Join.
func Load(name string, data []byte) (*Policy, error) {
	c, err := parse(name, data)
	var perr *Error
	if err != nil && errors.As(err, &perr) && c.File == "" {
		return nil, err // not decoded at all
	}
	p, cerr := Compile(c)
	if err != nil || cerr != nil {
		return nil, joinSorted(err, cerr)
	}
	return p, nil
}

// LoadFiles loads policy files and stacks them with [Stack], the first
// file the highest layer.
func LoadFiles(paths ...string) (*Policy, error) {
	var layers []*Policy
	var errs []error
	for _, p := range paths {
		data, err := readFile(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		pol, err := Load(p, data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		layers = append(layers, pol)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return Stack(layers...), nil
}

func readFile(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, &Error{Pos: Pos{File: p}, Msg: err.Error()}
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, &Error{Pos: Pos{File: p}, Msg: err.Error()}
	}
	if st.Size() > MaxFileSize {
		return nil, &Error{Pos: Pos{File: p}, Msg: fmt.Sprintf("file is %d bytes, more than %d", st.Size(), MaxFileSize)}
	}
	return os.ReadFile(p)
}

// parse decodes YAML strictly into a Config with positions.
func parse(name string, data []byte) (Config, error) {
	if len(data) > MaxFileSize {
		return Config{}, &Error{Pos: Pos{File: name}, Msg: fmt.Sprintf("policy is %d bytes, more than %d", len(data), MaxFileSize)}
	}
	if err := checkDepth(name, data); err != nil {
		return Config{}, err
	}
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		return Config{}, yamlError(name, err)
	}
	if err := checkAliases(name, f); err != nil {
		return Config{}, err
	}
	// Unknown keys are all found at once, then ignored so that the
	// remaining problems are found too.
	d := &decoder{name: name, file: f}
	rl := newRuleLines(f)
	for _, doc := range f.Docs {
		if doc.Body != nil {
			checkKeys(name, rl, doc.Body, fileSchema, &d.errs)
		}
	}
	var fc fileConfig
	if errs := decodeFile(name, data, f, rl, &fc); len(errs) > 0 {
		// The values that were decoded are still checked, so that every
		// problem is reported at once.
		d.errs = append(d.errs, errs...)
	}
	c := Config{Name: fc.Name, Lock: fc.Lock, File: name, Paths: Paths{Home: fc.Paths.Home, Root: fc.Paths.Root}, pathsAt: d.at("$.paths")}
	if c.Name == "" {
		c.Name = name
	}
	c.Servers = d.servers(fc.Servers)
	for i, o := range fc.Overrides {
		if o.bad {
			continue
		}
		base := fmt.Sprintf("$.overrides[%d]", i)
		c.Overrides = append(c.Overrides, Override{Name: o.Name, Server: o.Server, Tool: o.Tool, When: o.When, Hints: o.Hints,
			Pos: d.at(base), whenAt: valuePos(d.at, base, o.When)})
	}
	c.Rules = d.rules(fc.Rules)
	if fc.Default != "" {
		a, err := ParseAction(fc.Default)
		if err != nil {
			d.add(d.at("$.default"), "", "default: %v", err)
		}
		c.Default = &a
	}
	c.Retry = d.retries(fc.Retry)
	if fc.Extends != "" {
		pre, err := Preset(fc.Extends)
		if err != nil {
			d.add(d.at("$.extends"), "", "extends: %s", strings.TrimPrefix(err.Error(), "rules: "))
		} else {
			c = extend(c, pre)
		}
	}
	return c, joinSorted(d.errs...)
}

// decoder turns the decoded file into a Config, with positions.
type decoder struct {
	name string
	file *ast.File
	errs []error
}

// at is the position of the node at a YAML path, or the file's.
func (d *decoder) at(path string) Pos {
	p, err := yaml.PathString(path)
	if err != nil {
		return Pos{File: d.name}
	}
	n, err := p.FilterFile(d.file)
	if err != nil || n == nil {
		return Pos{File: d.name}
	}
	return nodePos(d.name, n)
}

func (d *decoder) add(pos Pos, rule, format string, args ...any) {
	d.errs = append(d.errs, &Error{Pos: pos, Rule: rule, Msg: fmt.Sprintf(format, args...)})
}

func (d *decoder) servers(in map[string]fileServer) map[string]Server {
	if len(in) == 0 {
		return nil
	}
	if len(in) > maxMapKeys {
		// Written on one line, they escaped the line scan's count; one
		// error for all, not a position looked up among them for each.
		d.add(d.at("$.servers"), "", "servers: %d entries, more than %d", len(in), maxMapKeys)
		return nil
	}
	out := make(map[string]Server, len(in))
	for name, s := range in {
		var srv Server
		var err error
		if srv.Trust, err = hints.ParseTrust(s.Trust); err != nil {
			d.add(d.at(fmt.Sprintf("$.servers.%s.trust", quoteKey(name))), "", "servers.%s.trust: %s", name, strings.TrimPrefix(err.Error(), "hints: "))
		}
		if s.Unannotated != "" {
			a, err := ParseAction(s.Unannotated)
			if err != nil {
				d.add(d.at(fmt.Sprintf("$.servers.%s.unannotated", quoteKey(name))), "", "servers.%s.unannotated: %v", name, err)
			}
			srv.Unannotated = &a
		}
		out[name] = srv
	}
	return out
}

func (d *decoder) rules(in []fileRule) []Rule {
	var out []Rule
	for i, r := range in {
		if r.bad {
			continue
		}
		base := fmt.Sprintf("$.rules[%d]", i)
		rule := Rule{Name: r.Name, When: r.When, Reason: r.Reason, Message: r.Message, Pos: d.at(base), whenAt: valuePos(d.at, base, r.When)}
		if r.Action == "" {
			d.add(d.at(base), r.Name, "no action (want allow, confirm, deny or hide)")
		} else if a, err := ParseAction(r.Action); err != nil {
			d.add(d.at(base+".action"), r.Name, "%v", err)
		} else {
			rule.Action = a
		}
		out = append(out, rule)
	}
	return out
}

// retries keeps nil (no retry key) apart from an empty list.
func (d *decoder) retries(in []fileRetry) []RetryRule {
	if in == nil {
		return nil
	}
	out := []RetryRule{}
	for i, r := range in {
		if r.bad {
			continue
		}
		base := fmt.Sprintf("$.retry[%d]", i)
		rr := RetryRule{Name: r.Name, When: r.When, Max: r.Max, Jitter: r.Backoff.Jitter, Pos: d.at(base), whenAt: valuePos(d.at, base, r.When)}
		rr.Base = d.duration(base, "base", r.Name, r.Backoff.Base)
		rr.Cap = d.duration(base, "cap", r.Name, r.Backoff.Cap)
		out = append(out, rr)
	}
	return out
}

func (d *decoder) duration(base, key, rule, src string) time.Duration {
	if src == "" {
		return 0
	}
	v, err := time.ParseDuration(src)
	if err != nil {
		d.add(d.at(base+".backoff."+key), rule, "backoff.%s: %q is not a duration like 250ms or 2s", key, src)
	}
	return v
}

// extend puts base's rules after c's and fills what c leaves unset.
func extend(c, base Config) Config {
	c.Rules = append(c.Rules, base.Rules...)
	if c.Default == nil {
		c.Default = base.Default
	}
	if c.Retry == nil {
		c.Retry = base.Retry
	}
	c.Overrides = append(c.Overrides, base.Overrides...)
	return c
}

// unmarshal decodes YAML into v. A panic in the YAML decoder (it has
// panicked on malformed input) becomes an error: bad input gets an error,
// never a crash.
func unmarshal(data []byte, v any) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("malformed YAML: the decoder failed: %v", p)
		}
	}()
	return yaml.UnmarshalWithOptions(data, v)
}
