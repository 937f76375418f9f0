package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/hintgate/hintgate/rules"
)

// report prints the results and decides the exit status.
func (f *checkFlags) report(results []*result, failOn *failOnProgram, stdout, stderr io.Writer) error {
	failed := 0
	var rows []row
	for _, r := range results {
		for _, w := range r.warnings {
			fmt.Fprintf(stderr, "hintgate check: server %s: %s\n", quoteName(r.target.label()), safetext.Cut(r.target.conceal(w), 400))
		}
		switch {
		case r.err != nil:
			failed++
			fmt.Fprintf(stderr, "hintgate check: server %s: %s\n", quoteName(r.target.label()), oneLine(r.target.conceal(r.err.Error()), 400))
		case r.note != "":
			fmt.Fprintf(stderr, "hintgate check: server %s %s\n", quoteName(r.target.label()), r.note)
		}
		for _, l := range r.listings {
			rows = append(rows, newRow(r.name, &l))
		}
		for _, name := range r.accepted {
			fmt.Fprintf(stderr, "hintgate check: server %s: accepted the new definition of %s\n", quoteName(r.target.label()), quoteName(name))
		}
	}
	var err error
	if f.asJSON {
		err = printJSON(stdout, rows)
	} else {
		err = printTable(stdout, rows, len(results), failed)
	}
	if err != nil {
		return err
	}
	strictFailed := false
	if problems := f.unmatched(results); len(problems) > 0 {
		kind := "warning"
		if f.strict {
			kind, strictFailed = "error", true
		}
		for _, p := range problems {
			fmt.Fprintf(stderr, "hintgate check: %s: %s\n", kind, p)
		}
	}
	matched, errs := failOn.matches(rows)
	if len(matched) > 0 {
		fmt.Fprintf(stderr, "hintgate check: --fail-on %q matched %d tool(s):\n", f.failOn, len(matched))
		for i, r := range matched {
			fmt.Fprintf(stderr, "  %s %s: %s, %s by %s", cell(r.Server, 40), cell(r.Name, 60), r.Class, r.Action, cell(r.Rule, 60))
			if errs[i] != nil {
				msg, _, _ := strings.Cut(errs[i].Error(), "\n")
				fmt.Fprintf(stderr, " (error: %s; an error counts as a match)", oneLine(msg, 200))
			}
			fmt.Fprintln(stderr)
		}
	}
	switch {
	case failed > 0:
		return errServers
	case len(matched) > 0 || strictFailed:
		return errFailed
	}
	return nil
}

func quoteName(s string) string { return `"` + cell(s, 60) + `"` }

func printJSON(w io.Writer, rows []row) error {
	for _, r := range rows {
		if err := writeJSONLine(w, r.json()); err != nil {
			return err
		}
	}
	return nil
}

func printTable(w io.Writer, rows []row, servers, failed int) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SERVER\tNAME\tTITLE\tCLASS\tREAD-ONLY\tDESTRUCTIVE\tIDEMPOTENT\tOPEN-WORLD\tACTION\tRULE\tWARNINGS")
	var n struct{ allow, confirm, deny, hide, warnings int }
	for _, r := range rows {
		t := &r.listing.Tool
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", cell(r.Server, 32), cell(t.Name, 40), cell(t.Title, 30), t.Class,
			hintCell(t.ReadOnly), hintCell(t.Destructive), hintCell(t.Idempotent), hintCell(t.OpenWorld),
			r.Action, cell(r.Rule, 40), cell(strings.Join(t.Warnings, "; "), 160))
		switch r.listing.Decision.Action {
		case rules.Allow:
			n.allow++
		case rules.Confirm:
			n.confirm++
		case rules.Deny:
			n.deny++
		case rules.Hide:
			n.hide++
		}
		n.warnings += len(t.Warnings)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	summary := fmt.Sprintf("%d tools from %d of %d servers: %d allowed, %d confirm, %d denied, %d hidden, %d warnings",
		len(rows), servers-failed, servers, n.allow, n.confirm, n.deny, n.hide, n.warnings)
	if servers == 1 && failed == 0 {
		summary = fmt.Sprintf("%d tools: %d allowed, %d confirm, %d denied, %d hidden, %d warnings",
			len(rows), n.allow, n.confirm, n.deny, n.hide, n.warnings)
	}
	_, err := fmt.Fprintln(w, summary)
	return err
}
