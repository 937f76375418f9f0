package hints

// This file holds the data phrase: a description whose first sentence
// only names data ("Funding rate history.") reads when nothing else in
// the tool says what it does, and what else in the tool may say it acts.

import (
	"slices"
	"strings"
)

// dataHeads end a description that only names the data a tool gives
// ("Funding rate history.", "K-line (candlestick) data.", "Flash news.").
var dataHeads = set("data", "history", "news", "overview", "info", "information", "statistics", "stats",
	"metrics", "details", "prices", "quotes", "rates", "summary", "ranking", "rankings", "feed", "tickers",
	"candles", "analytics")

// dataPhrase returns a weak read when a description with no verb opens
// with a short phrase naming data ("Liquidation data."): such a tool is
// what it gives. It is asked only when nothing else in the tool says
// what it does.
func dataPhrase(toks []token, description string) hit {
	n := 0
	for n < len(toks) && toks[n].sentence == toks[0].sentence {
		n++
	}
	if n == 0 || n > 6 || !dataHeads[toks[n-1].w] {
		return hit{}
	}
	if actsAfter(toks, n) || actingItem(description) {
		return hit{} // "Position data. Closes the position at market."
	}
	for _, t := range toks[1:n] {
		if determiners[t.w] {
			return hit{} // a verb's object ("Refetch the feed")
		}
	}
	return hit{effect: Reads, idem: idemYes, weak: true, reason: `description names data: "` + toks[n-1].w + `"`}
}

// inputActs returns a top-level input that says the tool acts: a flag
// named with a verb that writes, or whose description opens with one
// ("close", "closeAll", "Close all positions"), or any input whose
// description has one after "to" ("Slack channel to post the news to"):
// the tool does what its input says, more than the data it names.
func inputActs(schema any) string {
	acts := func(w string) bool {
		e, ok := lookup(w)
		return ok && e.Effect >= Writes && !e.Noun && !e.Weak
	}
	return topProperty(schema, func(name string, p map[string]any) bool {
		flag := p["type"] == "boolean"
		if ws := Words(name); flag && len(ws) > 0 && acts(ws[0]) {
			return true
		}
		return descriptionHas(p, func(toks []token, i int) bool {
			return (flag && i == 0 || i > 0 && toks[i-1].w == "to") && acts(toks[i].w)
		})
	})
}

// actsAfterFirst reports a sentence after the description's first with
// a writing verb where its verb stands ("Account metrics. Archives
// inactive accounts."); see actsInLater.
func actsAfterFirst(toks []token) bool {
	n := 0
	for n < len(toks) && toks[n].sentence == toks[0].sentence {
		n++
	}
	return n > 0 && actsInLater(toks, n)
}

// opensActing reports a description whose first sentence opens, past its
// preamble, as a later one that acts does (actsLater): with a verb in
// the third person not known to read, before its object ("Files the
// quarterly report", "Retracts a news item"), or that reports to
// someone ("Reports the build status to GitHub"). A reading noun naming
// the tool does not vouch for what that verb does.
func opensActing(toks []token) bool {
	i := openingWord(toks)
	if i < 0 {
		return false
	}
	// The object opens with an article or a pronoun, after a particle if
	// any ("Tops up the balance"): "for" and "of" after a plural noun
	// ("Alias for scanner_health") open none.
	j := i + 1
	if j+1 < len(toks) && particles[toks[j].w] {
		j++
	}
	return j < len(toks) && toks[j].sentence == 0 && objectOpeners[toks[j].w] &&
		(actsLater(toks[i].w, toks[j].w) || reportsTo(toks, i))
}

// opensUnknownNameWord reports a description that opens, past its
// preamble, with a word the lexicon does not know which the tool's name
// holds after the resource it names ("status_reblog": "Reblog (boost) a
// status"): that word is the tool's act, of an effect nobody here knows,
// and the reading noun its object. A name's first word is left to
// [evidence.unknownOpener] ("dump_syntax_tree": "Dump code's syntax").
// An identifier counts: the name's own word before a parenthesis reads
// as one.
func opensUnknownNameWord(toks []token, nameWords []string, noun string) bool {
	i := pastPreamble(toks, 0, len(toks))
	if i >= len(toks) || toks[i].sentence > 0 || toks[i].w == noun || determiners[toks[i].w] || objectOpeners[toks[i].w] {
		return false
	}
	if _, known := lookup(toks[i].w); known {
		return false
	}
	// "User profile with name and email": the name's words, in a row,
	// are a noun phrase.
	next := i+1 < len(toks) && toks[i+1].sentence == 0 && slices.Contains(nameWords, toks[i+1].w)
	at := slices.Index(nameWords, toks[i].w)
	return at > 0 && !next
}

// opensNameVerb reports a description that opens, past its preamble,
// with the name's first word, which the lexicon does not know: the
// imperative of the tool's own act ("blocklist_subscribers_by_query":
// "Blocklist subscribers matching …").
func opensNameVerb(toks []token, nameWords []string) bool {
	i := pastPreamble(toks, 0, len(toks))
	if i >= len(toks) || toks[i].sentence > 0 || len(nameWords) < 2 || toks[i].w != nameWords[0] {
		return false
	}
	_, known := lookup(toks[i].w)
	return !known
}

// openingWord returns the index of the first word of a description's
// first sentence past its preamble and identifiers ("This tool
// deletes": "deletes"), or -1 when the first sentence has none.
func openingWord(toks []token) int {
	for i, t := range toks {
		if t.sentence > 0 {
			break
		}
		if !preamble[t.w] && !t.ident {
			return i
		}
	}
	return -1
}

// pastPreamble returns the index of the first word from toks[k] on,
// before end and in toks[k]'s sentence, that is not preamble ("This tool
// ...", "Use to ..."); identifiers count as words. It returns end, or
// the index where the sentence changes, when only preamble comes first.
func pastPreamble(toks []token, k, end int) int {
	for i := k; i < end; i++ {
		if toks[i].sentence != toks[k].sentence || !preamble[toks[i].w] {
			return i
		}
	}
	return end
}

// particles make a phrasal verb of the verb before them ("tops up",
// "shuts down").
var particles = set("up", "down", "off", "out", "over", "back", "away")

// actsAfter reports a sentence after the first n tokens that acts: one
// opening, or going on after an opener, with a verb in the third person
// not known to read before its object ("Closes the position at market",
// "This tool liquidates your positions"), or a writing verb where its
// verb stands ("Stores results in the database", "are closed").
func actsAfter(toks []token, n int) bool {
	for i := n; i+1 < len(toks); i++ {
		opens := toks[i].sentence != toks[i-1].sentence || i > n && laterOpeners[toks[i-1].w]
		if opens && toks[i+1].sentence == toks[i].sentence && actsLater(toks[i].w, toks[i+1].w) && !scheduled(toks, i) {
			return true
		}
	}
	return actsInLater(toks, n)
}

// actingItem reports a list item after the description's first line
// ("• close — market close of a position", "- cancel: cancel an order
// by id") named by a verb that destroys, or by one that writes and comes
// again in its text, or whose text opens with a verb in the third person
// before its object ("places a new order"): a data phrase with such a
// list does more than give data. An item named by a word that is also a
// noun and not taken up again ("• change — abnormal price movements")
// names data.
func actingItem(description string) bool {
	items := strings.FieldsFunc(description, func(r rune) bool { return r == '•' || r == '\n' })
	for _, item := range items[min(1, len(items)):] {
		head, rest, ok := cutItem(strings.TrimLeft(item, " \t-*"))
		if !ok {
			continue
		}
		toks := textTokens(rest)
		if ws := Words(head); len(ws) == 1 {
			e, found := lookup(ws[0])
			again := slices.ContainsFunc(toks, func(t token) bool { return t.w == ws[0] })
			if found && !e.Noun && (e.Effect == Destroys || e.Effect == Writes && again) {
				return true
			}
		}
		if len(toks) > 1 && actsLater(toks[0].w, toks[1].w) {
			return true
		}
	}
	return false
}

// cutItem splits a list item at its first separator: a dash or a colon.
func cutItem(item string) (head, rest string, ok bool) {
	for _, sep := range []string{" — ", " – ", " - ", ": "} {
		if head, rest, ok = strings.Cut(item, sep); ok {
			return head, rest, true
		}
	}
	return "", "", false
}

// laterOpeners stand before a later sentence's verb ("Also closes",
// "Automatically archives", "This tool liquidates", "WARNING: closes") or
// make its participle passive ("are closed", "gets sent").
var laterOpeners = set("also", "automatically", "then", "it", "will", "may", "can", "additionally", "first",
	"afterwards", "is", "are", "was", "were", "be", "been", "get", "gets", "getting",
	"tool", "warning", "note", "important", "caution")

// actsInLater reports a writing verb where a sentence after the first n
// tokens has its verb: opening it, after an adverb or a subject, or as a
// passive participle ("Stores results in the database", "Also closes
// positions", "Sent to the webhook URL", "Open positions are closed").
// Nouns in its lists ("• history — liquidation orders") are none, and
// so is the service's schedule ("Updates every 5 minutes").
func actsInLater(toks []token, n int) bool {
	for i := n; i < len(toks); i++ {
		slot := toks[i].sentence != toks[i-1].sentence || i > n && laterOpeners[toks[i-1].w]
		if !slot || scheduled(toks, i) {
			continue
		}
		if irregularSends[toks[i].w] {
			return true
		}
		if e, ok := lookup(toks[i].w); ok && e.Effect >= Writes && !e.Noun && !e.Weak {
			return true
		}
	}
	return false
}

// describingVerbs open a sentence that says what a tool takes or gives,
// not what it does ("Requires symbol", "Supports filters").
var describingVerbs = set("requires", "supports", "includes", "accepts", "provides", "uses", "needs",
	"takes", "contains", "covers", "returns", "shows", "lists", "gives", "defaults", "works", "means", "reports")

// actsLater reports a sentence that opens with a verb in the third
// person that is not known to read, before its object ("Closes the
// position at market", "Deletes it"): a tool that does it. A plural noun
// opening a list item ("positions — whale open positions") is none.
func actsLater(w, next string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || describingVerbs[w] ||
		!determiners[next] && next != "it" && next != "them" {
		return false
	}
	e, ok := lookup(w)
	return !ok || e.Effect != Reads
}
