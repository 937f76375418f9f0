package hints_test

import (
	"encoding/json"
	"flag"
	"os"
	"testing"

	"github.com/hintgate/hintgate/hints"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var showMisses = flag.Bool("misses", false, "log the tools each corpus test classes wrongly, held-out sets included")

// figures are the scores that matter, as fractions.
type figures struct {
	accuracy, destructiveRecall, readOnlyPrecision, readOnlyRecall float64
}

func (s *scores) figures() figures {
	return figures{
		accuracy:          ratio(s.correct, s.n),
		destructiveRecall: ratio(s.destructiveFound, s.destructive),
		readOnlyPrecision: ratio(s.predictedROCorrect, s.predictedRO),
		readOnlyRecall:    ratio(s.readOnlyFound, s.readOnly),
	}
}

// below reports whether any figure of f is under the floor's.
func (f figures) below(floor figures) bool {
	return f.accuracy < floor.accuracy || f.destructiveRecall < floor.destructiveRecall ||
		f.readOnlyPrecision < floor.readOnlyPrecision || f.readOnlyRecall < floor.readOnlyRecall
}

// scoreSet scores inference alone (annotations removed) on a labelled set
// in the corpus format.
func scoreSet(t *testing.T, path string) scores {
	t.Helper()
	var s scores
	for _, e := range loadEntries(t, path) {
		tool := &mcp.Tool{Name: e.Name, Description: e.Description, InputSchema: e.InputSchema}
		if e.Title != nil {
			tool.Title = *e.Title
		}
		got := hints.Resolve(tool)
		s.add(e.Label.Class, got.Class, e.Name)
		if *showMisses && got.Class.String() != e.Label.Class {
			t.Logf("miss %-40s label=%-11s got=%-11s %s", e.Name, e.Label.Class, got.Class, hints.InferTool(tool).Reason)
		}
	}
	return s
}

// TestCorpusInference scores inference alone (annotations removed) on
// every labelled set and prints the figures:
//
//   - dev: testdata/tools-dev.jsonl, 215 tools from 10 servers, tuned on;
//   - held-out: testdata/heldout.jsonl, 50 tools (name and description
//     only), tuned on since;
//   - held-out 2: testdata/heldout2.jsonl, 183 tools from 14 npm servers,
//     labelled before inference ran on them, tuned on since its first
//     contact;
//   - held-out 3: testdata/heldout3.jsonl, 160 tools from 14 more npm
//     servers, labelled before inference ran on them, tuned on since its
//     first contact (accuracy 0.825, destructive recall 0.964, read-only
//     precision 0.957, read-only recall 0.846);
//   - held-out 4: testdata/heldout4.jsonl, 138 tools from 10 more npm
//     servers, labelled before inference ran on them, tuned on since its
//     first contact (2026-11-22: accuracy 0.696, destructive recall
//     0.909, read-only precision 0.977, read-only recall 0.558) with
//     general signals only (rendered artifacts, unlinking, session
//     context, clause roles).
//   - held-out 5: testdata/heldout5.jsonl, 253 tools from 12 more npm
//     servers, labelled before inference ran on them, tuned on since its
//     first contact (2026-11-22: accuracy 0.850, destructive recall 0.800,
//     read-only precision 0.976, read-only recall 0.924, 0 destructive as
//     read-only).
//   - held-out 6: testdata/heldout6.jsonl, 366 tools from 15 more npm
//     servers, labelled before inference ran on them; first contact
//     (2026-11-22, after the signals tuned on held-out 4 and 5): accuracy
//     0.874, destructive recall 0.904, read-only precision 0.984,
//     read-only recall 0.939, 0 destructive as read-only (before those
//     signals: 0.883, 0.904, 0.984, 0.949, 1 destructive as read-only);
//     tuned on since its first contact, with general signals only
//     (dispatching tools, late write modes, set contents, saved
//     products, others' acts, logging out, sending away, later-call
//     context, gerund subjects, caches); 2026-11-22: accuracy 0.918,
//     destructive recall 0.962, read-only precision 1, read-only recall
//     0.955.
//   - held-out 7: testdata/heldout7.jsonl, 288 tools from 16 more npm
//     servers, labelled before inference ran on them; first contact
//     (2026-11-22, after the signals tuned on held-out 4, 5 and 6):
//     accuracy 0.840, destructive recall 0.842, read-only precision
//     0.978, read-only recall 0.910, 0 destructive as read-only (before
//     those signals: 0.837, 0.789, 0.964, 0.910, 1 destructive as
//     read-only); tuned on since its first contact, with general
//     signals only (the whole content of what an update replaces,
//     choices that all destroy, the owner role, an option to send a
//     message, downloads into a local place, a stored folder's items,
//     options that unlink); 2026-11-22: accuracy 0.885, destructive
//     recall 0.965, read-only precision 1, read-only recall 0.910, 0
//     destructive as read-only. Every firing of those signals on every
//     set agrees with its label (18 tools: 12 in held-out 7, the
//     download signal also in held-out 4 and 6, the every-choice signal
//     also in dev); they leave the other sets' figures unchanged.
//   - held-out 8: testdata/heldout8.jsonl, 218 tools from 17 more npm
//     servers, labelled before inference ran on them; first contact
//     (2026-11-22, after the signals tuned on held-out 4 to 7): accuracy
//     0.885, destructive recall 0.867 (13/15), read-only precision 0.993,
//     read-only recall 0.887, 0 destructive as read-only (before those
//     signals: 0.885, 0.800, 0.993, 0.894, 0); tuned on since its first
//     contact, with general signals only (the whole thing an update
//     replaces, publishing to a registry, removals that keep what they
//     remove, undoing a write); 2026-11-22: accuracy 0.904, destructive
//     recall 1, read-only precision 0.993, read-only recall 0.887, 0
//     destructive as read-only; its one false read-only, verify_task,
//     which must be given a score to record, is since a write (accuracy
//     0.908, read-only precision 1). The removal signal also fires in held-out
//     5 and 7 (accuracy 0.917 -> 0.921, 0.885 -> 0.889), the undoing one
//     in held-out 3 (0.950 -> 0.956); every firing of the four agrees
//     with its label.
//   - held-out 9: testdata/heldout9.jsonl, 215 tools from 14 more npm
//     servers, labelled before inference ran on them; first contact
//     (2026-11-22, after the signals tuned on held-out 4 to 8 and two red
//     teams): accuracy 0.912, destructive recall 0.854 (35/41), read-only
//     precision 1, read-only recall 0.963, 0 destructive as read-only
//     (before those signals: 0.893, 0.780, 1, 0.963, 0); tuned on since
//     its first contact, with general signals only (stored data without
//     history: an update whose targets are chosen by conditions, of a
//     table row, secret, password, variable, DNS record or file outside
//     a repository, in place or "mutates", of a whole spec, an upload
//     over a stored file named by id); 2026-11-22: accuracy 0.930,
//     destructive recall 0.951 (39/41), read-only precision 1, read-only
//     recall 0.963, 0 destructive as read-only. Those signals also fire
//     in held-out 6 (1 tool) and 7 (2 tools), every firing on every set
//     agrees with its label; a wider noun class (record, document,
//     config, key, cell, field, item...) would have caught no more
//     destructive tools and classed 19 writes destructive (labellers
//     credit Airtable, HubSpot, Sanity and Feishu records with history),
//     so it is not used.
//   - held-out 10: testdata/heldout10.jsonl, 284 tools from 19 more npm
//     servers, labelled before inference ran on them; first contact
//     (2026-11-22, after the signals tuned on held-out 4 to 9): accuracy
//     0.905, destructive recall 0.925 (37/40), read-only precision 0.982
//     (160/163), read-only recall 0.930, 0 destructive as read-only
//     (before those signals: 0.908, 0.900, 0.976, 0.930, 1); tuned on
//     since (resource-first names, placing a call, inputs carried off to
//     install or upload).
//   - held-out 11 to 14: testdata/heldout11.jsonl to heldout14.jsonl, 969
//     tools from 64 more npm servers, labelled before inference ran on
//     them. First contacts (2026-11-22), accuracy / destructive recall /
//     read-only precision / read-only recall / destructive as read-only:
//     held-out 11 (250 tools, 14 servers; the code as held-out 10 left
//     it) 0.868 / 0.819 (59/72) / 0.974 (114/117) / 0.919 / 1;
//     held-out 12 (221 tools, 14 servers; after the signals learnt from
//     held-out 11) 0.846 / 0.857 (42/49) / 0.991 (106/107) / 0.930 / 0,
//     identical to the code before those signals; held-out 13 (257
//     tools, 20 servers; after 11 and 12) 0.887 / 0.841 (37/44) / 0.993
//     (147/148) / 0.942 / 0, against 0.887 / 0.818 before the signals
//     learnt from 11 and 12; held-out 14 (241 tools, 16 servers; after 11
//     and 12) 0.859 / 0.925 (37/40) / 1 (121/121) / 0.896 / 0, identical
//     to the code before. Tuned on since, with general signals (modes
//     listed in prose, a statement run by an option, files edited in
//     place, "where" in an update, uploads to a destination path, inputs
//     that may kill, stopping containers, registry pushes, key-value
//     sets, picking a site or project, API calls at any endpoint, code
//     among a property's types, placing orders).
//   - held-out 15 and 16: testdata/heldout15.jsonl (246 tools, 18
//     servers) and heldout16.jsonl (234 tools, 17 servers), labelled
//     before inference ran on them. First contacts (2026-11-22, after the
//     signals learnt from held-out 11 to 14): held-out 16 0.868 / 0.879
//     (29/33) / 0.960 (121/126) / 0.917 / 1, against 0.863 / 0.848 / 0.960
//     / 0.917 / 1 on the code before this work; held-out 15 (after three
//     more signals learnt from held-out 16) 0.841 / 0.842 (48/57) / 0.971
//     (102/105) / 0.953 / 1, against 0.837 / 0.825 / 0.971 / 0.953 / 1.
//     Pooled over the six first contacts of held-out 11 to 16 (1,449
//     tools, 99 servers): 0.862 / 0.854 (252/295) / 0.982 (711/724) /
//     0.926 / 3, where the code before this work scores 0.861 / 0.844 /
//     0.982 / 0.926 / 3 on the same sets. Tuned on since (a highlight is
//     stored, exports to a configured place, written files, declined
//     pull requests, query languages that write).
//   - held-out 17 and 18: testdata/heldout17.jsonl (232 tools, 21
//     servers) and heldout18.jsonl (237 tools, 18 servers), labelled
//     before inference ran on them, never tuned on. First contacts
//     (2026-11-22, after every signal learnt from held-out 11 to 16):
//     held-out 17 0.841 / 0.875 (14/16) / 0.993 (151/152) / 0.868 / 0,
//     held-out 18 0.865 / 0.839 (26/31) / 0.987 (149/151) / 0.914 / 0,
//     both identical to the code before any of this session's signals.
//     A red team of those signals (redteam4_test.go) closed 48 ways to
//     read-only; held-out 17 is 0.836 / 0.875 / 0.993 / 0.862 since.
//   - held-out 19 and 20: testdata/heldout19.jsonl (182 tools, 18
//     servers) and heldout20.jsonl (182 tools, 14 servers), labelled
//     before inference ran on them, never tuned on. First contacts
//     (2026-11-22, on the code after that red team): held-out 19 0.802 /
//     0.875 (21/24) / 0.976 (80/82) / 0.842 / 0, against 0.791 / 0.833 /
//     0.964 / 0.842 / 0 on the code before this session's signals;
//     held-out 20 0.830 / 0.825 (33/40) / 0.976 (81/83) / 0.890 / 0,
//     against 0.830 / 0.800 / 0.976 / 0.901 / 0. Pooled over the ten
//     first contacts of held-out 11 to 20 (2,282 tools, 170 servers):
//     0.853 / 0.852 (346/406) / 0.983 (1,172/1,192) / 0.908 / 3, against
//     0.851 / 0.840 / 0.982 / 0.909 / 3 before.
//   - The learnt check (learnt.go) is fitted on every set above, so their
//     figures since include its fit and say nothing of unseen servers.
//     Simulated first contact of held-out 11 to 20: the rules as they
//     stood before those sets (4387b95), with weights fitted on the sets
//     before them, score 0.854 / 0.877 (356/406) / 0.985 (1,172/1,190) /
//     0.908 / 3, against 0.851 / 0.840 / 0.982 / 0.909 / 3 without the
//     check.
//   - held-out 21 and 22: testdata/heldout21.jsonl (195 tools, 17
//     servers) and heldout22.jsonl (237 tools, 13 servers), labelled
//     before inference ran on them, held back from the learnt check's fit
//     and never tuned on. First contacts (2026-11-22): held-out 22 on the
//     check's first fit (L2 1e-3, fewer function words left out) 0.823 /
//     0.930 (40/43) / 0.974 (112/115) / 0.855 / 0; the fit was then
//     changed on the simulation above (not on held-out 22), and held-out
//     22 is 0.810 / 0.884 (38/43) / 0.957 (112/117) / 0.855 / 0 on it,
//     against 0.806 / 0.860 / 0.949 / 0.855 / 0 without the check.
//     Held-out 21, first contact on the final code: 0.856 / 0.889 (8/9) /
//     0.993 (139/140) / 0.885 / 0, against 0.851 / 0.889 / 0.979 / 0.885
//     / 0 without the check. Pooled (432 tools, 30 servers): 0.831 /
//     0.885 (46/52) / 0.977 (251/257) / 0.872 / 0, against 0.826 / 0.865
//     / 0.965 / 0.872 / 0.
//   - held-out 23 and 24: testdata/heldout23.jsonl (227 tools, 14
//     servers) and heldout24.jsonl (284 tools, 12 servers), labelled
//     before inference ran on them, held back from the learnt check's
//     fit. First contacts (2026-11-22, on the final code with the check):
//     held-out 23 0.797 / 0.889 (48/54) / 0.944 (102/108) / 0.864 / 1,
//     against 0.784 / 0.833 / 0.936 / 0.864 / 1 without the check;
//     held-out 24 0.813 / 0.923 (36/39) / 0.977 (130/133) / 0.890 / 1,
//     against 0.820 / 0.897 / 0.977 / 0.890 / 1. Pooled over held-out 21
//     to 24 (943 tools, 56 servers): 0.818 / 0.897 (130/145) / 0.970
//     (483/498) / 0.875 / 2, against 0.814 / 0.862 / 0.962 / 0.875 / 2.
//     Tuned on since: its two destructive tools classed read-only (an
//     option said to execute the statement, a free-text GraphQL query),
//     and stored procedures run (held-out 22 is 0.819 / 0.930 since).
//     Tuned on since (after this paragraph's first contacts): a query
//     the description restricts to reading, nouns a verb's spelling
//     hides, a download into a named directory, debugger steps, opening
//     a window, weak write verbs the lexicon lacked, work sent to a
//     language model, keys typed, fields cleared, generated content
//     returned; a red team of those (redteam9_test.go) closed 60 ways to
//     read-only or to a lesser class. Held-out 21 to 24 are 0.867 /
//     0.889 / 0.993 / 0.892, 0.844 / 0.930 / 0.983 / 0.870, 0.824 / 0.907
//     / 0.963 / 0.881 and 0.827 / 0.949 / 0.992 / 0.890 since, still
//     outside the learnt check's fit.
//   - held-out 25 to 28: testdata/heldout25.jsonl (217 tools, 20
//     servers), heldout26.jsonl (110, 18), heldout27.jsonl (206, 21) and
//     heldout28.jsonl (231, 20), labelled before inference ran on them
//     and held back from the learnt check's fit. First contacts
//     (2026-11-22), each on the code as it stood when the set arrived,
//     between the signals above: held-out 25 0.677 / 1 (16/16) / 0.983
//     (113/115) / 0.673 / 0 (one server of 33 tools that "make" contract
//     source code and only return it is 33 of its 70 misses); held-out
//     26 0.855 / 1 (8/8) / 0.963 (79/82) / 0.878 / 0; held-out 27 0.757 /
//     0.862 (25/29) / 0.978 (89/91) / 0.781 / 0; held-out 28 0.827 / 0.850
//     (17/20) / 0.973 (143/147) / 0.917 / 1. Pooled (764 tools, 79
//     servers): 0.770 / 0.904 (66/73) / 0.975 (424/435) / 0.803 / 1. The
//     code at the session's start (90f2cef) scores 0.766 / 0.904 / 0.975
//     / 0.801 / 1 on them: this session's signals gained three tools on
//     unseen servers. Without the learnt check the first contacts find 61
//     of the 73 destructive tools, not 66. Tuned on since: held-out 28's
//     destructive tool classed read-only (an agent set to work), 0.831 /
//     0.900 / 0.979 / 0.917 / 0 since; names of data without a verb
//     (map_weather, map_directions, whatever the description's
//     language), held-out 27 0.772 / 0.862 / 0.979 / 0.807 since.
//   - held-out 29 and 30: testdata/heldout29.jsonl (167 tools, 15
//     servers) and heldout30.jsonl (183 tools, 12 servers), labelled
//     before inference ran on them, held back from the fit. Held-out 29,
//     first contact on the final code, never tuned on: 0.760 / 0.882
//     (15/17) / 0.988 (82/83) / 0.719 / 0, identical to the code at the
//     session's start. Pooled over the first contacts of held-out 25 to
//     30 (1,114 tools, 106 servers): 0.783 / 0.900 (108/120) / 0.975
//     (593/608) / 0.805 / 2, against 0.780 / 0.900 / 0.975 / 0.803 / 2
//     for the code at the session's start.
//     Held-out 30, first contact (2026-11-22, on the code after every
//     signal above but the last): 0.858
//     / 0.900 (27/30) / 0.967 (87/90) / 0.916 / 1, identical to the code
//     at the session's start (0.869 without the learnt check, which
//     found no destructive tool here and made two writes destructive).
//     Tuned on since: its destructive tool classed read-only, a query
//     the description runs whose input is SQL; 0.863 / 0.933 / 0.978 /
//     0.916 / 0 since.
//   - held-out 31: testdata/heldout31.jsonl (160 tools, 11 servers, a–l),
//     labelled before inference ran on it, held back from the fit. First
//     contact (2026-11-22): 0.769 / 0.964 (27/28) / 0.973 (71/73) / 0.910
//     / 0; without the learnt check 0.769 / 0.893 (25/28).
//   - held-out 32: testdata/heldout32.jsonl (256 tools, 22 servers, m–z),
//     labelled before inference ran on it, held back from the fit. First
//     contact (2026-11-22): 0.816 / 0.850 (17/20) / 0.981 (152/155) /
//     0.859 / 1; without the learnt check 0.832 / 0.850 / 0.974 / 0.859 /
//     1. Pooled with held-out 31 (416 tools, 33 servers): 0.798 / 0.917
//     (44/48) / 0.978 (223/228) / 0.875 / 1. Tuned on since: its
//     destructive tool classed read-only, a session deleted by its ID
//     (TestDeletedSessionIsNoContext), and a tool whose own inputs are a
//     tool's name and its free arguments (TestDispatchTopLevel); 0.824 /
//     0.950 / 0.987 / 0.859 / 0 since.
//   - held-out 34: testdata/heldout34.jsonl (247 tools, 15 servers, m–z),
//     labelled before inference ran on it, held back from the fit. First
//     contact (2026-11-22): 0.757 / 0.857 (18/21) / 0.874 (118/135) /
//     0.831 / 0; without the learnt check 0.773. Most of its read-only
//     misses are one server's file converters, which write an output
//     file that few of their descriptions name.
//   - held-out 33: testdata/heldout33.jsonl (211 tools, 9 servers, a–l),
//     labelled before inference ran on it, held back from the fit. First
//     contact (2026-11-22, with the first signal below, found on held-out
//     34, which moves none of its tools): 0.716 / 0.757 (28/37) / 0.938
//     (91/97) / 0.765 / 3; without the learnt check 0.725 / 0.703. Pooled
//     with held-out 34 (458 tools, 24 servers): 0.738 / 0.793 (46/58) /
//     0.900 (209/232) / 0.800 / 3.
//     Tuned on since (generalise11_test.go; none moves any other of the
//     7,583 labelled tools the wrong way, and nine move the right way): a
//     pure transformation that says it writes its result to a file or an
//     output (TestPureThenKept); a name ending in the record of an act
//     that is also a noun, "capgo_build_logs", "firebase_deploy_status"
//     (TestRecordOfAnAct); "migrate" and "inject" write
//     (TestMigrateAndInject); "test" may check or run, and a description
//     that runs decides (TestTestThatRuns); "kill banners" kill nothing
//     (TestKillBannersKillNothing); a first sentence that reads "then"
//     writes (TestReadThenWrites); a pure transformation of a file named
//     by its path that says of no result it returns makes a file
//     (TestTransformsFile: five of held-out 34's converters, no other
//     tool). Held-out 33: 0.720 / 0.757 / 0.979 / 0.773 / 0; held-out 34:
//     0.785 / 0.857 / 0.937 / 0.831 / 0.
//   - held-out 36: testdata/heldout36.jsonl (239 tools, 19 servers, m–z),
//     labelled before inference ran on it, held back from the fit. First
//     contact (2026-11-22, on the code with every signal above): 0.732 /
//     0.857 (18/21) / 0.974 (113/116) / 0.724 / 0; without the learnt
//     check 0.732 / 0.810. Most of its misses are one market-data
//     server's tools, read-only, whose descriptions only name their data
//     ("Funding rate history.") or speak of trades and orders. Tuned on
//     since (generalise12_test.go; no other labelled tool moves the wrong
//     way): a description that only names data reads when nothing else
//     says what the tool does (TestDataPhrase, ten tools); clearing the
//     console a session shows is its context (TestClearConsole; two more
//     in held-out 10 and 19); a reason names the same property every time
//     (TestReasonStable). 0.778 / 0.857 / 0.976 / 0.795 / 0 since.
//   - held-out 35: testdata/heldout35.jsonl (174 tools, 13 servers, a–l,
//     mostly platform-binary packages), labelled before inference ran on
//     it, held back from the fit. First contact (2026-11-22, on the code
//     with every signal above): 0.603 / 0.786 (11/14) / 0.923 (72/78) /
//     0.605 / 3; without the learnt check 0.615. 21 of its 47 read-only
//     tools classed otherwise are one browser server's, every one of
//     whose schemas has an optional JavaScript expression evaluated in
//     the page ("restoreCheckFn"): inference calls that code, as the
//     corpus rules do (and as the same labeller did for the server's
//     wait_for_function); the labels call those tools read-only. Tuned on
//     since (generalise13_test.go): running an analysis, an audit,
//     diagnostics or a benchmark reads (TestRunsAnalysis: eleven tools of
//     seven sets, none the wrong way); a first sentence that sends
//     attacks at a target destroys (TestSendsAttacks: its three
//     destructive tools classed read-only). 0.649 / 1.000 / 0.963 / 0.647
//     / 0 since.
//   - held-out 38: testdata/heldout38.jsonl (142 tools, 17 servers, m–z;
//     134 of them read-only, one destructive), labelled before inference
//     ran on it, held back from the fit. First contact (2026-11-22, on the
//     code with every signal above): 0.866 / 0.000 (0/1) / 0.992 (119/120)
//     / 0.888 / 0; without the learnt check 0.873. A labeller of a–l found
//     no unused server that starts. Tuned on since: code generated to be
//     read is returned (TestGeneratedCodeReturned); "React Native" is a
//     framework (TestReactIsAFramework). 0.880 / 0.000 / 0.992 / 0.903 / 0
//     since; held-out 35 moved to 0.655 / 1.000 / 0.963 / 0.655.
//   - held-out 39: testdata/heldout39.jsonl (227 tools, 29 servers, any
//     letter, 176 of them read-only), labelled before inference ran on
//     it, held back from the fit. First contact (2026-11-22, on the code
//     with every signal above and a red team's 50 more wordings): 0.899 /
//     0.909 (10/11) / 0.976 (161/165) / 0.915 / 1; without the learnt
//     check 0.903. Tuned on since (generalise14_test.go): a tool named
//     with free arguments dispatches (TestDispatchNamedTool: its one
//     destructive tool classed read-only, a proxy that runs any tool); a
//     name that asks a question reads (TestPredicateName); "replaces"
//     other tools supersedes them (TestReplacesOtherTools); in another
//     script a property's name is no verb (TestEnglishWordsInOtherScripts,
//     and two tools of held-out 29); an export or a store far after its
//     verb, or "in" a database, writes; "complete" in a name marks done;
//     a word listed on its own is a noun; a response "marked truncated"
//     is output. 0.934 / 1.000 / 0.994 / 0.943 / 0 since.
//   - held-out 40: testdata/heldout40.jsonl (116 tools, 16 servers, any
//     letter, 87 of them read-only; two near-copies of used servers left
//     out), labelled before inference ran on it, held back from the fit.
//     First contact (2026-11-22, on the code with held-out 39's signals):
//     0.871 / 0.400 (2/5) / 0.988 (79/80) / 0.908 / 0; without the learnt
//     check 0.862. Its three destructive tools classed write: a GitHub
//     release (published unless draft), a fixer whose mode applies fixes
//     in place, and a name that generates code and runs it
//     (TestGeneratedCodeRun since). "react" before a framework's noun in
//     a name is the framework (TestReactInNames). 0.888 / 0.600 / 0.988
//     / 0.920 / 0 since.
//   - held-out 41: testdata/heldout41.jsonl (104 tools, 14 servers, any
//     letter, 90 of them read-only; the last servers that started),
//     labelled before inference ran on it, held back from the fit. First
//     contact (2026-11-22, on the code with held-out 39's and 40's
//     signals and a red team's narrowing of them): 0.904 / 0.833 (5/6) /
//     1.000 (83/83) / 0.922 / 0, the same without the learnt check. Its
//     destructive tool classed write runs a pipeline, which the dev set's
//     labels call a write. Never tuned on.
//   - held-out 42: testdata/heldout42.jsonl (86 tools, 4 Go servers:
//     Razorpay's, gh-aw's, Coder's and Vault's; 48 of them read-only; a
//     fifth, osv-scanner's, left out as held-out 44 has it), labelled
//     before inference ran on it, held back from the fit. First contact
//     (2026-11-23, on the code with held-out 43's and 44's lessons):
//     0.849 / 0.727 (16/22) / 0.939 (46/49) / 0.958 / 2; without the
//     learnt check 0.860. Its two destructive tools classed read-only:
//     "Initiate a payment", a verb inference did not know
//     (TestInitiateAPayment since), and a read whose later sentence says
//     "This tool starts each MCP server" (TestToolSaysWhatItDoes, which
//     also makes "This tool first finds or creates a customer" a write).
//     A payment link with "notify_email" sends it (TestNotifyOption);
//     "payout details" are a noun's. 0.907 / 0.864 / 1.000 / 0.979 / 0
//     since.
//   - held-out 43: testdata/heldout43.jsonl (60 tools, 3 servers written
//     in Go, from the Go module proxy: dolt-mcp, the Flux operator's and
//     litestream's; 25 of them read-only), labelled before inference ran
//     on it, held back from the fit. First contact (2026-11-23, on the
//     code with held-out 41's lessons and "files an issue"): 0.733 /
//     1.000 (15/15) / 0.917 (22/24) / 0.880 / 0; without the learnt
//     check 0.783. Its two tools classed read-only fetch branches from a
//     remote (TestFetchFromRemote since); its reads classed destructive
//     say where their pages are published (TestPublishedAtAddress) or
//     take a Flux resource's YAML (TestCodeLanguageModifier). 0.800 /
//     1.000 / 1.000 / 0.960 / 0 since; most of the rest are local merges,
//     resets and restores that inference calls destructive and the
//     labels writes.
//   - held-out 44: testdata/heldout44.jsonl (36 tools, 4 Go servers: gopls,
//     mcp-language-server, osv-scanner's and MCPShell's examples; 33 of
//     them read-only), labelled before inference ran on it, held back
//     from the fit. First contact (2026-11-23, on the code with held-out
//     43's lessons): 0.583 / 1.000 (2/2) / 1.000 (19/19) / 0.576 / 0.
//     Its misses were all reads classed write: "go_" before every gopls
//     tool read as the verb (TestGoAsLanguagePrefix), "Perform a
//     calculation" (TestPerformAReading), "cpu_load" that the
//     description calls "CPU load", "fs_type_summary", and "mounts" ending
//     a list of nouns (TestNounCompoundNames), "Provides instructions for
//     writing a config file" (TestInstructionsForAnAct). 0.861 / 1.000 /
//     1.000 / 0.879 / 0 since.
//   - held-out 45 to 47: testdata/heldout45.jsonl to heldout47.jsonl (674
//     tools, 37 servers, 378 of them read-only), the first transcribed
//     from servers' public source (Python, TypeScript, Java, Smalltalk)
//     rather than started: each tool's name, description, schema and
//     declared annotations as its tools/list would give them. Labelled
//     before inference ran on them, held back from the fit. First contact
//     (2026-11-23, on the code as the session began), pooled: 0.871 /
//     0.885 (100/113) / 0.986 (350/355) / 0.926 / 0. Held-out 45: 0.843 /
//     0.750 / 1.000 / 0.908; 46: 0.860 / 0.915 / 0.975 / 0.937; 47: 0.915
//     / 1.000 / 0.984 / 0.932. Lessons (generalise16_test.go): a change
//     history's "creations and deletions" (TestActNounPlurals), event and
//     statement kinds in capitals (TestKeywordLists), "Report whether
//     there are uncommitted changes" (TestReportWhether), an export's
//     required "output" that its docstring calls a file path
//     (TestDocstringParameters).
//   - held-out 48 to 50: testdata/heldout48.jsonl to heldout50.jsonl (708
//     tools, 39 servers, 418 of them read-only), transcribed the same way
//     from other servers, labelled before inference ran on them, held back
//     from the fit. First contact (2026-11-23, on the code with held-out
//     45 to 47's lessons), pooled: 0.843 / 0.908 (79/87) / 0.979
//     (371/379) / 0.888 / 1 (the session's first code: 0.845 / 0.908 /
//     0.979 / 0.890 / 1). Its destructive tool classed read-only, "Debug
//     a Go source file directly", is destructive since
//     (TestDebugsAProgram). Two labellers, blind to each other, labelled
//     one server's 18 tools and agreed on 17; held-out 48 dropped it.
//   - held-out 51 to 53: testdata/heldout51.jsonl to heldout53.jsonl (601
//     tools, 42 servers, 367 of them read-only), transcribed and labelled
//     the same way, held back from the fit. First contact (2026-11-23, on
//     the code with held-out 45 to 50's lessons), pooled: 0.819 / 0.924
//     (73/79) / 0.972 (314/323) / 0.856 / 0, the same as on the
//     session's first code. Lessons: a tool that plans an act
//     ("plan_delete_record_set": "Plan deleting a record set") returns
//     the plan (TestPlanVerb); an export that requires a file-system place
//     writes there (TestExportToRequiredPath); "pull" before a fetching
//     verb ending a name is the pull request (TestPullFetched); "Time To
//     Live" is a duration (TestTimeToLive).
//   - held-out 54 and 55: testdata/heldout54.jsonl and heldout55.jsonl (321
//     tools, 17 servers, 189 of them read-only), the fourth round, held
//     back from the fit. First contact (2026-11-23, on the code with
//     held-out 45 to 53's lessons, before the red team of them): 0.863 /
//     0.971 (33/34) / 0.972 (173/178) / 0.915 / 0, the same as on the
//     session's first code. Tuned on since: "Create a new maintenance
//     window" is a span of time, and checking an item in records it
//     (generalise17_test.go).
//   - held-out 56 to 65: testdata/heldout56.jsonl to heldout65.jsonl (1,719
//     tools, 117 servers, 962 of them read-only), transcribed from public
//     source by other labellers from repositories no earlier round used,
//     held back from the fit. Three rounds, each scored once on arrival
//     (2026-11-23) on the code with every round before it learnt from:
//     56 to 59, 0.895 / 0.913 (116/127) / 0.983 (475/483) / 0.935 / 2; 60
//     to 63, 0.847 / 0.910 (81/89) / 0.969 (311/321) / 0.891 / 1; 64 and
//     65, 0.686 / 0.758 (25/33) / 0.940 / 0.752 / 1. Pooled 0.852 / 0.892
//     / 0.974 / 0.899 / 4, the same as on the code as that day began.
//     Lessons (generalise17_test.go): a name that reads and writes, "run
//     arbitrary" or "raw" code, a resource-first name's own unknown verb,
//     "by" before a name's key, output sent to a printer or a device, a
//     snapshot of a machine kept, a download's file, a fetching verb
//     before a record noun, a gerund or an ordering that is no act.
//   - held-out 66 to 76: testdata/heldout66.jsonl to heldout76.jsonl (2,024
//     tools, 153 servers, 953 of them read-only), transcribed the same way
//     from repositories no earlier round used, held back from the fit.
//     First contact (2026-11-23): 66 to 69, 0.807 / 0.866 (187/216) /
//     0.977 (253/259) / 0.891 / 1, and 70 to 73, 0.816 / 0.775 (93/120) /
//     0.969 (340/351) / 0.874 / 1, on the code as that day began; 74 to 76,
//     0.783 / 0.868 (59/68) / 0.952 (236/248) / 0.843 / 0, on the code with
//     the reader of Chinese, Japanese and Korean verbs (cjk.go) and the
//     lessons of 66 to 73 (generalise18_test.go: free-text command-line
//     flags, "this function exports ... to", dispatch by a required
//     service or method name, a status that can be published, emptying a
//     slot), where the day's first code scored 0.792 / 0.838 / 0.953 /
//     0.861 / 0.
//   - held-out 77 to 80: testdata/heldout77.jsonl to heldout80.jsonl (668
//     tools, 54 servers, 330 of them read-only), transcribed the same way,
//     held back from the fit. First contact (2026-11-23, on the code as
//     that day began): 0.778 / 0.828 (82/99) / 0.957 (292/305) / 0.885 /
//     2. Lessons (generalise19_test.go): fixing or repairing writes, a
//     line after a call's signature or a result's shape opens a
//     sentence, a print whose input names a printer is a print job, and a
//     deal kept as a document ("purchase_order_list") is what a
//     name-ending fetch gets.
//   - held-out 81 to 84: testdata/heldout81.jsonl to heldout84.jsonl (695
//     tools, 55 servers, 395 of them read-only), transcribed the same way,
//     held back from the fit. First contact (2026-11-23, on the code as
//     that session began): 0.824 / 0.883 (98/111) / 0.977 (338/346) /
//     0.856 / 1. Lessons (generalise20_test.go): a participle before its
//     noun is an adjective, not an act, and a name's last word that reads
//     is the object of the description's unknown opening verb when the
//     description uses it as a noun.
//   - held-out 85 to 88: testdata/heldout85.jsonl to heldout88.jsonl (639
//     tools, 54 servers, 391 of them read-only), transcribed the same way,
//     held back from the fit. First contact (2026-11-23, on the code with
//     round 12's lessons): 0.865 / 0.830 (83/100) / 0.994 (358/360) /
//     0.916 / 1. Lessons (generalise21_test.go): a free-text "scripts" or
//     "commands" input is code, and stopping a service or a daemon ends
//     a process.
//   - A blind second labelling of 260 tools drawn from held-out 11 to 20
//     agreed with the first on 256 (Cohen's kappa 0.97): 37 of 39
//     destructive tools, all 167 read-only ones. One of all 695 tools of
//     held-out 81 to 84 agreed on 0.971; scored as inference is, the
//     second labelling reaches 0.971 / 0.937 / 0.983 / 0.997 / 0 there
//     (TestLabelAgreement). The misses above are mostly inference's.
//
// It fails when a destructive tool of any set is classed read-only, or a
// set falls under its floor: the figures at the last change (so a change
// cannot quietly lose ground). Misses are logged only with -misses.
func TestCorpusInference(t *testing.T) {
	for _, set := range []struct {
		name, path string
		floor      figures
	}{
		{"dev", "testdata/tools-dev.jsonl", figures{0.953, 1, 1, 0.953}},
		{"held-out", "testdata/heldout.jsonl", figures{1, 1, 1, 1}},
		{"held-out 2", "testdata/heldout2.jsonl", figures{0.928, 1, 1, 0.91}},
		{"held-out 3", "testdata/heldout3.jsonl", figures{0.956, 1, 1, 0.987}},
		{"held-out 4", "testdata/heldout4.jsonl", figures{0.985, 1, 1, 0.974}},
		{"held-out 5", "testdata/heldout5.jsonl", figures{0.932, 1, 1, 0.946}},
		{"held-out 6", "testdata/heldout6.jsonl", figures{0.931, 1, 1, 0.954}},
		{"held-out 7", "testdata/heldout7.jsonl", figures{0.909, 1, 1, 0.931}},
		{"held-out 8", "testdata/heldout8.jsonl", figures{0.926, 1, 1, 0.912}},
		{"held-out 9", "testdata/heldout9.jsonl", figures{0.948, 1, 1, 0.97}},
		{"held-out 10", "testdata/heldout10.jsonl", figures{0.943, 1, 0.993, 0.959}},
		{"held-out 11", "testdata/heldout11.jsonl", figures{0.948, 1, 1, 0.943}},
		{"held-out 12", "testdata/heldout12.jsonl", figures{0.9, 1, 0.99, 0.938}},
		{"held-out 13", "testdata/heldout13.jsonl", figures{0.933, 1, 1, 0.955}},
		{"held-out 14", "testdata/heldout14.jsonl", figures{0.887, 1, 1, 0.918}},
		{"held-out 15", "testdata/heldout15.jsonl", figures{0.906, 1, 0.99, 0.962}},
		{"held-out 16", "testdata/heldout16.jsonl", figures{0.91, 1, 1, 0.931}},
		{"held-out 17", "testdata/heldout17.jsonl", figures{0.883, 1, 0.993, 0.908}},
		{"held-out 18", "testdata/heldout18.jsonl", figures{0.894, 1, 0.993, 0.92}},
		{"held-out 19", "testdata/heldout19.jsonl", figures{0.846, 1, 1, 0.863}},
		{"held-out 20", "testdata/heldout20.jsonl", figures{0.873, 1, 0.987, 0.89}},
		{"held-out 21", "testdata/heldout21.jsonl", figures{0.882, 0.888, 0.993, 0.91}},
		{"held-out 22", "testdata/heldout22.jsonl", figures{0.856, 0.93, 0.983, 0.885}},
		{"held-out 23", "testdata/heldout23.jsonl", figures{0.832, 0.907, 0.963, 0.889}},
		{"held-out 24", "testdata/heldout24.jsonl", figures{0.83, 0.948, 1, 0.89}},
		{"held-out 25", "testdata/heldout25.jsonl", figures{0.686, 1, 0.982, 0.684}},
		{"held-out 26", "testdata/heldout26.jsonl", figures{0.89, 1, 0.965, 0.922}},
		{"held-out 27", "testdata/heldout27.jsonl", figures{0.791, 0.896, 0.979, 0.833}},
		{"held-out 28", "testdata/heldout28.jsonl", figures{0.835, 0.9, 0.979, 0.916}},
		{"held-out 29", "testdata/heldout29.jsonl", figures{0.826, 0.882, 0.989, 0.807}},
		{"held-out 30", "testdata/heldout30.jsonl", figures{0.863, 0.933, 0.977, 0.915}},
		{"held-out 31", "testdata/heldout31.jsonl", figures{0.768, 0.964, 0.972, 0.91}},
		{"held-out 32", "testdata/heldout32.jsonl", figures{0.828, 0.95, 0.993, 0.858}},
		{"held-out 33", "testdata/heldout33.jsonl", figures{0.725, 0.756, 0.978, 0.781}},
		{"held-out 34", "testdata/heldout34.jsonl", figures{0.793, 0.857, 0.951, 0.83}},
		{"held-out 35", "testdata/heldout35.jsonl", figures{0.655, 1, 0.962, 0.655}},
		{"held-out 36", "testdata/heldout36.jsonl", figures{0.782, 0.857, 0.976, 0.794}},
		{"held-out 38", "testdata/heldout38.jsonl", figures{0.894, 0, 0.991, 0.917}},
		{"held-out 39", "testdata/heldout39.jsonl", figures{0.933, 1, 0.994, 0.943}},
		{"held-out 40", "testdata/heldout40.jsonl", figures{0.896, 0.6, 0.987, 0.931}},
		{"held-out 41", "testdata/heldout41.jsonl", figures{0.903, 0.833, 1, 0.922}},
		{"held-out 42", "testdata/heldout42.jsonl", figures{0.906, 0.863, 1, 0.979}},
		{"held-out 43", "testdata/heldout43.jsonl", figures{0.8, 1, 1, 0.96}},
		{"held-out 44", "testdata/heldout44.jsonl", figures{0.861, 1, 1, 0.878}},
		{"held-out 45", "testdata/heldout45.jsonl", figures{0.861, 0.805, 1, 0.916}},
		{"held-out 46", "testdata/heldout46.jsonl", figures{0.875, 0.914, 1, 0.944}},
		{"held-out 47", "testdata/heldout47.jsonl", figures{0.925, 1, 0.992, 0.939}},
		{"held-out 48", "testdata/heldout48.jsonl", figures{0.821, 1, 0.983, 0.877}},
		{"held-out 49", "testdata/heldout49.jsonl", figures{0.872, 0.967, 0.991, 0.874}},
		{"held-out 50", "testdata/heldout50.jsonl", figures{0.858, 0.888, 0.992, 0.916}},
		{"held-out 51", "testdata/heldout51.jsonl", figures{0.817, 0.954, 1, 0.82}},
		{"held-out 52", "testdata/heldout52.jsonl", figures{0.866, 0.961, 0.99, 0.895}},
		{"held-out 53", "testdata/heldout53.jsonl", figures{0.838, 0.903, 0.974, 0.919}},
		{"held-out 54", "testdata/heldout54.jsonl", figures{0.849, 0.933, 0.975, 0.918}},
		{"held-out 55", "testdata/heldout55.jsonl", figures{0.901, 1, 0.989, 0.932}},
		{"held-out 56", "testdata/heldout56.jsonl", figures{0.862, 0.875, 0.983, 0.91}},
		{"held-out 57", "testdata/heldout57.jsonl", figures{0.907, 0.948, 0.991, 0.944}},
		{"held-out 58", "testdata/heldout58.jsonl", figures{0.921, 0.916, 1, 0.943}},
		{"held-out 59", "testdata/heldout59.jsonl", figures{0.94, 0.964, 1, 0.991}},
		{"held-out 60", "testdata/heldout60.jsonl", figures{0.847, 0.944, 0.99, 0.926}},
		{"held-out 61", "testdata/heldout61.jsonl", figures{0.822, 0.954, 0.935, 0.852}},
		{"held-out 62", "testdata/heldout62.jsonl", figures{0.843, 0.947, 1, 0.891}},
		{"held-out 63", "testdata/heldout63.jsonl", figures{0.915, 0.933, 0.983, 0.921}},
		{"held-out 64", "testdata/heldout64.jsonl", figures{0.743, 1, 0.935, 0.906}},
		{"held-out 65", "testdata/heldout65.jsonl", figures{0.713, 0.681, 0.965, 0.767}},
		{"held-out 66", "testdata/heldout66.jsonl", figures{0.849, 0.905, 0.962, 0.981}},
		{"held-out 67", "testdata/heldout67.jsonl", figures{0.716, 0.847, 0.958, 0.779}},
		{"held-out 68", "testdata/heldout68.jsonl", figures{0.81, 0.876, 0.983, 0.852}},
		{"held-out 69", "testdata/heldout69.jsonl", figures{0.853, 0.84, 1, 0.932}},
		{"held-out 70", "testdata/heldout70.jsonl", figures{0.779, 0.619, 0.97, 0.884}},
		{"held-out 71", "testdata/heldout71.jsonl", figures{0.805, 0.871, 1, 0.826}},
		{"held-out 72", "testdata/heldout72.jsonl", figures{0.901, 1, 0.945, 0.906}},
		{"held-out 73", "testdata/heldout73.jsonl", figures{0.865, 1, 0.974, 0.939}},
		{"held-out 74", "testdata/heldout74.jsonl", figures{0.77, 0.777, 0.988, 0.847}},
		{"held-out 75", "testdata/heldout75.jsonl", figures{0.81, 0.857, 0.939, 0.876}},
		{"held-out 76", "testdata/heldout76.jsonl", figures{0.813, 0.931, 0.927, 0.895}},
		{"held-out 77", "testdata/heldout77.jsonl", figures{0.83, 0.837, 0.986, 0.935}},
		{"held-out 78", "testdata/heldout78.jsonl", figures{0.689, 0.916, 0.923, 0.808}},
		{"held-out 79", "testdata/heldout79.jsonl", figures{0.886, 1, 0.97, 0.942}},
		{"held-out 80", "testdata/heldout80.jsonl", figures{0.782, 0.68, 1, 0.946}},
		{"held-out 81", "testdata/heldout81.jsonl", figures{0.838, 0.909, 1, 0.84}},
		{"held-out 82", "testdata/heldout82.jsonl", figures{0.782, 0.888, 0.96, 0.82}},
		{"held-out 83", "testdata/heldout83.jsonl", figures{0.852, 0.909, 0.98, 0.894}},
		{"held-out 84", "testdata/heldout84.jsonl", figures{0.843, 0.862, 0.977, 0.877}},
		{"held-out 85", "testdata/heldout85.jsonl", figures{0.853, 0.87, 1, 0.882}},
		{"held-out 86", "testdata/heldout86.jsonl", figures{0.861, 0.812, 0.987, 0.92}},
		{"held-out 87", "testdata/heldout87.jsonl", figures{0.892, 0.869, 1, 0.954}},
		{"held-out 88", "testdata/heldout88.jsonl", figures{0.864, 0.857, 1, 0.9}},
	} {
		t.Run(set.name, func(t *testing.T) {
			s := scoreSet(t, set.path)
			f := s.figures()
			t.Logf("%-10s n=%3d accuracy=%.3f destructive-recall=%.3f (%d/%d) read-only-precision=%.3f (%d/%d) read-only-recall=%.3f (%d/%d) destructive-as-read-only=%d",
				set.name, s.n, f.accuracy, f.destructiveRecall, s.destructiveFound, s.destructive,
				f.readOnlyPrecision, s.predictedROCorrect, s.predictedRO, f.readOnlyRecall, s.readOnlyFound, s.readOnly, len(s.destructiveAsReadOnly))
			if f.below(set.floor) {
				t.Errorf("%s: below its floor %+v", set.name, set.floor)
			}
			if len(s.destructiveAsReadOnly) > 0 {
				t.Errorf("%s: destructive tools classed read-only: %v", set.name, s.destructiveAsReadOnly)
			}
		})
	}
}

// TestLabelAgreement measures the labels themselves: 260 tools drawn at
// random from held-out 11 to 20, and all 695 of held-out 81 to 84, were
// labelled again, blind, by the corpus rules, from their definitions
// alone (testdata/relabel/sample.jsonl). It prints how often the two
// labellings agree, and the second scored against the first as
// inference is, and fails if they agree on fewer than 95%: below that,
// the held-out figures would say more about the labels than about
// inference.
func TestLabelAgreement(t *testing.T) {
	first := map[string]string{}
	var n, agree, destructive, bothDestructive int
	f, err := os.Open("testdata/relabel/sample.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var again []struct{ Set, Server, Name, Class string }
	dec := json.NewDecoder(f)
	for dec.More() {
		var r struct{ Set, Server, Name, Class string }
		if err := dec.Decode(&r); err != nil {
			t.Fatal(err)
		}
		again = append(again, r)
	}
	for _, r := range again {
		key := r.Set + "\x00" + r.Server + "\x00" + r.Name
		if _, ok := first[key]; ok {
			continue
		}
		for _, e := range loadEntries(t, "testdata/"+r.Set) {
			first[r.Set+"\x00"+e.Server+"\x00"+e.Name] = e.Label.Class
		}
	}
	counts := map[[2]string]int{}
	for _, r := range again {
		a, ok := first[r.Set+"\x00"+r.Server+"\x00"+r.Name]
		if !ok {
			t.Fatalf("%s: no tool %s of %s", r.Set, r.Name, r.Server)
		}
		n++
		counts[[2]string{a, r.Class}]++
		if a == r.Class {
			agree++
		}
		if a == "destructive" {
			destructive++
			if r.Class == a {
				bothDestructive++
			}
		}
	}
	// Cohen's kappa: agreement beyond what the two labellings' class
	// shares would give by chance.
	var chance float64
	for _, c := range []string{"read_only", "write", "destructive"} {
		var a, b int
		for k, v := range counts {
			if k[0] == c {
				a += v
			}
			if k[1] == c {
				b += v
			}
		}
		chance += float64(a) * float64(b) / float64(n*n)
	}
	p := float64(agree) / float64(n)
	t.Logf("n=%d agreement=%.3f kappa=%.2f destructive kept destructive=%d/%d; first, second: %v", n, p, (p-chance)/(1-chance), bothDestructive, destructive, counts)
	// The second labelling as if it were inference: what a careful
	// reader of the same definitions reaches against the goals.
	ro := func(k [2]string) bool { return k[1] == "read_only" }
	var saidRO, rightRO, readOnly int
	for k, v := range counts {
		if ro(k) {
			saidRO += v
			if k[0] == "read_only" {
				rightRO += v
			}
		}
		if k[0] == "read_only" {
			readOnly += v
		}
	}
	t.Logf("second as inference: accuracy=%.3f destructive-recall=%.3f read-only-precision=%.3f (%d/%d) read-only-recall=%.3f destructive-as-read-only=%d",
		p, float64(bothDestructive)/float64(destructive), float64(rightRO)/float64(saidRO), rightRO, saidRO, float64(rightRO)/float64(readOnly),
		counts[[2]string{"destructive", "read_only"}])
	if p < 0.95 {
		t.Errorf("the labellings agree on %.3f of tools", p)
	}
}
