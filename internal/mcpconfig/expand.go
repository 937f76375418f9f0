package mcpconfig

import (
	"os"
	"strconv"
	"strings"
)

// expand replaces the variables in a string value.
func (p *reader) expand(v *node, server, field string) string {
	s := v.str
	if !strings.Contains(s, "${") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "${")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			p.problem(v.off, server, field, "unclosed ${ in "+quote(v.str))
			return v.str
		}
		val, msg := p.variable(s[i+2 : i+j])
		if msg != "" {
			p.problem(v.off, server, field, msg)
			return v.str
		}
		b.WriteString(val)
		s = s[i+j+1:]
	}
}

// variable returns a variable's value, or why it has none.
func (p *reader) variable(name string) (string, string) {
	switch {
	case strings.HasPrefix(name, "input:"):
		return "", "${" + name + "} is a value VS Code asks the user for when it starts the server; " +
			"hintgate cannot ask: write the value in the file, or use ${env:NAME}"
	case strings.HasPrefix(name, "env:"):
		return p.env(name[len("env:"):], "", false)
	case name == "workspaceFolder":
		return p.opts.Workspace, ""
	case name == "userHome":
		if p.opts.Home != "" {
			return p.opts.Home, ""
		}
		home, err := os.UserHomeDir()
		if err != nil {
			return "", "${userHome}: " + err.Error()
		}
		return home, ""
	case name == "pathSeparator" || name == "/":
		return string(os.PathSeparator), ""
	}
	if n, def, ok := strings.Cut(name, ":-"); ok {
		return p.env(n, def, true)
	}
	if validEnvName(name) {
		return p.env(name, "", false)
	}
	return "", "unknown variable ${" + name + "}"
}

func (p *reader) env(name, def string, hasDefault bool) (string, string) {
	if !validEnvName(name) {
		return "", "bad variable name " + quote(name)
	}
	if v, ok := p.opts.LookupEnv(name); ok {
		if p.vars == nil {
			p.vars = map[string]string{}
		}
		p.vars[name] = v
		return v, ""
	}
	if hasDefault {
		return def, ""
	}
	return "", "environment variable " + name + " is not set"
}

func validEnvName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r != '_' && !(r >= 'A' && r <= 'Z') && !(r >= 'a' && r <= 'z') && !(i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

func quote(s string) string { return strconv.Quote(s) }
