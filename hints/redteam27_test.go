package hints_test

// Red team of inference, round 27: honest wordings, as real servers
// send them, of tools that write or destroy which inference classed
// read-only. Each case failed before its fix; the cases that still
// read are the wordings each fix must leave alone.

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRedteam27CoordinatedPredicate: two verbs in the third person
// joined by "and" or "then" share the tool as subject, so the second
// is as much the tool's act as the first ("Reviews the pull request
// and approves it"), when it has an object of its own; the base form
// ("Review ... and approve it") already counted.
func TestRedteam27CoordinatedPredicate(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"review_pr", "Reviews the pull request and approves it.", stringProps("pr"), hints.Write},
		{"analyze_table", "Analyzes a table and updates its statistics.", stringProps("table"), hints.Write},
		{"get_ticket", "Gets the next unassigned ticket and assigns it to the caller.", nil, hints.Write},
		{"find_duplicate", "Finds the duplicate issue and archives it.", nil, hints.Write},
		{"read_inbox", "Reads the newest email and then labels it.", nil, hints.Write},
		// Verbs joined without an object of their own, or that make
		// or shape what is returned, still read.
		{"fetch_url", "Fetches the URL and follows redirects.", stringProps("url"), hints.ReadOnly},
		{"web_search", "Searches the web and returns the top results.", stringProps("query"), hints.ReadOnly},
		{"read_file", "Reads the file and returns its content.", stringProps("path"), hints.ReadOnly},
		{"get_weather", "Gets the weather and formats it as a table.", stringProps("city"), hints.ReadOnly},
		{"analyze_code", "Analyzes the code and generates a report.", stringProps("path"), hints.ReadOnly},
		{"fetch_page", "Fetches the page and converts it to markdown.", stringProps("url"), hints.ReadOnly},
		{"compare_branches", "Compares two branches and highlights the differences.", nil, hints.ReadOnly},
		{"list_issues", "Lists issues and shows their labels.", nil, hints.ReadOnly},
	})
}
