// Command wordnetgen derives selection's thesaurus (wordnet.txt) from the
// WordNet 3.0 database, as Debian's wordnet-base package installs it
// under /usr/share/wordnet. It is run by go generate in the selection
// package; the table it writes is committed, so building and testing
// need neither this command nor the database.
//
// For each verb and noun of one, two or three words that the SemCor
// sense counts (cntlist.rev) attest, the table lists the one-word
// synonyms of its most frequent senses: sense 1 when tagged at least
// -min times, sense 2 too when tagged at least -min2 times, and for a
// verb also the words of its first sense's direct hypernyms (-hyper).
// Synonyms that SemCor does not attest in any sense are left out, so
// that the table holds everyday words and stays small.
//
// Usage:
//
//	go run ./internal/wordnetgen [-dir /usr/share/wordnet] [-o wordnet.txt]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

func main() {
	dir := flag.String("dir", "/usr/share/wordnet", "directory of the WordNet 3.0 database")
	out := flag.String("o", "wordnet.txt", "file to write")
	minTag := flag.Int("min", 1, "tag count a lemma's first sense needs")
	minTag2 := flag.Int("min2", 3, "tag count a lemma's second sense needs")
	hyper := flag.Bool("hyper", true, "add the direct hypernyms of a verb's first sense")
	flag.Parse()
	g := &gen{dir: *dir, min: *minTag, min2: *minTag2, hyper: *hyper}
	if err := g.run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "wordnetgen:", err)
		os.Exit(1)
	}
}

type gen struct {
	dir       string
	min, min2 int
	hyper     bool
	tags      map[string]int // "lemma pos sense" → tag count
	attested  map[string]bool
	synsets   map[string]synset // "pos offset" → synset
	table     map[string][]string
}

type synset struct {
	words []string
	hyper []string // "pos offset" of direct hypernyms
}

func (g *gen) run(out string) error {
	if err := g.readCounts(); err != nil {
		return err
	}
	g.synsets = map[string]synset{}
	g.table = map[string][]string{}
	for _, pos := range []string{"verb", "noun"} {
		if err := g.readData(pos); err != nil {
			return err
		}
	}
	for _, pos := range []string{"verb", "noun"} {
		if err := g.readIndex(pos); err != nil {
			return err
		}
	}
	return g.write(out)
}

// readCounts reads cntlist.rev: "lemma%ss_type:... sense_number tag_count".
func (g *gen) readCounts() error {
	g.tags = map[string]int{}
	g.attested = map[string]bool{}
	return g.lines("cntlist.rev", func(f []string) error {
		if len(f) != 3 {
			return fmt.Errorf("want 3 fields, got %d", len(f))
		}
		lemma, key, ok := strings.Cut(f[0], "%")
		if !ok || key == "" {
			return fmt.Errorf("bad sense key %q", f[0])
		}
		n, err := strconv.Atoi(f[2])
		if err != nil {
			return err
		}
		pos := map[byte]string{'1': "n", '2': "v"}[key[0]]
		if n > 0 {
			g.attested[lemma] = true
		}
		if pos != "" {
			g.tags[lemma+" "+pos+" "+f[1]] += n
		}
		return nil
	})
}

// readData reads data.POS: "offset lex_filenum ss_type w_cnt word lex_id ... p_cnt ptr...".
func (g *gen) readData(pos string) error {
	return g.lines("data."+pos, func(f []string) error {
		if len(f) < 4 {
			return fmt.Errorf("short synset line")
		}
		n, err := strconv.ParseInt(f[3], 16, 0)
		if err != nil || len(f) < 4+2*int(n)+1 {
			return fmt.Errorf("bad word count %q", f[3])
		}
		var s synset
		for i := range int(n) {
			// Words with capitals are names (Michigan, Chicago): left out,
			// as plain() refuses them.
			s.words = append(s.words, f[4+2*i])
		}
		p := 4 + 2*int(n)
		np, err := strconv.Atoi(f[p])
		if err != nil {
			return fmt.Errorf("bad pointer count %q", f[p])
		}
		for i := range np {
			q := p + 1 + 4*i
			if q+3 >= len(f) {
				return fmt.Errorf("short pointer list")
			}
			if f[q] == "@" {
				s.hyper = append(s.hyper, f[q+2]+" "+f[q+1])
			}
		}
		g.synsets[f[2][:1]+" "+f[0]] = s
		return nil
	})
}

// readIndex reads index.POS: "lemma pos synset_cnt p_cnt ptr... sense_cnt tagsense_cnt offset...",
// the offsets in order of frequency.
func (g *gen) readIndex(pos string) error {
	return g.lines("index."+pos, func(f []string) error {
		if len(f) < 4 {
			return fmt.Errorf("short index line")
		}
		lemma, p := f[0], f[1]
		np, err := strconv.Atoi(f[3])
		if err != nil || len(f) < 6+np {
			return fmt.Errorf("bad pointer count %q", f[3])
		}
		offsets := f[6+np:]
		if !plain(lemma, 3) {
			return nil
		}
		var syns []string
		for i, off := range offsets[:min(2, len(offsets))] {
			need := g.min
			if i == 1 {
				need = g.min2
			}
			if g.tags[lemma+" "+p+" "+strconv.Itoa(i+1)] < need {
				break
			}
			s := g.synsets[p+" "+off]
			syns = append(syns, s.words...)
			if g.hyper && p == "v" && i == 0 {
				for _, h := range s.hyper {
					syns = append(syns, g.synsets[h].words...)
				}
			}
		}
		for _, w := range syns {
			if w != lemma && plain(w, 1) && g.attested[w] && !slices.Contains(g.table[lemma], w) {
				g.table[lemma] = append(g.table[lemma], w)
			}
		}
		return nil
	})
}

// plain reports whether a lemma is at most n words of lower-case letters.
func plain(lemma string, n int) bool {
	words := strings.Split(lemma, "_")
	if len(words) > n {
		return false
	}
	for _, w := range words {
		if len(w) < 2 {
			return false
		}
		for _, r := range w {
			if r < 'a' || r > 'z' {
				return false
			}
		}
	}
	return true
}

func (g *gen) lines(name string, each func([]string) error) error {
	f, err := os.Open(filepath.Join(g.dir, name))
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "  ") { // license header of data and index files
			continue
		}
		if err := each(strings.Fields(line)); err != nil {
			return fmt.Errorf("%s:%d: %w", name, n, err)
		}
	}
	return sc.Err()
}

const header = `# Thesaurus of selection, derived from WordNet 3.0 by internal/wordnetgen
# (go generate). Each line: a lemma (words joined by "_"), then its
# one-word synonyms from its most frequent senses.
#
# WordNet 3.0 Copyright 2006 by Princeton University.  All rights reserved.
#
# This software and database is being provided to you, the LICENSEE, by
# Princeton University under the following license.  By obtaining, using
# and/or copying this software and database, you agree that you have
# read, understood, and will comply with these terms and conditions.:
#
# Permission to use, copy, modify and distribute this software and
# database and its documentation for any purpose and without fee or
# royalty is hereby granted, provided that you agree to comply with
# the following copyright notice and statements, including the disclaimer,
# and that the same appear on ALL copies of the software, database and
# documentation, including modifications that you make for internal
# use or for distribution.
#
# THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON
# UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR
# IMPLIED.  BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON
# UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT-
# ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE
# OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT
# INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR
# OTHER RIGHTS.
#
# The name of Princeton University or Princeton may not be used in
# advertising or publicity pertaining to distribution of the software
# and/or database.  Title to copyright in this software, database and
# any associated documentation shall at all times remain with
# Princeton University and LICENSEE agrees to preserve same.
`

func (g *gen) write(out string) error {
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	io.WriteString(w, header)
	keys := make([]string, 0, len(g.table))
	for k := range g.table {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Fprintf(w, "%s %s\n", k, strings.Join(g.table[k], " "))
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
