package hints

// This file holds the download signal: downloading is saving a remote
// thing to the local disk. A read named for downloading, or whose
// description opens with it or offers it as a mode, with an input property
// naming the local place it saves to ("localPath", "savePath",
// "destinationPath"), writes there, even when the place is optional (it
// then has a default, "defaults to current directory"), or whose
// description names the place ("to a temporary directory"). A download with no
// such place returns the content and stays a read; a destructive option
// ("overwrite") then makes the write destructive ([writeMode]).

// downloadWords are the verb of downloading.
var downloadWords = set("download", "downloads", "downloading")

// downloadsTo returns a write when h reads, the tool downloads and a
// top-level input property names the local place it saves to, or h; the
// write takes flag, the schema's destructive mode, if any.
func downloadsTo(h hit, nameWords []string, toks []token, schema any, flag hit) hit {
	if h.effect != Reads || !downloads(nameWords, toks, schema) {
		return h
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	best := ""
	for name, v := range props {
		p, _ := v.(map[string]any)
		if p == nil || best != "" && name > best {
			continue
		}
		if destination(name, p) {
			best = name
		}
	}
	if best == "" {
		if place := downloadPlace(toks); place != "" {
			return writeMode(hit{effect: Writes, idem: idemYes, reason: h.reason + `; it downloads into a ` + place, word: h.word}, flag)
		}
		return h
	}
	return writeMode(hit{effect: Writes, idem: idemYes, reason: h.reason + `; it downloads into "` + best + `"`, word: h.word}, flag)
}

// localPlaces are where a download saves when the description names the
// place ("Download the template to a temporary directory").
var localPlaces = set("directory", "folder", "dir", "disk", "workspace", "filesystem")

// downloadPlace returns the local place a description says a download
// saves to ("to a temporary directory", "into the project folder"), or
// "".
func downloadPlace(toks []token) string {
	for i, t := range toks {
		if !downloadWords[t.w] || negated(toks, i) {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+8 && toks[j].sentence == t.sentence; j++ {
			if toks[j].w != "to" && toks[j].w != "into" {
				continue
			}
			if k := near(toks, j, 1, 3, in(localPlaces)); k >= 0 {
				return toks[k].w
			}
		}
	}
	return ""
}

// downloads reports a tool named for downloading, whose first sentence
// says it downloads, or with a mode that does.
func downloads(nameWords []string, toks []token, schema any) bool {
	if anyIn(nameWords, downloadWords) {
		return true
	}
	for _, t := range firstSentenceTokens(toks) {
		if downloadWords[t.w] {
			return true
		}
	}
	m, _ := schema.(map[string]any)
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		if ws := Words(name); len(ws) == 0 || !modeProperties[ws[0]] {
			continue
		}
		p, _ := v.(map[string]any)
		enum, _ := p["enum"].([]any)
		for _, e := range enum {
			if s, _ := e.(string); downloadWords[lower(s)] {
				return true
			}
		}
	}
	return false
}
