package rules

// Env is the vocabulary of rule conditions. Its fields, named by their
// expr tags, are the only names a condition may use besides the helper
// functions; anything else is rejected when the policy is loaded.
type Env struct {
	// Tool is the tool being listed or called.
	Tool Tool `expr:"tool"`
	// Args are the call's arguments; a missing argument is nil, and a
	// comparison with a missing argument is false rather than an error:
	// `args.path startsWith "/etc"` is false on a call without path.
	// Nested arguments are reached the same way: args.options.force.
	Args map[string]any `expr:"args"`
	// Attempt is 1 for the first try of a call, 2 for its first retry.
	Attempt int `expr:"attempt"`
	// Confirmed is true when a human already approved the same tool with
	// the same arguments in this session.
	Confirmed bool `expr:"confirmed"`
	// Session describes the agent session.
	Session Session `expr:"session"`
	// Error is the failure of the previous attempt (retry rules only;
	// zero elsewhere).
	Error Failure `expr:"error"`
	// Paths are the path settings of the rule's layer, with defaults
	// filled in: paths.home and paths.root.
	Paths Paths `expr:"paths"`

	// ix is the decision's walk of Args, shared by the helpers that
	// search them (see argindex.go); nil until one asks.
	ix *argIndex
	// read is what the decision's patterns read of Args (see budget.go).
	read budget
	// pat is the pattern the decision compiled last at call time (see
	// budget.go).
	pat lastPattern
	// json is Args as toJSON(args) encodes them, once a rule asks (see
	// helper_tojson.go).
	json argsText
}

// Tool is a tool as rule conditions see it: the expr environment's view
// of a resolved [hints.Tool], with classes and trust levels as the words
// conditions compare them with. It is built by [Policy.Prepare]; Go code
// works with [hints.Tool].
type Tool struct {
	Name   string `expr:"name"`
	Server string `expr:"server"`
	Title  string `expr:"title"`
	// Class is "read_only", "write" or "destructive".
	Class       string `expr:"class"`
	ReadOnly    bool   `expr:"readOnly"`
	Destructive bool   `expr:"destructive"`
	Idempotent  bool   `expr:"idempotent"`
	OpenWorld   bool   `expr:"openWorld"`
	// Declared tells, per hint, whether the server declared it (rather
	// than hintgate inferring it or taking the default).
	Declared Declarations `expr:"declared"`
	// Annotated is true when the server declared any hint with a value
	// other than its default; empty annotations, a title alone, and
	// defaults such as destructiveHint=true declare none.
	Annotated bool `expr:"annotated"`
	// Tags are the tool's tags and categories from its _meta, lower-cased
	// (see [hints.TagsOf]); test with `"admin" in tool.tags`.
	Tags []string `expr:"tags"`
	// Changed is true when the definition differs from the one approved.
	Changed bool `expr:"changed"`
	// Trust is the server's trust level: "trusted", "checked" or "untrusted".
	Trust string `expr:"trust"`
}

// Declarations tells, per hint, whether the server declared it.
type Declarations struct {
	ReadOnly    bool `expr:"readOnly"`
	Destructive bool `expr:"destructive"`
	Idempotent  bool `expr:"idempotent"`
	OpenWorld   bool `expr:"openWorld"`
}

// Session describes the agent session a call belongs to.
type Session struct {
	// Mode is a free-form mode set by the application ("plan", "auto").
	Mode string `expr:"mode"`
	// Scopes the session holds; test with `"deploy" in session.scopes`.
	Scopes []string `expr:"scopes"`
	// Labels set by the application.
	Labels map[string]string `expr:"labels"`
}

// Failure is the failure of a previous attempt.
type Failure struct {
	Message string `expr:"message"`
	// Transient errors may succeed if tried again (connection reset, 5xx, rate limit).
	Transient bool `expr:"transient"`
	// Timeout is true when the attempt ran out of time.
	Timeout bool `expr:"timeout"`
}

// dynamicNames are the parts of Env that change per call; conditions that
// use none of them are decided once per tool.
var dynamicNames = map[string]bool{"args": true, "attempt": true, "confirmed": true, "error": true}
