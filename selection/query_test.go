package selection

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

func TestQueryEffect(t *testing.T) {
	tests := []struct {
		query string
		want  hints.Effect
	}{
		{"remove the old build", hints.Destroys},
		{"get rid of old.txt", hints.Destroys},
		{"forget what I told you", hints.Destroys},
		{"give them their money back", hints.Destroys},
		{"what changed today", hints.Reads},
		{"show me the logs", hints.Reads},
		{"save this to notes.md", hints.Writes},
		{"spin up a cluster", hints.Writes},
		{"hello there", hints.Unknown},
	}
	for _, tt := range tests {
		if _, got := parse(tt.query); got != tt.want {
			t.Errorf("parse(%q) effect = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestQuerySlots(t *testing.T) {
	slots, _ := parse("Remove removing the file notes.txt")
	// "remove" once (a repeated stem counts once), "file", "notes",
	// "txt" and the file name; stop words none.
	if len(slots) != 5 {
		t.Fatalf("slots = %v, want 5", slots)
	}
	if slots[0][0].term != "remov" || slots[0][0].weight != 1 {
		t.Errorf("first slot = %v, want the stem of remove at weight 1", slots[0])
	}
	if last := slots[len(slots)-1]; last[0].term != "~file" {
		t.Errorf("last slot = %v, want ~file for the file name", last)
	}
}

// The synonym table stays small and clean: every group has a name and a
// member, and no word sits in so many groups that it matches everything.
func TestSynonymTable(t *testing.T) {
	if len(synonyms) > 100 {
		t.Errorf("%d groups: the table is meant to stay small", len(synonyms))
	}
	for _, g := range synonyms {
		if len(g) < 2 {
			t.Errorf("group %v has no synonym", g)
		}
	}
	for stem, groups := range synonymsOf {
		if stem == "" || len(groups) > 3 {
			t.Errorf("%q is in %d groups %v", stem, len(groups), groups)
		}
	}
}

// A value in the query names the kind of tool that takes it.
func TestQueryValues(t *testing.T) {
	tests := []struct {
		query, want string
	}{
		{"what is at 40.7128, -74.0060", "~coordinates"},
		{"forward this to jane.doe+work@example.com", "~email"},
		{"grab https://example.org/blog", "~web"},
		{"open docs.python.org", "~web"},
		{"open notes.txt", "~file"},
	}
	for _, tt := range tests {
		slots, _ := parse(tt.query)
		found := false
		for _, sl := range slots {
			for _, qt := range sl {
				found = found || qt.term == tt.want
			}
		}
		if !found {
			t.Errorf("parse(%q) = %v, want a slot with %s", tt.query, slots, tt.want)
		}
	}
}
