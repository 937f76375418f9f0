package hints

import "strings"

// This file holds the others'-act signal: a destructive word that says
// what someone other than the tool does ("Products describe the items
// that customers can purchase", "Prices describe how to charge for
// products", "people and businesses that make purchases") describes the
// domain, not the call. Such a word is kept (it still blocks every rule
// that needs a quiet description, and decides for a name without a
// specific verb), but a write verb in the name outranks it. Four shapes
// count: a party and a modal before the word ("a customer can buy") in a
// sentence that does not name the tool or its input as the means ("Users
// can delete it with this tool"), "how to" after a describing verb
// ("describe how to charge"; "decide how to refund it" is the tool's),
// "based on" before it with no object after it (a criterion: "based on
// purchasing power", not "based on refunding every payment"), and
// "make" before it after a party and "that" or "who" ("people that make
// purchases") or, for a gerund, after "to" ("to make buying easy").

// parties act on their own behalf.
var parties = set("customer", "customers", "user", "users", "people", "person", "buyer", "buyers", "client", "clients",
	"business", "businesses", "member", "members", "subscriber", "subscribers", "visitor", "visitors", "shopper", "shoppers")

// possibility modals say what a party can do.
var possibility = set("can", "could", "may", "might")

// lightMakes make an act noun of what follows.
var lightMakes = set("make", "makes", "making")

// othersAct reports that toks[i] is the act of a party other than the
// tool.
func othersAct(toks []token, i int) bool {
	at := func(k int) string {
		if k < 0 || toks[k].sentence != toks[i].sentence {
			return ""
		}
		return toks[k].w
	}
	switch {
	case possibility[at(i-1)] && (parties[at(i-2)] || at(i-2) == "they"):
		return !namesMeans(toks, i)
	case at(i-1) == "to" && at(i-2) == "how":
		return inflects(at(i-3), describers) != ""
	case at(i-1) == "on" && at(i-2) == "based":
		// A criterion is a noun ("based on purchasing power"); with an
		// object the word acts ("based on refunding every payment").
		next := at(i + 1)
		return !determiners[next] && !quantifiers[next]
	}
	k := i - 1
	if determiners[at(k)] {
		k--
	}
	if !lightMakes[at(k)] {
		return false
	}
	// "the people that make purchases" (a party before "that" or
	// "who"), "to make buying frictionless" (a gerund made easy); "an
	// order that makes purchases" and "to make purchases with the card"
	// are the tool's own.
	switch at(k - 1) {
	case "that", "who":
		return parties[at(k-2)]
	case "to":
		return strings.HasSuffix(toks[i].w, "ing")
	}
	return false
}

// quantifiers open an object.
var quantifiers = set("every", "all", "each", "some", "both", "his", "her", "our", "your", "my")

// describers say how something is done without doing it.
var describers = set("describe", "explain", "define", "document", "specify", "show")

// meansWords name the tool or its input as how a party acts ("with this
// tool", "by passing an empty body").
var meansWords = set("tool", "endpoint", "function", "call", "operation", "method", "passing", "setting", "parameter",
	"parameters", "param", "params", "option", "options", "flag", "argument", "arguments", "input", "inputs", "field", "property")

// namesMeans reports a word naming the tool or its input in the sentence
// of toks[i].
func namesMeans(toks []token, i int) bool {
	return inSentence(toks, i, in(meansWords))
}

// dangerBeside returns the destructive word of the description, or else
// the schema's destructive mode, beside the name's verb nv. Beside a write
// verb, a word that is only what someone else does ("Products are what
// customers can purchase") does not count: the name's action stands.
//
// Beside a write verb, an option that unlinks ("removeLabelIds") is part
// of the write.
func (ev *evidence) dangerBeside(nv hit) hit {
	flag := ev.flag
	if flag.unlink && nv.effect == Writes && !nv.weak {
		flag = hit{}
	}
	if ev.danger.others && nv.effect == Writes && !nv.weak {
		return flag
	}
	return orElse(ev.danger, flag)
}
