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
//	servers:
//	  fs:      {trust: trusted}                        # trusted | checked (default) | untrusted
//	  scraper: {trust: untrusted, unannotated: deny}   # posture for tools with no annotations
//	overrides:                   # force hints; they feed hint resolution
//	  - name: fs-write-destructive
//	    server: fs               # glob, empty matches every server
//	    tool: write_*            # glob, empty matches every tool
//	    when: 'tool.openWorld'   # optional; sees the tool and session only
//	    hints: {destructive: true, idempotent: true}
//	rules:
//	  - name: reads-are-free
//	    when: tool.readOnly
//	    action: allow
//	  - name: no-system-files
//	    when: 'anyPath(args, ["/etc/**", "/usr/**"])'
//	    action: deny
//	    reason: "{{ tool.name }} may not touch system files"   # shown to the model
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
//	tool.annotated   the server declared any hint
//	tool.changed     the definition changed since it was approved
//	tool.trust       "trusted" | "checked" | "untrusted"
//	args             the call's arguments: args.path, args.options.force, args["odd-key"]
//	attempt          1 for the first try, 2 for the first retry
//	confirmed        a human approved this tool with these arguments in this session
//	session.mode, session.scopes, session.labels
//	error.message, error.transient, error.timeout   in retry rules
//
// A missing argument is nil, and a comparison with it is false, not an
// error: `args.path startsWith "/etc"` is false on a call without a path.
// An argument of the wrong type (a number where a string is compared) is
// an error at run time, and errors deny.
//
// Helper functions, besides expr's own (startsWith, matches, in, len, ...):
//
//	glob(pattern, name)            "*" matches any run of characters, "?" one
//	anyPath(args, patterns)        any string argument, at any depth, is a path
//	                               under a pattern ("/etc/**") or matching a glob;
//	                               ".." is resolved first
//	anyURLOutside(args, hosts)     any URL argument, at any depth, whose host
//	                               matches none of the host globs ("*.example.com")
//	pathUnder(value, pattern)      one value is a path under the pattern
//	get(args, "a.b.c")             safe nested access; nil when missing
//	hasScope(session.scopes, s)    same as `s in session.scopes`
//
// The last two let one rule cover every tool that touches the same
// resource, whichever server it comes from and whatever its argument is
// called.
//
// # Errors
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
// with the trace of every rule tried.
//
// # Layers
//
// [Stack] layers policies, highest first (organisation, user, project).
// The most specific layer whose rule matches, or that sets a default,
// decides. A layer with lock: true is a floor for the layers below: when
// its own rule matches with a stricter action (allow < confirm < deny <
// hide), that action stands.
//
// # Retries
//
// [Policy.Retry] says whether a failed call is tried again and after what
// wait. Without retry rules, idempotent tools are retried on transient
// errors, at most 3 attempts in all. Whatever the rules say, a tool that is
// not idempotent is never retried.
package rules
