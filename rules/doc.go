// Package rules turns a user's policy into decisions about MCP tool calls.
//
// A policy is a list of named rules tried in order (the first whose
// condition holds decides), a default, retry rules, per-server settings and
// hint overrides. Conditions are [expr] expressions over [Env]. A policy is
// written in YAML and loaded with [Load] or [LoadFiles], or built in Go as
// a [Config] and compiled with [Compile]. The compiled [Policy] is
// immutable and safe for concurrent use.
//
// # The file format
//
//	name: project                # names the layer in decisions (default: the file name)
//	extends: default             # put a preset's rules after these: default, strict, permissive
//	lock: false                  # see Layers
//	paths:                       # how path helpers read paths (see Paths)
//	  home: /home/me             # what ~ is; default: the home directory of the process
//	  root: /home/me/project     # what relative paths are relative to; default: /
//	servers:
//	  fs:      {trust: trusted}                        # trusted | checked (default) | untrusted
//	  scraper: {trust: untrusted, unannotated: deny}   # posture for tools with no annotations
//	  "*":     {unannotated: confirm}                  # every server this file does not name
//	overrides:                   # force hints; they feed hint resolution
//	  - name: fs-write-destructive
//	    server: fs               # glob, empty matches every server
//	    tool: write_*            # glob, empty matches every tool
//	    when: 'tool.openWorld'   # optional; sees the tool and session only
//	    hints: {destructive: true, idempotent: true}
//	rules:
//	  - name: no-system-files
//	    when: 'anyPath(args, ["/etc/**", "/usr/**"])'
//	    action: deny
//	    reason: "{{ tool.name }} may not touch system files"   # shown to the model
//	  - name: reads-are-free
//	    when: tool.readOnly
//	    action: allow
//	  - name: destructive-needs-a-human
//	    when: tool.destructive
//	    action: confirm
//	    message: "Delete {{ args.path }} on {{ tool.server }}?"  # shown to the human
//	default: confirm             # allow | confirm | deny | hide; confirm when absent
//	retry:
//	  - name: flaky-network
//	    when: 'error.transient && attempt < 3'
//	    max: 3                   # attempts in all
//	    backoff: {base: 100ms, cap: 2s, jitter: 20}   # exponential, jitter in percent
//
// Actions: allow runs the call; confirm asks a human (the message is
// rendered from {{ expressions }}); deny refuses it and the model sees the
// reason; hide keeps the tool out of the model's tool list and refuses a
// call anyway. A rule with no condition (or `true`) matches everything; a
// rule after it is an error.
//
// # The environment
//
// Conditions see:
//
//	tool.name, tool.server, tool.title, tool.class ("read_only" | "write" | "destructive")
//	tool.readOnly, tool.destructive, tool.idempotent, tool.openWorld   effective hints
//	tool.declared.readOnly (and the other three)   whether the server declared the hint
//	tool.annotated   the server declared any hint other than its default
//	tool.changed     the definition changed since it was approved
//	tool.trust       "trusted" | "checked" | "untrusted"
//	args             the call's arguments: args.path, args.options.force, args["odd-key"]
//	attempt          1 for the first try, 2 for the first retry
//	confirmed        a human approved this tool with these arguments in this session
//	tool.tags        tags and categories from _meta: `"admin" in tool.tags`
//	session.mode, session.scopes, session.labels
//	error.message, error.transient, error.timeout   in retry rules
//	paths.home, paths.root   the layer's path settings, defaults filled in
//
// A missing argument is nil, and a comparison with it is false, not an
// error: `args.path startsWith "/etc"` is false on a call without a path.
// An argument that is the whole condition (`when: args.force`) is false
// when missing, as expr reads a condition, and so is one that ends it
// (`tool.readOnly && args.force`: && and || give their right operand's
// value); under ! or as the left operand of && or || a missing one is an
// error, which denies: write `args.force == true` there. A nil pointer in
// arguments built in Go (a *bool left unset) is nil too, as expr's own
// `== nil` and `??` read it.
// An argument of the wrong type is an error at run time, and errors deny:
// comparisons of an argument are typed, so `args.recursive == true` given
// "true" or 1, `args.mode in ["a", "b"]` given 1, or `args.n > 10` given
// "11" deny rather than quietly not match. Error messages name the kinds,
// never the values.
//
// Helper functions, besides expr's own (startsWith, matches, in, len, ...):
//
//	glob(pattern, name)            "*" matches any run of characters, "?" one
//	anyPath(args, patterns)        any string in the arguments, at any depth and
//	                               object keys included, is a path matching a
//	                               pattern: "/etc/**", "~/.ssh/**", "**/.env"
//	anyURLOutside(args, hosts)     any URL in the arguments, at any depth and
//	                               object keys included, whose host matches none
//	                               of the host globs ("*.example.com")
//	pathUnder(value, pattern)      one value is a path matching the pattern;
//	                               nil is false, a value that is not a string
//	                               is an error
//	get(args, "a.b.c")             safe nested access; nil when missing
//	hasScope(session.scopes, s)    same as `s in session.scopes`
//
// The first three let one rule cover every tool that touches the same
// resource, whichever server it comes from and whatever its argument is
// called. They read arguments the way servers read them:
//
//   - Paths: surrounding spaces are dropped; file: URLs in any case
//     ("FILE:///etc/x", "file:/etc/x") are decoded; "~" and "~/x" are
//     paths.home (a "~" path without a home directory, or "~user/x", is an
//     error); relative paths ("x/y", "./x", ".env") are resolved against
//     paths.root; ".." is resolved. anyPath takes a string for a path when
//     it starts with "/", "~" or ".", is a file: URL, or contains "/"
//     without being another URL; pathUnder takes any string for one.
//   - Path patterns are absolute, start with "~", or start with "**":
//     "**" is any number of whole directories (none included), "*", "?"
//     and "[...]" match within one name, and a trailing "/" means the
//     directory and everything under it. A relative pattern ("*.pem")
//     never matches, and "/etc/*" matches only what is directly in /etc:
//     [Policy.Warnings] and hintgate lint report both.
//   - URLs are read as the WHATWG URL standard reads them, as Node does:
//     "http:evil.com", "https:/evil.com", "https:\\evil.com" are URLs of
//     evil.com; tabs and newlines are dropped; hosts are percent-decoded,
//     lower-cased (IDNA), stripped of a trailing dot; IPv4 numbers in any
//     form are normalised; userinfo is not the host. Scheme-relative
//     strings ("//evil.com/x") and strings that start with a dotted host
//     name or an IPv4 address ("evil.com/x", "evil.com") are URLs too, so
//     a file name like "notes.txt" counts as a host: scope such rules to
//     the tools that fetch (tool.openWorld). What looks like a URL but
//     cannot be parsed counts as outside.
//   - A walk that cannot finish does not answer: arguments nested deeper
//     than [MaxWalkDepth] levels or holding more than [MaxWalkValues]
//     values are an error, and errors deny, whether the helper is used
//     as is or negated.
//   - A decision walks the arguments once, when a helper first needs it,
//     and every anyPath and anyURLOutside of the decision reads what that
//     walk found: each string is read as a path or a URL once, however
//     many rules ask.
//   - `toJSON(args)` encodes the arguments once per decision, however
//     many rules name it.
//   - The regular expressions of `matches` (patterns that are not a few
//     literal strings) read at most [MaxRegexpBytes] per decision, each
//     byte weighed by the size of the pattern, and
//     patterns that are a few literal strings and `contains` search at
//     most [MaxLiteralBytes], each string once, however the condition is
//     written; the rule whose pattern would read past either fails, and
//     denies. A pattern only known at call time (`args.s matches
//     args.p`) is at most [MaxExprLen] bytes, and is compiled once per
//     decision.
//   - expr's builtins (`split`, `replace`, `lower`, `len`, `any`,
//     `filter`, `keys`, `toJSON`, …), `glob`, a time's `Format`, the
//     operands of `+` and the list of `in` do at most [MaxBuiltinWork]
//     per decision, counted by what they read, walk and make; in a
//     predicate, so do comparisons (`any(args.items, # == args.name)`
//     reads args.name for every element; a list of arguments,
//     `[args.a]`, is no constant) and the keys of a map made, and
//     anywhere a comparison of a value the condition made
//     (`map(args.l, args.s)` holds args.s for every element); what is
//     the product of two sizes (`uniq`, `sort`, `trim` with a cutset,
//     `glob` with a "*") counts as the product; the rule that would go
//     past it fails, and denies.
//   - A time zone (`timezone("Europe/Paris")`, the third argument of
//     `date`) is named by a constant, loaded once when the policy loads:
//     a name taken from the call, or one the system does not know, is an
//     error then.
//
// # Errors
//
// A policy file larger than [MaxFileSize] or nested deeper than [MaxDepth]
// levels is rejected before it is parsed, with the line and column where
// it got too deep.
//
// Everything is checked when the policy is loaded: unknown keys, wrong
// types, unknown names and fields in conditions, conditions that are not
// boolean, unknown actions, duplicate rule names, unreachable rules, bad
// templates, globs and durations. Every problem is reported, each an
// [*Error] with file, line, column and rule name. Nothing is checked at
// call time that could have been checked before.
//
// # Decisions
//
// [Policy.Prepare] decides, once per tool per list, every condition (and
// every && part of a condition) that depends only on the tool and the
// session. [Policy.Decide] then evaluates only what depends on the call:
// simple comparisons of arguments with constants as Go closures, anything
// else as one expr program per run of rules. Decide never fails open: a
// condition that fails at run time denies, naming the rule, and so do a
// nil or foreign [Prepared]. [Policy.Explain] returns the same decision
// with the trace of every rule tried. The parts of a condition that depend
// only on the tool and session are checked first, wherever they stand in
// it: a rule whose tool part is false for this tool is never evaluated on
// the call, so a type error in its argument part does not deny calls of
// other tools (Explain still shows that error). Conditions read the call
// only through args, attempt, confirmed and error (and now(), evaluated
// per call); $env is refused when the policy loads.
//
// # Layers
//
// [Stack] layers policies, highest first (organisation, user, project).
// Layers only tighten downwards:
//
//   - Rules: the most specific layer whose rule matches, or that sets a
//     default, decides. A layer with lock: true is a floor for the layers
//     below: when its own rule matches with a stricter action (allow <
//     confirm < deny < hide), that action stands.
//   - Hints and trust: a lower layer may only make a hint more dangerous
//     (readOnly false, destructive true, idempotent false, openWorld true)
//     than a higher layer's override set it, and only lower a trust level
//     a higher layer gave (trusted > checked > untrusted). Below a locked
//     layer this holds even for what the locked layer leaves unsaid: an
//     override may only tighten the hints a tool resolves to without
//     overrides, and trust may only go down from checked. Without a lock,
//     the first layer from the top that sets a hint or names a server
//     sets it freely.
//   - Overrides see the tool and the session ([Policy.Resolver] takes the
//     session). An override whose condition fails at run time counts only
//     where it makes the tool more dangerous.
//   - Retries: the most specific layer with retry rules of its own
//     decides (a layer without retry rules does not bring the default
//     back); a locked layer above it is a floor, with its retry rules or
//     the default when it has none: a call it would not retry is not
//     retried.
//   - Paths: each layer's rules read paths with that layer's paths
//     settings, so a lower layer cannot change how a locked layer's rules
//     read them.
//
// # Retries
//
// [Policy.Retry] says whether a failed call is tried again and after what
// wait. Without retry rules, idempotent tools are retried on transient
// errors, at most 3 attempts in all. Whatever the rules say, a tool that is
// not idempotent is never retried. Waits grow exponentially from
// backoff.base, vary by up to backoff.jitter percent either way (drawn from
// [Config].Rand, math/rand/v2 by default) and never exceed backoff.cap.
package rules
