package selection

import (
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// serverBoost raises the tools of a server the query names ("in
// postgres", "on gitlab"): a request that says where to act is about
// that server's tools, whatever other words it shares with other tools.
const serverBoost = 0.5

// genericServerWord is a word of server names that names no service.
var genericServerWord = map[string]bool{"modelcontextprotocol": true, "mcp": true, "server": true, "servers": true, "official": true}

// servers maps the distinctive words of server names to the servers.
type servers struct {
	of    []int32            // each tool's server, by number
	named map[string][]int32 // stem of a server-name word → servers
}

func indexServers(tools []rules.Listing, stems stemmer) servers {
	s := servers{of: make([]int32, len(tools)), named: map[string][]int32{}}
	ids := map[string]int32{}
	for i := range tools {
		name := tools[i].Tool.Server
		id, ok := ids[name]
		if !ok {
			id = int32(len(ids))
			ids[name] = id
			for _, w := range hints.Words(name) {
				if len(w) < 3 || stopword[w] || genericServerWord[w] {
					continue
				}
				st := stems.stem(w)
				if !contains32(s.named[st], id) {
					s.named[st] = append(s.named[st], id)
				}
			}
		}
		s.of[i] = id
	}
	// a word in many servers' names names none of them
	limit := max(2, len(ids)/4)
	for st, ids := range s.named {
		if len(ids) > limit {
			delete(s.named, st)
		}
	}
	return s
}

func contains32(list []int32, x int32) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// boost raises the scores of the tools of the servers the query's words
// name (each slot's own word, not its synonyms).
func (s *servers) boost(scores []float64, slots []slot) {
	var named []int32
	for _, sl := range slots {
		if len(sl) == 0 || sl[0].weight != 1 {
			continue
		}
		for _, id := range s.named[sl[0].term] {
			if !contains32(named, id) {
				named = append(named, id)
			}
		}
	}
	if len(named) == 0 {
		return
	}
	for i, sc := range scores {
		if sc > 0 && contains32(named, s.of[i]) {
			scores[i] *= 1 + serverBoost
		}
	}
}
