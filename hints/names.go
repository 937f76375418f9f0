package hints

import (
	"slices"
	"strings"
)

// This file holds how a name's words are built around its verb: resource
// first ("woo_orders_list", "container_stop"), an act made by the verb
// ("create_refund", "orders_refunds_create"), the object a verb needs to
// destroy ("stop" a container, "rotate" a key), and the words read as
// one ("readWriteQuery" writes, "check_in" is "checkin").

// resourceFirst reports whether ws[i], a verb only by its ending, is the
// plural resource of a name built as namespace, resource, verb
// ("woo_orders_list", "products_tags_list") or as namespace, resource
// ("motion_schedules"): a name's action is a verb's base form, so
// "orders" followed by a verb that ends the name is what that verb acts
// on.
func resourceFirst(ws []string, i int) bool {
	w := ws[i]
	if len(w) < 4 || w[len(w)-1] != 's' {
		return false
	}
	if _, ok := lexicon[w]; ok {
		return false
	}
	if e, ok := lookup(w); ok && (e.Effect == Destroys || i > 0 && slices.Contains(e.Objects, ws[i-1]) ||
		nearWord(ws, i, 1, 3, oneOf(e.Objects)) >= 0 || e.Exec && nearWord(ws, i, 1, 3, in(codeObjects)) >= 0) {
		// "records_deletes_get": a destructive verb is never taken
		// for a resource; what it does stands. Nor is a verb after
		// what it acts on ("slack_messages_posts", "image_pushes"),
		// read as "container_stop" is.
		return false
	}
	if i == len(ws)-1 {
		// After a namespace, a plural ending the name is the resource
		// ("motion_schedules"): the name has no verb, and the
		// description decides. Not after a noun of the lexicon, which
		// would decide instead ("acme_logs_runs" does not read logs).
		return i > 0 && !slices.ContainsFunc(ws[:i], func(w string) bool { e, ok := lookup(w); return ok && e.Noun })
	}
	last, ok := lexicon[ws[len(ws)-1]]
	if ok && last.Effect == Reads && !fetchVerbs[ws[len(ws)-1]] {
		// A reading verb that may also name what the plural does
		// ("db_runs_query", "acme_triggers_check") leaves the plural
		// its verb: a resource is listed or fetched.
		return false
	}
	return ok && !last.Noun && !last.Weak && last.Effect != Unknown
}

// fetchVerbs end a name built resource first when it reads
// ("woo_orders_list", "products_tags_get").
var fetchVerbs = set("list", "get", "fetch", "read", "show", "view", "describe", "count", "find", "retrieve", "search")

// droppedPlural reports a verb-like plural of ws taken for the name's
// resource by [resourceFirst].
func droppedPlural(ws []string) bool {
	for i, w := range ws {
		if e, ok := lookup(w); ok && !e.Noun && e.Effect != Unknown && resourceFirst(ws, i) {
			return true
		}
	}
	return false
}

// actObject returns the index of an act ("refund", "payouts") that the
// name's verb ws[i] makes: the word after it, or, for a verb ending a
// name built resource first ("orders_refunds_create"), the word before.
func actObject(ws []string, i int) int {
	isAct := func(w string) bool {
		return actNouns[w] || len(w) > 3 && w[len(w)-1] == 's' && actNouns[w[:len(w)-1]]
	}
	if j := nearWord(ws, i, 1, 2, isAct); j >= 0 {
		return j
	}
	if i > 0 && i == len(ws)-1 && isAct(ws[i-1]) {
		return i - 1
	}
	return -1
}

// objectOf returns the index of the word of ws, one of objects, that the
// verb ws[i] acts on: within three words after it or, for a verb ending
// a name built resource first ("container_stop"), the word before; or -1.
func objectOf(ws []string, i int, objects []string) int {
	if objects == nil {
		return -1
	}
	if j := nearWord(ws, i, 1, 3, oneOf(objects)); j >= 0 {
		return j
	}
	if i > 0 && i == len(ws)-1 && slices.Contains(objects, ws[i-1]) {
		return i - 1
	}
	return -1
}

// actFetched reports that ws[i], an act that is also a noun, is what a
// fetching verb ending the name gets ("backup_list", "release_get",
// "build_show"): the name is built resource first.
func actFetched(ws []string, i int) bool {
	last := len(ws) - 1
	if !actingNouns[ws[i]] || i >= last || !fetchVerbs[ws[last]] {
		return false
	}
	return !slices.ContainsFunc(ws[i+1:last], func(w string) bool { return joiners[w] })
}

// gerundModifier reports ws[i], a gerund that neither destroys nor runs,
// naming a thing, not the act: ending the name after another word, not
// a noun the name reads by ("account_following": the accounts followed,
// but "status_updating" updates), or before the verb that is the act
// ("tacitbase_staging_search_candidates": the staging environment).
func gerundModifier(ws []string, i int, e entry) bool {
	w := ws[i]
	if len(w) < 6 || !strings.HasSuffix(w, "ing") || e.Effect == Destroys || e.Exec {
		return false
	}
	if _, base := lexicon[w]; base {
		return false
	}
	if i == len(ws)-1 {
		// After a noun the name reads by ("status_updating"), the
		// gerund is the act done to it.
		prev, ok := lookup(ws[max(i-1, 0)])
		return i > 0 && !(ok && prev.Noun && prev.Effect == Reads)
	}
	next, ok := lookup(ws[i+1])
	return ok && !next.Noun && next.Effect != Unknown
}

// notNameVerb reports ws[i], a verb of the lexicon (entry e), that is not
// the name's act where it stands: a modifier, a resource named first, a
// record of the act, a test of it, an act fetched, a gerund naming a
// thing, or a word after "by", the key or the means
// ("blocklist_subscribers_by_query").
func notNameVerb(ws []string, i int, e entry) bool {
	return modifier(ws, i) || resourceFirst(ws, i) || recordOf(ws, i) || testsAct(ws, i) || actFetched(ws, i) ||
		gerundModifier(ws, i, e) || i > 0 && ws[i-1] == "by"
}

// fetchedNoun reports a name's last word that, after a fetching verb,
// is what the name fetches: a record a verb makes ("jenkins_list_queue")
// or a place that keeps things ("eth_search_archive"). Any other verb
// ending the name is its act ("todo_list_create",
// "mailchimp_list_subscribe", "redis_list_push").
func fetchedNoun(w string) bool { return actingNouns[w] || keepingBins[w] }

// readWrite drops "read" before "write" in a name ("readWriteQuery",
// "read_write_registers"): a tool that reads and writes writes.
func readWrite(ws []string) []string {
	for i := 0; i+1 < len(ws); i++ {
		if ws[i] == "read" && ws[i+1] == "write" {
			return append(ws[:i:i], ws[i+1:]...)
		}
	}
	return ws
}

// checkIn joins a name's last two words "check" "in" ("document_check_in")
// into the one verb "checkin", which records what is checked in; "in"
// before another word may be a place ("check_in_stock").
func checkIn(ws []string) []string {
	if n := len(ws); n >= 2 && ws[n-2] == "check" && ws[n-1] == "in" {
		return append(ws[:n-2:n-2], "checkin")
	}
	return ws
}
