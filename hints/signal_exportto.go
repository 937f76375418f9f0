package hints

// This file holds the export-to signal: a read whose first sentence sends
// what it reads into a stored place ("Export the report to Google
// Drive", "Download a file to the local disk") writes a file there, as a
// download with a place in its input does (signal_download.go). Exporting
// to a format ("Export query results to CSV") returns it, and an
// optional copy ("Optionally saves to a file") is a read's optional
// output, which does not count.

// exportVerbs put a copy of what a read gets somewhere.
var exportVerbs = set("export", "exports", "download", "downloads", "save", "saves", "copy", "copies")

// exportPlaces are stored places a copy lands in.
var exportPlaces = set("drive", "bucket", "s3", "disk", "folder", "directory", "dropbox", "storage", "gcs", "path", "file")

// exportOptional before the verb make the copy optional.
var exportOptional = set("optionally", "can", "may", "optional")

// exportsTo turns a read into a write when its first sentence exports
// into a stored place.
func exportsTo(h hit, toks []token) hit {
	if h.effect != Reads {
		return h
	}
	first := firstSentenceTokens(toks)
	for i, t := range first {
		if !exportVerbs[t.w] || t.ident || negated(first, i) || near(first, i, -2, -1, in(exportOptional)) >= 0 {
			continue
		}
		to := near(first, i, 1, 6, func(w string) bool { return w == "to" || w == "into" })
		if to < 0 {
			continue
		}
		if j := near(first, to, 1, 5, in(exportPlaces)); j >= 0 {
			return hit{effect: Writes, idem: idemNo, reason: h.reason + `; it puts a copy "` + first[to].w + " ... " + first[j].w + `"`, word: h.word}
		}
	}
	return h
}
