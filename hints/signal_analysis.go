package hints

// This file holds running an analysis, which reads ("Run diagnostics on
// the project"), unless anything else the tool says acts, and sending
// attacks, which destroys whatever verb names the tool.

import "strings"

// analysisObjects are what a run that only looks produces: running one
// reports, it changes nothing ("Run diagnostics on the project", "Run AI
// Council 'security' analysis", "run_audit"). Tests, queries and scans
// are not here: a test runs the project's code, a query may be any
// statement, and a scan may send attack traffic.
var analysisObjects = set("analysis", "analyses", "diagnostic", "diagnostics", "audit", "audits", "review",
	"reviews", "check", "checks", "benchmark", "benchmarks", "inspection", "assessment", "healthcheck")

// runnables are what a run executes: named after "run", they say what
// is run whether inference knows the word or not.
var runnables = set("test", "tests", "suite", "script", "scripts", "command", "commands", "code", "job", "jobs",
	"pipeline", "pipelines", "workflow", "workflows", "query", "queries", "scan", "scans", "migration", "migrations",
	"build", "builds", "task", "tasks", "agent", "agents", "program", "programs", "playbook", "notebook", "cell", "cells",
	"sql", "shell", "container", "function", "lambda", "action", "actions", "hook", "hooks", "cron", "model", "prompt")

// runsAnalysis turns h, a write by "run", into a read when what is run is
// an analysis: the word after it in the name, or before it at the name's
// end ("benchmark_run"), or, when the name does not say, one of the next
// four words of the description's first sentence, when that sentence
// names nothing else that runs (see runsMore).
func runsAnalysis(h hit, nameWords []string, toks []token) hit {
	if h.effect != Writes || h.word != "run" && h.word != "runs" {
		return h
	}
	found, named := "", false
	for i, w := range nameWords {
		if w != "run" {
			continue
		}
		switch {
		case i+1 < len(nameWords):
			// The name says what it runs ("run_audit", "run_tests"),
			// unless by a word inference does not know ("run_erc"): the
			// description's first sentence says then.
			o := nameWords[i+1]
			_, known := lookup(o)
			named = known || runnables[o]
			if analysisObjects[o] {
				found = o
			}
		case i > 0:
			named = true
			if analysisObjects[nameWords[i-1]] {
				found = nameWords[i-1]
			}
		}
	}
	for i := 0; !named && found == "" && i < len(toks) && toks[i].sentence == toks[0].sentence; i++ {
		if toks[i].w == "run" || toks[i].w == "runs" {
			if j := near(toks, i, 1, 4, in(analysisObjects)); j >= 0 && !runsMore(toks) {
				found = toks[j].w
			}
		}
	}
	if found == "" || writesBesidesRun(toks) || actsBesidesRun(nameWords, toks) {
		return h
	}
	return hit{effect: Reads, idem: idemYes, reason: h.reason + `; what it runs is an "` + found + `", which reports`, word: h.word}
}

// runsMore reports a runnable named in the description's first sentence
// beside the analysis, not inside an identifier ("LightShell"), or a
// target the checks are run against: "Run dbt checks and models", "Run
// ruff checks and format the code" run those too, and "Run sqlmap checks
// against the login form" sends them at it.
func runsMore(toks []token) bool {
	for _, t := range toks {
		if t.sentence != toks[0].sentence {
			break
		}
		if !t.ident && (runnables[t.w] || runnables[strings.TrimSuffix(t.w, "s")]) || t.w == "against" {
			// Checks run "against the target URL" or "the login form"
			// are sent at it.
			return true
		}
	}
	return false
}

// attackWords name what an attack sends.
var attackWords = set("attack", "attacks", "exploit", "exploits", "payload", "payloads")

// attackSenders send or run it ("Fire attack payloads at a target",
// "auto-select attacks and execute a security scan").
var attackSenders = set("fire", "fires", "firing", "send", "sends", "sending", "launch", "launches",
	"execute", "executes", "run", "runs", "testing", "inject", "injects")

// quietWords say a tool sends nothing ("Offline encoding, no network
// traffic", "WITHOUT sending any traffic").
var quietWords = set("traffic", "sending", "network")

// sendsAttacks makes h destructive when the description's first sentence
// says the tool sends attacks ("Fire attack payloads at a target", "Hunt
// for WAF bypasses by testing payload mutations against a live target"):
// traffic meant to break in is externally visible, and what it does to
// an unprotected target cannot be taken back, whatever the verb that
// names the tool. A description that says it sends nothing ("Browse the
// local attack payload catalog WITHOUT sending any traffic", "Offline
// encoding") does not.
func sendsAttacks(h hit, toks []token) hit {
	if h.effect == Destroys || len(toks) == 0 {
		return h
	}
	for i, t := range toks {
		// Said of this tool, in its first sentences; later ones compare
		// it with others ("mutate shows you the encodings offline").
		if t.sentence < 3 && (t.w == "offline" || quietWords[t.w] && negated(toks, i)) {
			return h
		}
	}
	attack, sender := "", ""
	for i := 0; i < len(toks) && toks[i].sentence == toks[0].sentence; i++ {
		switch w := toks[i].w; {
		case negated(toks, i):
		case attackWords[w] && attack == "":
			attack = w
		case attackSenders[w] && sender == "":
			sender = w
		}
	}
	if attack == "" || sender == "" {
		return h
	}
	return destroys(h.reason + `; but it sends attacks ("` + sender + `", "` + attack + `")`)
}

// writesBesidesRun reports a writing verb where a clause's verb stands,
// other than "run" itself, in the passive too ("is uploaded") or as its
// means ("by placing a $1 hold"), a reading verb with an object it makes
// ("open a ticket"), or a joined clause whose verb is not known to read
// ("Run an audit of the site and fix every issue found").
func writesBesidesRun(toks []token) bool {
	for i, t := range toks {
		if t.w == "run" || t.w == "runs" || t.ident {
			continue
		}
		if i > 0 && i+1 < len(toks) && joiners[toks[i-1].w] && (determiners[toks[i+1].w] || toks[i+1].w == "every" || toks[i+1].w == "all") {
			if e, ok := lookup(t.w); !ok || e.Effect != Reads {
				return true
			}
		}
		if !clauseVerbSlot(toks, i) {
			continue
		}
		e, ok := lookup(t.w)
		if ok && e.Effect >= Writes && !e.Noun && !e.Exec {
			return true // not another word for running ("Executes all controls"); passive too ("is uploaded")
		}
		if ok && e.WriteObjects != nil && near(toks, i, 1, 3, oneOf(e.WriteObjects)) >= 0 {
			return true // "and open a ticket for each finding"
		}
	}
	return false
}

// clauseVerbSlot reports that toks[i] stands where a clause's verb does:
// listed, opening a sentence, after a word that opens a verb ("and",
// "will"), in the passive ("is uploaded") or as a means ("by placing").
func clauseVerbSlot(toks []token, i int) bool {
	if toks[i].listed || i == 0 || toks[i-1].sentence != toks[i].sentence {
		return true
	}
	prev := toks[i-1].w
	return verbOpeners[prev] || laterOpeners[prev] || prev == "by"
}

// remedies change what an analysis found ("auto-fix issues", "Fixes are
// applied", "with autofix enabled"); loads are analyses that send traffic
// at their target ("a penetration assessment", "a stress benchmark"), or
// that a project defines as its own code ("the checks defined in the
// repo's CI config", "pre-commit hooks").
var (
	remedies = set("fix", "fixes", "fixed", "fixing", "autofix", "repair", "repairs", "repaired", "remediate",
		"remediates", "remediation", "apply", "applies", "applied", "resolve", "resolves", "heal", "heals")
	loads = set("penetration", "pentest", "stress", "load", "attack", "fuzz", "fuzzing", "soak", "chaos",
		"ci", "pipeline", "pipelines", "workflow", "workflows", "makefile", "hook", "hooks", "precommit")
)

// actsBesidesRun reports a remedy anywhere in the name or the
// description ("run_audit_fix", "Run an audit and auto-fix issues",
// "Automatically applies safe fixes"), a word of the name other than
// "run" that writes, or an analysis that loads its target ("Run a stress
// benchmark against a live endpoint").
func actsBesidesRun(nameWords []string, toks []token) bool {
	for _, w := range nameWords {
		if e, ok := lookup(w); remedies[w] || loads[w] || ok && w != "run" && e.Effect >= Writes && !e.Noun && !e.Weak {
			return true
		}
	}
	for _, t := range toks {
		if remedies[strings.TrimPrefix(t.w, "auto")] || loads[t.w] {
			return true
		}
	}
	return false
}
