package hints

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzReadLatin: latinText never panics, keeps valid UTF-8 valid, and
// leaves text in none of the languages (latinLang 0) as it is.
func FuzzReadLatin(f *testing.F) {
	for _, s := range []string{
		"Elimina el archivo indicado de la carpeta.", "Supprime définitivement le document de la base.",
		"Löscht die Datei aus dem Ordner.", "Lista los archivos y luego los elimina del servidor.",
		"Descripción del gasto", "Delete a file from the Museo de la Ciudad archive.", "List files.", "",
		"ÉLIMINA LOS Y DEL DE", "y los", "\xffdel la los de", "lo",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lang := latinLang(s)
		out := latinText(s, lang)
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Fatalf("latinText(%q) = %q: not UTF-8", s, out)
		}
		if lang == 0 && out != s {
			t.Fatalf("latinText(%q) = %q: changed text in none of the languages", s, out)
		}
		for _, l := range []langMask{1 << esLang, 1 << frLang, 1 << deLang, 1<<nLatin - 1} {
			if out := latinText(s, l); utf8.ValidString(s) && !utf8.ValidString(out) {
				t.Fatalf("latinText(%q, %b) = %q: not UTF-8", s, l, out)
			}
		}
		_, _ = readLatin(s, s, s)
		_ = restsOnFunctionWord(s, 1<<nLatin-1)
		_ = strings.ToLower(s)
	})
}

// TestLatinTable: every English verb of latinVerbTable is a verb the
// lexicon knows, no word is given two English verbs, and none is an
// English verb of another class.
func TestLatinTable(t *testing.T) {
	seen := map[string]string{}
	for _, row := range latinVerbTable {
		if e, ok := lookup(row.en); !ok || e.Noun {
			t.Errorf("%q: not a verb of the lexicon", row.en)
		}
		for _, ws := range []string{row.es, row.pt, row.fr, row.it, row.de} {
			for _, w := range strings.Fields(ws) {
				if en, ok := seen[w]; ok && en != row.en {
					t.Errorf("%q is %q and %q", w, en, row.en)
				}
				seen[w] = row.en
				e, ok := lookup(w)
				if en, _ := lookup(row.en); ok && e.Effect != en.Effect {
					t.Errorf("%q: an English verb of another class too", w)
				}
			}
		}
	}
}

// TestLatinNameEvidence: a name is foreign by a verb of the map only when
// it has no English verb, and an English word the map might know
// ("redefine") is not taken for one.
func TestLatinNameEvidence(t *testing.T) {
	for name, want := range map[string]bool{
		"listar_gastos": true, "consultar-portabilidade": true, "lister_indicateurs": true,
		"redefine_classes": false, "get_lista": false, "delete_file": false, "retire_model": false,
	} {
		if got := foreignNameVerb(name) != 0; got != want {
			t.Errorf("foreignNameVerb(%q) = %v, want %v", name, got, want)
		}
	}
}
