package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// Lessons of held-out 81 to 84 (round 12), each written as a test before
// the change that passes it. The labelled tools are in those sets; the
// other cases are new sentences of the same shape.

// TestNameReadVerbUsedAsNoun: a name whose last word reads
// ("ableton_flatten_track") while the description uses that word as a
// noun ("Flatten a frozen Ableton Live track to audio") does not read:
// the word is the object of the name's verb, which inference does not
// know. It was the round's only destructive tool classed read-only.
func TestNameReadVerbUsedAsNoun(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"ableton_flatten_track", "Flatten a frozen Ableton Live track to audio when the bridge exposes a real flatten operation.", nil, hints.Destructive},
		{"smush_image", "Smush the image in place, replacing the original.", nil, hints.Destructive},
		// The name's read is kept where the description reads too, or
		// uses the word as a verb.
		{"audio_track", "Get the audio track of a clip.", nil, hints.ReadOnly},
		{"parcel_track", "Track a parcel by its number.", nil, hints.ReadOnly},
		{"get_track", "Returns a track.", nil, hints.ReadOnly},
	})
}

// TestParticipleBeforeItsNoun: a participle right before a noun, with
// no auxiliary before it, is an adjective ("Configured SMB/CIFS
// shares", "OMV shared folders"), and so is one in a state asked of
// each item ("mounted or not", "active/enabled state"): no act of the
// call. A participle after an auxiliary, or a past tense with its own
// object, still acts.
func TestParticipleBeforeItsNoun(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"list_smb_shares", "Configured SMB/CIFS shares.", nil, hints.ReadOnly},
		{"list_filesystems", "All filesystems OMV knows about (mounted or not).", nil, hints.ReadOnly},
		// A sentence that opens with a word the lexicon does not know may
		// open with its verb, whose object the participle qualifies: the
		// participle is left to act ("OMV shared folders" is a miss kept
		// for "Hot-swap changed Java classes into a running JVM").
		{"list_shared_folders", "OMV shared folders (name, path, device).", nil, hints.Write},
		{"redefine_classes", "Hot-swap changed Java classes into a running JVM. Scans a classes directory for .class files.", nil, hints.Write},
		{"memory_list", "List stored memory entries, optionally filtered by namespace.", nil, hints.ReadOnly},
		{"list_instances", "Configured Graylog instances with detected version.", nil, hints.ReadOnly},
		// Acts.
		{"proxy_setup", "Configures the proxy and returns the configured proxy.", nil, hints.Write},
		{"apply_labels", "Labels are applied to the issue.", nil, hints.Write},
		{"sync_folder", "Synced the folder with the remote copy.", nil, hints.Write},
		{"wipe_cache", "Deleted cache entries cannot be restored.", nil, hints.Destructive},
		// The head of a phrase a participle qualifies is a noun only
		// when it would write: a destroying word there still destroys
		// (a hostile "Cached entries wipe." under a reading name).
		{"show_cache", "Cached entries wipe.", nil, hints.Destructive},
		{"get_records", "Stored records purge, then list.", nil, hints.Destructive},
		// A reading participle before its noun is no act either, so it
		// does not take the place of the sentence's first verb: a
		// destroying verb after the phrase still leads (a hostile
		// "Listed files delete." under a reading name).
		{"list_files", "Listed files delete.", nil, hints.Destructive},
		{"list_files", "Listed files deleted.", nil, hints.Destructive},
		{"list_files", "Listed files: delete them all.", nil, hints.Destructive},
		{"get_cache", "Fetched pages overwrite the cache.", nil, hints.Write},
		{"list_files", "Listed files with their sizes.", nil, hints.ReadOnly},
	})
}
