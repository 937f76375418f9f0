package hints

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file reads the verbs of Spanish, Portuguese, French, Italian and
// German tool names and descriptions.
//
// The lexicon is English, so "listar_gastos" ("list expenses") had no
// verb and no signal, which the specification reads as destructive, and
// the Spanish "del" ("of the") in "Descripción del gasto" was read as the
// abbreviation of delete. latinVerbs maps the common verbs of tool names
// and descriptions in those languages (infinitive, third person or
// imperative, and the noun of the act where it is the usual tool-name
// word) to the English verb the lexicon knows; a function word of those
// languages that the lexicon reads ("del", the Portuguese "do", "dos") is
// read as "of".
//
// The map is a translation of the lexicon's commonest verbs, not of any
// labelled tool's words, and it favours caution: "ver" (to see, and an
// English abbreviation), the Portuguese "para" (stops, and "for") and
// German verbs that only act with a separated particle ("führt … aus",
// "lädt … herunter") are left out, and a verb that reads or writes by its
// object ("télécharger", downloads or uploads) takes the more common
// sense.
//
// Text is read so only where it is in one of those languages: its first
// 2 KB hold several distinct function words of one language ("los",
// "del", "para", "según"; "les", "des", "avec"; "não", "uma", "das";
// "della", "degli"; "und", "der", "für"), at least three or two with no
// English one, and more than English ones; or the name holds a verb of
// the map and no English verb ("consultar-portabilidade"). Function words
// that are also English ("per", "pour", "do", "no", "mit", "an", "est")
// count only in a text with no English function word, as does a verb of
// the map opening it ("Exclui a tabela do banco"), so English text with a
// stray "de la", "del" or "per" stays as it is.
//
// infer reads such a tool both ways (inferLatin). The translated reading
// decides where the reading as it is gave no signal, or where that
// reading rested on a function word of the text's language ("del"), or
// where the name's verb was foreign and that reading, not destructive,
// came from the description, while the translated one comes from the
// name's verb (an English name's verb outranks its description's words
// in the same way). Otherwise it may only raise the class, and only by a
// verb read in its place: not by a word found anywhere in the text
// ("True pour publier dans la FAQ", an option's purpose) nor by the
// learnt weights, both made for English sentences, which a translation
// word for word is not. It never lowers a destructive reading found in a
// real verb.
//
// Object pronouns before a verb after a joiner ("y luego los elimina")
// are put after it as "it" ("and then delete it"), so that the English reader
// sees the joined act. The cost for English text is one scan of the
// description's first 2 KB for function words, without allocation, which
// stops once five English ones and none of the languages were seen, and
// one of the name for a verb of the map.

// langMask is a set of the languages of this file, 1<<esLang and so on.
type langMask uint8

// latinRow is an English word and its words in each language, several
// separated by spaces.
type latinRow struct{ en, es, pt, fr, it, de string }

// eachWord calls fn with each word of row and its language.
func (row latinRow) eachWord(fn func(l int, w string)) {
	for l, ws := range [nLatin]string{row.es, row.pt, row.fr, row.it, row.de} {
		for _, w := range strings.Fields(ws) {
			fn(l, w)
		}
	}
}

// The languages, by index.
const (
	esLang = iota
	ptLang
	frLang
	itLang
	deLang
	enLang // English function words, the evidence against
	nLatin = enLang
)

// latinVerbTable pairs each English verb with its translations, space
// separated, per language. Accented words are also known without their
// accents, and German ones with "ae", "oe", "ue" for the umlauts.
var latinVerbTable = []latinRow{
	// Reads.
	{"list", "listar lista listado", "listar lista", "lister liste", "elenca elencare lista", "auflisten listet liste"},
	{"get", "obtener obtiene obtén", "obter obtém obtenha", "obtenir obtient", "ottieni ottiene ottenere", "abrufen holen holt"},
	{"retrieve", "recuperar recupera", "recuperar recupera", "récupérer récupère", "recupera recuperare", "ermitteln ermittelt"},
	{"search", "buscar busca búsqueda", "buscar busca pesquisar pesquisa procurar procura", "rechercher recherche chercher cherche", "cerca cercare ricerca", "suchen sucht suche durchsuchen durchsucht"},
	{"find", "encontrar encuentra", "encontrar encontra", "trouver trouve", "trova trovare", "finden findet"},
	{"query", "consultar consulta", "consultar consulta", "consulter consulte", "consulta consultare interroga", "abfragen abfrage"},
	{"show", "mostrar muestra", "mostrar mostra exibir exibe", "afficher affiche", "mostra mostrare visualizza visualizzare", "anzeigen zeigt"},
	{"read", "leer", "ler lê", "lire lit", "leggi legge leggere", "lesen liest"},
	{"describe", "describir describe", "descrever descreve", "décrire décrit", "descrivi descrive", "beschreiben beschreibt"},
	{"explain", "explicar explica", "explicar explica", "expliquer explique", "spiega spiegare", "erklären erklärt"},
	{"return", "devolver devuelve", "retornar retorna", "renvoyer renvoie retourner retourne", "restituisce restituire ritorna", "liefert liefern gibt zurückgeben"},
	{"download", "descargar descarga", "baixar baixa", "télécharger télécharge", "scarica scaricare", "herunterladen"},
	{"export", "exportar exporta", "exportar exporta", "exporter exporte", "esporta esportare", "exportieren exportiert"},
	{"analyze", "analizar analiza", "analisar analisa", "analyser analyse", "analizza analizzare", "analysieren analysiert"},
	{"calculate", "calcular calcula", "calcular calcula", "calculer calcule", "calcola calcolare", "berechnen berechnet"},
	{"check", "comprobar comprueba", "conferir confere", "contrôler contrôle", "controlla controllare", "prüfen prüft"},
	{"verify", "verificar verifica", "verificar verifica", "vérifier vérifie", "verifica verificare", "überprüfen überprüft"},
	{"validate", "validar valida", "validar valida", "valider valide", "convalida", "validieren validiert"},
	{"convert", "convertir convierte", "converter converte", "convertir convertit", "converti converte convertire", "konvertieren konvertiert umwandeln"},
	{"translate", "traducir traduce", "traduzir traduz", "traduire traduit", "traduci traduce tradurre", "übersetzen übersetzt"},
	// Writes.
	{"create", "crear crea creación", "criar cria", "créer crée", "crea creare", "erstellen erstellt erzeugen erzeugt anlegen"},
	{"add", "agregar agrega añadir añade", "adicionar adiciona", "ajouter ajoute ajout", "aggiungi aggiunge aggiungere", "hinzufügen"},
	{"insert", "insertar inserta", "inserir insere", "insérer insère", "inserisci inserisce inserire", "einfügen fügt"},
	{"update", "actualizar actualiza actualización", "atualizar atualiza", "actualiser actualise mettre met", "aggiorna aggiornare", "aktualisieren aktualisiert"},
	{"modify", "modificar modifica", "modificar modifica alterar altera", "modifier modifie", "modifica modificare", "ändern ändert bearbeiten bearbeitet"},
	{"edit", "editar edita", "editar edita", "éditer édite", "edita", "editieren editiert"},
	{"save", "guardar guarda", "salvar salva", "enregistrer enregistre sauvegarder sauvegarde", "salva salvare", "speichern speichert"},
	{"store", "almacenar almacena", "armazenar armazena", "stocker stocke", "memorizza memorizzare", "ablegen"},
	{"write", "escribir escribe", "escrever escreve", "écrire écrit", "scrivi scrive scrivere", "schreiben schreibt"},
	{"register", "registrar registra", "registrar registra cadastrar cadastra", "inscrire inscrit", "registra registrare", "registrieren registriert"},
	{"upload", "subir sube", "carregar carrega", "téléverser téléverse", "carica caricare", "hochladen"},
	{"import", "importar importa", "importar importa", "importer importe", "importa importare", "importieren importiert"},
	{"generate", "generar genera", "gerar gera", "générer génère", "genera generare", "generieren generiert"},
	{"move", "mueve", "move", "déplacer déplace", "sposta spostare", "verschieben verschiebt"},
	{"copy", "copiar copia", "copiar copia", "copier copie", "copia copiare", "kopieren kopiert"},
	{"rename", "renombrar renombra", "renomear renomeia", "renommer renomme", "rinomina rinominare", "umbenennen"},
	{"assign", "asignar asigna", "atribuir atribui", "assigner assigne", "assegna assegnare", "zuweisen"},
	{"install", "instalar instala", "instalar instala", "installer installe", "installa installare", "installieren installiert"},
	{"refresh", "refrescar refresca", "recarregar recarrega", "rafraîchir rafraîchit", "ricarica", "neu laden"},
	{"start", "iniciar inicia", "iniciar inicia", "démarrer démarre", "avvia avviare", "starten startet"},
	{"approve", "aprobar aprueba", "aprovar aprova", "approuver approuve", "approva approvare", "genehmigen genehmigt"},
	// Destroys.
	{"delete", "eliminar elimina borrar borra suprimir suprime", "excluir exclui apagar apaga deletar deleta", "supprimer supprime suppression effacer efface", "elimina eliminare cancella cancellare", "löschen löscht"},
	{"remove", "quitar quita remover", "remover remove", "retirer enlever enlève", "rimuovi rimuove rimuovere", "entfernen entfernt"},
	{"clear", "limpiar limpia vaciar vacía", "limpar limpa", "vider vide", "svuota svuotare", "leeren leert"},
	{"format", "formatear formatea", "formatar formata", "formater formate", "formattare formatta", "formatieren formatiert"},
	{"terminate", "terminar termina", "terminar termina", "terminer termine", "terminare termina", "terminieren terminiert"},
	{"kill", "matar mata", "matar mata", "tuer tue", "uccidere uccide", "abschießen"},
	{"truncate", "truncar trunca", "truncar trunca", "tronquer tronque", "troncare tronca", "kürzen kürzt"},
	{"disable", "desactivar desactiva deshabilitar deshabilita", "desativar desativa desabilitar desabilita", "désactiver désactive", "disattivare disattiva disabilitare disabilita", "deaktivieren deaktiviert"},
	{"purge", "purgar purga", "purgar purga", "purger purge", "purgare purga", "bereinigen bereinigt"},
	{"destroy", "destruir destruye", "destruir destrói", "détruire détruit", "distruggere distrugge", "zerstören zerstört vernichten"},
	{"send", "enviar envía mandar manda", "enviar envia", "envoyer envoie envoi", "invia inviare", "senden sendet versenden versendet schicken schickt"},
	{"publish", "publicar publica", "publicar publica", "publier publie", "pubblica pubblicare", "veröffentlichen veröffentlicht"},
	{"execute", "ejecutar ejecuta", "executar executa", "exécuter exécute", "esegui esegue eseguire", "ausführen"},
	{"cancel", "cancelar cancela anular anula", "cancelar cancela", "annuler annule", "annulla annullare", "abbrechen stornieren storniert"},
	{"stop", "detener detiene", "interromper interrompe", "arrêter arrête", "ferma fermare arresta", "stoppen stoppt beenden beendet"},
	{"restart", "reiniciar reinicia", "reiniciar reinicia", "redémarrer redémarre", "riavvia riavviare", "neustarten"},
	{"reset", "restablecer restablece", "redefinir", "réinitialiser réinitialise", "reimposta reimpostare", "zurücksetzen"},
	{"overwrite", "sobrescribir sobrescribe", "sobrescrever sobrescreve", "écraser écrase", "sovrascrivi sovrascrive", "überschreiben überschreibt"},
	{"uninstall", "desinstalar desinstala", "desinstalar desinstala", "désinstaller désinstalle", "disinstalla", "deinstallieren"},
	{"pay", "pagar paga", "pagar paga", "payer paie", "pagare paga", "bezahlen bezahlt"},
	{"buy", "comprar", "comprar", "acheter achète", "acquista acquistare", "kaufen kauft"},
	{"transfer", "transferir transfiere", "transferir transfere", "transférer transfère", "trasferisci trasferisce", "überweisen überweist"},
	{"reply", "responder responde", "responder responde", "répondre répond", "rispondi risponde", "antworten antwortet"},
}

// latinNounTable pairs the few nouns that, as its object, make an
// English verb act otherwise ("execute a command" runs code, "format the
// disk" destroys) with their translations, as latinVerbTable (a word the
// same in English is left out).
var latinNounTable = []latinRow{
	{"command", "comando comandos", "comando comandos", "commande commandes", "comando comandi", "befehl befehle kommando"},
	{"code", "código", "código", "", "codice", ""},
	{"script", "", "", "", "", "skript"},
	{"disk", "disco", "disco", "disque", "disco", "festplatte laufwerk"},
}

// latinAuxiliaries are the auxiliaries of the passive, read as "is"
// before a participle of a destructive verb ("será eliminado": "is
// deleted").
var latinAuxiliaries = [...]string{
	esLang: "es son será serán está están fue fueron",
	ptLang: "é são será serão está estão foi foram",
	frLang: "est sont sera seront été",
	itLang: "è sono sarà saranno viene vengono verrà verranno",
	deLang: "wird werden ist sind",
}

// participles returns the past participles of the infinitive w in l.
func participles(w string, l int) []string {
	n := len(w)
	switch {
	case (l == esLang || l == ptLang) && n > 4 && (strings.HasSuffix(w, "ar")):
		st := w[:n-2]
		return []string{st + "ado", st + "ada", st + "ados", st + "adas"}
	case (l == esLang || l == ptLang) && n > 4 && (strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir")):
		st := w[:n-2]
		return []string{st + "ido", st + "ida", st + "idos", st + "idas"}
	case l == frLang && n > 4 && strings.HasSuffix(w, "er"):
		st := w[:n-2]
		return []string{st + "é", st + "ée", st + "és", st + "ées"}
	case l == itLang && n > 5 && strings.HasSuffix(w, "are"):
		st := w[:n-3]
		return []string{st + "ato", st + "ata", st + "ati", st + "ate"}
	case l == itLang && n > 5 && strings.HasSuffix(w, "ire"):
		st := w[:n-3]
		return []string{st + "ito", st + "ita", st + "iti", st + "ite"}
	case l == deLang && n > 4 && strings.HasSuffix(w, "en") && !strings.HasSuffix(w, "ieren"):
		st := w[:n-2]
		for _, p := range []string{"be", "ent", "er", "ver", "zer", "über", "ueber"} {
			if strings.HasPrefix(st, p) {
				return []string{st + "t"}
			}
		}
		return []string{"ge" + st + "t"}
	}
	return nil
}

// latinJoiners are the words that join clauses, so that a later act is
// read as one ("Lista los archivos y luego los elimina": lists the files
// and then deletes them).
var latinJoiners = []latinRow{
	{"and", "y", "e", "et", "e ed", "und"},
	{"then", "luego después", "depois então", "puis ensuite", "poi quindi", "dann anschließend danach"},
}

// latinClitics are the object pronouns that come before the verb ("y
// luego los elimina", "puis les supprime"): after a joiner, the verb is
// read before them, as "it" ("and then delete it").
var latinClitics = [...]string{
	esLang: "lo la los las le les",
	ptLang: "o a os as",
	frLang: "le la les l",
	itLang: "lo la li le gli ne",
}

// latinFunctionWords are the function words that say a text is in one of
// the languages, per language.
var latinFunctionWords = [...]string{
	esLang: "los las del el la de para una un según segun con por al más mas sus mis esta este desde hasta entre sin sobre cuando también tambien que se su lo",
	ptLang: "o não nao uma para dos das de da ao aos pelo pela seu sua mais como também tambem que se sem entre sobre quando",
	frLang: "les des pour une un le la de du avec dans sur leur leurs qui que ce cette ces sans entre aux où",
	itLang: "della delle degli dei del dello il gli la le una uno un di da dalla dal al ai allo nel nella nei alla alle sul sulla con che questo questa tra senza loro",
	deLang: "und der die das des für fuer nicht ein eine einen den dem von zu im ist auf aus bei oder wird sind als zum zur werden sie",
	enLang: "the of and to for with from this that is are be by or it its at as on into which not you your can will if when all only",
}

// latinAlsoEnglish are function words of the languages that are also
// English words ("do", "no", "per", "pour"): no evidence of the language,
// but still words "infer" must not read as English in its text.
var latinAlsoEnglish = [...]string{
	esLang: "dos no",
	ptLang: "do dos no na os em um com",
	frLang: "pour est et son",
	itLang: "per",
	deLang: "mit an also",
}

// latinWord is what the map knows of one word: its English verb, if it
// is a verb of the map, and the languages whose verb or function word it
// is.
type latinWord struct {
	en       string
	verbs    langMask // languages in which it is the verb en
	noun     string   // its English noun, if it is a noun of latinNounTable
	nouns    langMask // languages in which it is the noun
	join     string   // "and" or "then"
	joins    langMask // languages in which it is the joiner join
	clitic   langMask // languages in which it is an object pronoun
	function langMask // languages in which it is a function word (evidence)
	also     langMask // languages in which it is a function word also English
	id       uint8    // index of the function word, for counting distinct ones
	english  bool     // a word of the lexicon too ("remove", "liste")
	part     string   // its English past participle, if it is a participle of a destructive verb
	parts    langMask // languages in which it is that participle
	aux      langMask // languages in which it is the auxiliary of the passive ("es", "est", "viene")
	destroys bool     // en is a destructive verb of the lexicon
}

var latinWords = func() map[string]*latinWord {
	m := map[string]*latinWord{}
	get := func(w string) *latinWord {
		if m[w] == nil {
			m[w] = &latinWord{}
		}
		return m[w]
	}
	for _, row := range latinVerbTable {
		row.eachWord(func(l int, w string) {
			for _, v := range spellings(w) {
				e := get(v)
				e.en, e.verbs = row.en, e.verbs|1<<l
			}
		})
	}
	// The regular forms of each infinitive that the table does not
	// list (plural, polite and imperative: "eliminan", "elimine",
	// "supprimez", "lösche"), unless the form is already a word of the
	// map or an English word of the lexicon.
	for _, row := range latinVerbTable {
		row.eachWord(func(l int, w string) {
			for _, f := range inflections(w, l) {
				for _, v := range spellings(f) {
					if _, english := lookup(v); english || m[v] != nil && m[v].en != row.en {
						continue
					}
					e := get(v)
					e.en, e.verbs = row.en, e.verbs|1<<l
				}
			}
		})
	}
	for _, row := range latinNounTable {
		row.eachWord(func(l int, w string) {
			for _, v := range spellings(w) {
				e := get(v)
				e.noun, e.nouns = row.en, e.nouns|1<<l
			}
		})
	}
	for _, row := range latinJoiners {
		row.eachWord(func(l int, w string) {
			for _, v := range spellings(w) {
				e := get(v)
				e.join, e.joins = row.en, e.joins|1<<l
			}
		})
	}
	for l, ws := range latinClitics {
		for _, w := range strings.Fields(ws) {
			get(w).clitic |= 1 << l
		}
	}
	// The past participles of the destructive verbs ("eliminado",
	// "supprimé"), read after an auxiliary as the English passive.
	for _, row := range latinVerbTable {
		v, _ := lookup(row.en)
		pp := row.en + "ed"
		if strings.HasSuffix(row.en, "e") {
			pp = row.en + "d"
		}
		if _, ok := lookup(pp); !ok || v.Effect != Destroys {
			continue
		}
		for l, ws := range [nLatin]string{row.es, row.pt, row.fr, row.it, row.de} {
			for _, w := range strings.Fields(ws) {
				for _, f := range participles(w, l) {
					for _, x := range spellings(f) {
						if m[x] == nil {
							e := get(x)
							e.part, e.parts = pp, 1<<l
						} else if m[x].part == pp {
							m[x].parts |= 1 << l
						}
					}
				}
			}
		}
	}
	for l, ws := range latinAuxiliaries {
		for _, w := range strings.Fields(ws) {
			for _, x := range spellings(w) {
				get(x).aux |= 1 << l
			}
		}
	}
	for w, e := range m {
		_, e.english = lookup(w)
		if e.en != "" {
			v, _ := lookup(e.en)
			e.destroys = v.Effect == Destroys
		}
	}
	id := 0
	for l, ws := range latinFunctionWords {
		for _, w := range strings.Fields(ws) {
			e := get(w)
			if e.id == 0 {
				id++
				e.id = uint8(id)
			}
			e.function |= 1 << l
		}
	}
	for l, ws := range latinAlsoEnglish {
		for _, w := range strings.Fields(ws) {
			e := get(w)
			if e.id == 0 {
				id++
				e.id = uint8(id)
			}
			e.also |= 1 << l
		}
	}
	return m
}()

// inflections returns the regular forms of the infinitive w in language
// l that are not its third person singular, which the table lists where
// it is a verb and not a noun ("compra"): the plural, the polite
// imperative and the German imperative ("eliminan", "elimine",
// "supprimez", "eliminano", "lösche"). None when w is not an infinitive.
func inflections(w string, l int) []string {
	cut := func(suffix string) (string, bool) {
		if len(w) > len(suffix)+2 && strings.HasSuffix(w, suffix) {
			return w[:len(w)-len(suffix)], true
		}
		return "", false
	}
	// soft spells a stem before "e" ("busc" + "e": "busque").
	soft := func(stem string) string {
		switch {
		case strings.HasSuffix(stem, "g"):
			return stem + "u"
		case strings.HasSuffix(stem, "c"):
			return stem[:len(stem)-1] + "qu"
		case strings.HasSuffix(stem, "z"):
			return stem[:len(stem)-1] + "c"
		}
		return stem
	}
	var out []string
	switch l {
	case esLang, ptLang:
		pl := "n"
		if l == ptLang {
			pl = "m"
		}
		if stem, ok := cut("ar"); ok {
			out = append(out, stem+"a"+pl, soft(stem)+"e", soft(stem)+"e"+pl)
		} else if stem, ok := cut("er"); ok {
			out = append(out, stem+"e"+pl, stem+"a", stem+"a"+pl)
		} else if stem, ok := cut("ir"); ok {
			out = append(out, stem+"e"+pl, stem+"a", stem+"a"+pl)
		}
	case frLang:
		if stem, ok := cut("er"); ok {
			out = append(out, stem+"ent", stem+"ez")
		} else if stem, ok := cut("ir"); ok {
			out = append(out, stem+"issent", stem+"issez")
		}
	case itLang:
		if stem, ok := cut("are"); ok {
			out = append(out, stem+"ano")
		} else if stem, ok := cut("ere"); ok {
			out = append(out, stem+"ono")
		} else if stem, ok := cut("ire"); ok {
			out = append(out, stem+"ono")
		}
	case deLang:
		if stem, ok := cut("ern"); ok {
			out = append(out, stem+"ere")
		} else if stem, ok := cut("eln"); ok {
			out = append(out, stem+"ele")
		} else if stem, ok := cut("en"); ok {
			out = append(out, stem+"e")
		}
	}
	return out
}

// wordFilter holds, per word length, a bit per first byte of the words
// of latinWords of one kind: a word it rules out needs no map lookup.
type wordFilter [33]uint32

func firstBit(c byte) uint32 {
	if 'a' <= c && c <= 'z' {
		return 1 << (c - 'a')
	}
	return 1 << (26 + c%6)
}

// has reports whether a word of the kind may be w.
func (f *wordFilter) has(w []byte) bool {
	return len(w) > 0 && len(w) < len(f) && f[len(w)]&firstBit(w[0]) != 0
}

// functionFilter rules out words that are no function word; verbFilter,
// words that are no verb of the map.
var functionFilter, verbFilter = func() (fn, vb wordFilter) {
	for w, e := range latinWords {
		if len(w) >= len(fn) {
			continue
		}
		if e.function|e.also != 0 {
			fn[len(w)] |= firstBit(w[0])
		}
		if e.verbs != 0 {
			vb[len(w)] |= firstBit(w[0])
		}
	}
	return fn, vb
}()

// spellings returns w and its spellings without accents (and, for
// umlauts, with "ae", "oe", "ue").
func spellings(w string) []string {
	out := []string{w}
	plain := strings.NewReplacer("á", "a", "à", "a", "â", "a", "ã", "a", "é", "e", "è", "e", "ê", "e", "í", "i", "î", "i",
		"ó", "o", "ô", "o", "õ", "o", "ú", "u", "û", "u", "ç", "c", "ñ", "n", "ä", "a", "ö", "o", "ü", "u", "ß", "ss").Replace(w)
	if plain != w {
		out = append(out, plain)
	}
	if de := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue").Replace(w); de != w {
		out = append(out, de)
	}
	return out
}

// maxLatinScan bounds how much of a text latinLang reads.
const maxLatinScan = 2048

// latinLang returns the languages s is written in (those of the most
// distinct function words, at least three, or two with no English one,
// and more than the English ones), or 0. With no English function word
// at all, the function words that are also English ("do", "per") and a
// verb of the map opening the text ("Exclui a tabela do banco") count
// too: a short sentence has few function words.
func latinLang(s string) langMask {
	var counts, weak [nLatin + 1]int
	var seen [4]uint64
	opener := false // the text opens with a verb of the map that is no English word
	s = s[:min(len(s), maxLatinScan)]
	start := strings.IndexFunc(s, unicode.IsLetter) // the text's first word
	if start >= 0 {
		end := strings.IndexFunc(s[start:], func(r rune) bool { return !unicode.IsLetter(r) })
		if end < 0 {
			end = len(s) - start
		}
		scanWords(s[start:start+end], &verbFilter, func(e *latinWord, _ int) bool {
			for l := range nLatin {
				if e.verbs&(1<<l) != 0 {
					weak[l]++
				}
			}
			opener = e.verbs != 0 && !e.english
			return false
		})
		// A verb alone ("Lista") says nothing of a sentence, nor one
		// in capitals, an acronym ("MET Norway Forecast").
		opener = opener && strings.IndexFunc(s[start+end:], unicode.IsLetter) >= 0 &&
			strings.IndexFunc(s[start:start+end], unicode.IsLower) >= 0
	}
	scanWords(s, &functionFilter, func(e *latinWord, at int) bool {
		if e.function|e.also == 0 || seen[e.id/64]&(1<<(e.id%64)) != 0 {
			return true
		}
		seen[e.id/64] |= 1 << (e.id % 64)
		for l := range nLatin + 1 {
			if e.function&(1<<l) != 0 {
				counts[l]++
			}
			if e.also&(1<<l) != 0 {
				weak[l]++
			}
		}
		// English text: stop early.
		return counts[enLang] < 5 || slices.ContainsFunc(counts[:nLatin], func(n int) bool { return n > 0 })
	})
	en := counts[enLang]
	if en == 0 {
		for l := range nLatin {
			counts[l] += weak[l]
		}
	}
	best := slices.Max(counts[:nLatin])
	if best == 1 && en == 0 && opener {
		// "Elimina todo.": a sentence of a verb of the map, no
		// English word, and an adverb or a word the map does not know.
	} else if best < 2 || best < 3 && en > 0 || best <= en {
		return 0
	}
	var m langMask
	for l := range nLatin {
		if counts[l] == best {
			m |= 1 << l
		}
	}
	return m
}

// scanWords calls f with the entry of latinWords of each word of s (a
// run of letters, in lower case) that has one and that only, if not nil,
// does not rule out, until f returns false. It does not allocate.
func scanWords(s string, only *wordFilter, f func(e *latinWord, at int) bool) {
	var buf [32]byte
	for i := 0; i < len(s); {
		r, size := runeAt(s, i)
		if !unicode.IsLetter(r) {
			i += size
			continue
		}
		j, b := i, buf[:0]
		for j < len(s) {
			r, size := runeAt(s, j)
			if !unicode.IsLetter(r) || j > i && camelBreak(s, j, r) {
				break
			}
			switch {
			case len(b) > len(buf)-utf8.UTFMax:
				b = buf[:] // too long: no word of the map
			case r < utf8.RuneSelf:
				b = append(b, byte(r)|0x20) // an ASCII letter in lower case
			default:
				b = utf8.AppendRune(b, unicode.ToLower(r))
			}
			j += size
		}
		if len(b) < len(buf) && (only == nil || only.has(b)) {
			if e := latinWords[string(b)]; e != nil && !f(e, i) { // a map index by string(b) does not allocate
				return
			}
		}
		i = j
	}
}

// camelBreak reports whether the letter r at s[j] opens a word of a
// camelCase name ("eliminarUsuario"): an upper-case letter after a
// lower-case one.
func camelBreak(s string, j int, r rune) bool {
	if r < utf8.RuneSelf {
		if c := byte(r); c < 'A' || c > 'Z' {
			return false
		}
	} else if !unicode.IsUpper(r) {
		return false
	}
	p, _ := utf8.DecodeLastRuneInString(s[:j])
	return unicode.IsLower(p)
}

// runeAt decodes the rune at s[i], ASCII without a call.
func runeAt(s string, i int) (rune, int) {
	if c := s[i]; c < utf8.RuneSelf {
		if 'a' <= c|0x20 && c|0x20 <= 'z' {
			return rune(c), 1
		}
		return -1, 1 // not a letter
	}
	return utf8.DecodeRuneInString(s[i:])
}

// latinText returns s with the verbs of latinVerbs in lang in English,
// and the function words of lang the lexicon reads as "of". It returns s
// itself when lang is 0.
func latinText(s string, lang langMask) string {
	if lang == 0 {
		return s
	}
	var b strings.Builder
	last := 0 // s[:last] is written
	// The word before (s[clitic:cliticEnd]) when it is an object pronoun
	// after a joiner.
	clitic, cliticEnd := -1, -1
	joined := false  // the last word was a joiner
	passive := false // the last word was a reflexive pronoun read as "is"
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			i += size
			continue
		}
		j := wordEnd(s, i)
		var en string
		var kind int
		en, kind, passive = readLatinWord(s, i, j, lang, passive)
		if en != "" {
			if b.Len() == 0 {
				b.Grow(len(s) + 16)
			}
			if unicode.IsUpper(r) {
				en = strings.ToUpper(en[:1]) + en[1:]
			}
			if kind == latinVerb && clitic >= last && strings.Trim(s[cliticEnd:i], " ") == "" {
				// "y luego los elimina": "and then delete it".
				b.WriteString(s[last:clitic])
				b.WriteString(en)
				b.WriteString(" it")
			} else {
				b.WriteString(s[last:i])
				b.WriteString(en)
			}
			last = j
		}
		clitic, cliticEnd = -1, -1
		if joined && kind == latinPronoun {
			clitic, cliticEnd = i, j
		}
		joined = kind == latinJoiner
		i = j
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// wordEnd returns where the word of letters at s[i:] ends: at the first
// rune that is no letter, or where a camelCase name's next word starts.
func wordEnd(s string, i int) int {
	j := i
	for j < len(s) {
		r, size := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLetter(r) || j > i && camelBreak(s, j, r) {
			break
		}
		j += size
	}
	return j
}

// readLatinWord returns the English of the word s[i:j] in lang and its kind
// (see latinEnglish), read in its passive: an auxiliary before a
// participle ("será eliminado") and a reflexive pronoun before a
// destroying verb ("se eliminan") as "is", a participle as the English
// one, and a verb after such a reflexive as its participle. passive
// reports a reflexive read as "is" just before; the result reports it
// for the next word.
func readLatinWord(s string, i, j int, lang langMask, passive bool) (en string, kind int, next bool) {
	en, kind = latinEnglish(s[i:j], lang, i > 0)
	next = passive
	e := latinWords[strings.ToLower(s[i:j])]
	switch {
	case e != nil && e.aux&lang != 0:
		// "será eliminado": "is deleted".
		if pe := latinWords[strings.ToLower(nextWord(s, j))]; pe != nil && pe.parts&lang != 0 {
			en, kind = "is", latinOther
		}
	case e != nil && e.parts&lang != 0 && en == "":
		en = e.part
	case reflexive(s[i:j], lang):
		// "se eliminan": "is deleted".
		if pe := latinWords[strings.ToLower(nextWord(s, j))]; pe != nil && pe.verbs&lang != 0 && pe.destroys {
			en, kind = "is", latinOther
			next = true
		}
	case passive && kind == latinVerb:
		if strings.HasSuffix(en, "e") {
			en += "d"
		} else {
			en += "ed"
		}
	}
	if en != "is" || kind != latinOther {
		next = false
	}
	return en, kind, next
}

// reflexive reports whether w is the reflexive pronoun of the passive
// in lang ("se", "si").
func reflexive(w string, lang langMask) bool {
	switch strings.ToLower(w) {
	case "se":
		return lang&(1<<esLang|1<<ptLang) != 0
	case "si":
		return lang&(1<<itLang) != 0
	}
	return false
}

// nextWord returns the run of letters after the spaces at s[j:], or "".
func nextWord(s string, j int) string {
	for j < len(s) && s[j] == ' ' {
		j++
	}
	k := j
	for k < len(s) {
		r, size := utf8.DecodeRuneInString(s[k:])
		if !unicode.IsLetter(r) {
			break
		}
		k += size
	}
	return s[j:k]
}

// The kinds of word latinEnglish finds.
const (
	latinOther = iota
	latinVerb
	latinJoiner
	latinPronoun
)

// latinEnglish returns the English of the word w in lang and its kind:
// its verb, its joiner ("and", "then"), "of" for a function word the
// lexicon reads (unless the word opens the text, where "del" is the verb
// of a name), or "" (an object pronoun is a latinPronoun).
func latinEnglish(w string, lang langMask, inside bool) (en string, kind int) {
	if len(w) > 32 {
		return "", latinOther
	}
	e := latinWords[strings.ToLower(w)]
	switch {
	case e == nil:
		return "", latinOther
	case e.verbs&lang != 0:
		return e.en, latinVerb
	case e.joins&lang != 0:
		return e.join, latinJoiner
	case e.nouns&lang != 0:
		return e.noun, latinOther
	case e.clitic&lang != 0:
		return "", latinPronoun
	case inside && (e.function|e.also)&lang != 0:
		if _, ok := lookup(strings.ToLower(w)); ok {
			return "of", latinOther
		}
	}
	return "", latinOther
}

// latinReading is a tool's name, title and description with their
// foreign verbs in English.
type latinReading struct {
	name, title, description string
	lang                     langMask
	// nameVerb is true when the name's verb is one of the map's and the
	// name has no English verb.
	nameVerb bool
}

// readLatin returns the reading in English of a tool whose name or text
// is in one of the languages, or false.
func readLatin(name, title, description string) (latinReading, bool) {
	lang := latinLang(description)
	if lang == 0 {
		lang = latinLang(title)
	}
	nameLang := foreignNameVerb(name)
	if lang == 0 {
		lang = nameLang
	}
	if lang == 0 {
		lang = strayDestroyer(description)
	}
	if lang == 0 {
		return latinReading{}, false
	}
	l := latinReading{
		name:        latinText(name, lang),
		title:       latinText(title, lang),
		description: latinText(description, lang),
		lang:        lang,
		nameVerb:    nameLang&lang != 0,
	}
	return l, l.name != name || l.title != title || l.description != description
}

// strayDestroyer returns the languages of the first destructive verb of
// the map that is no English word in s ("Returns the user y borra los
// archivos"), or 0: a text mostly English, so not read as foreign, may
// still end in a clause that is.
func strayDestroyer(s string) langMask {
	var m langMask
	scanWords(s[:min(len(s), maxLatinScan)], &verbFilter, func(e *latinWord, _ int) bool {
		if e.destroys && !e.english {
			m = e.verbs
		}
		return m == 0
	})
	return m
}

// foreignNameVerb returns the languages of a verb of the map in the name
// when no word of the name is a verb of the lexicon, or 0.
func foreignNameVerb(name string) langMask {
	var m langMask
	scanWords(name, &verbFilter, func(e *latinWord, _ int) bool {
		if e.verbs != 0 {
			m = e.verbs
		}
		return m == 0
	})
	if m == 0 {
		return 0 // the cheap test: no word of the map
	}
	m = 0
	english := false
	for _, w := range Words(name) {
		if e, ok := lookup(w); ok && !e.Noun {
			english = true
			break
		}
		if e := latinWords[w]; e != nil && e.verbs != 0 && m == 0 {
			m = e.verbs
		}
	}
	if english {
		return 0
	}
	return m
}

// restsOnFunctionWord reports a reason whose first quoted word is a
// function word of lang ("description word \"del\""): the reading rests
// on a word that is not English.
func restsOnFunctionWord(reason string, lang langMask) bool {
	i := strings.IndexByte(reason, '"')
	if i < 0 {
		return false
	}
	j := strings.IndexByte(reason[i+1:], '"')
	if j < 0 {
		return false
	}
	e := latinWords[strings.ToLower(reason[i+1:i+1+j])]
	return e != nil && (e.function|e.also)&lang != 0 && e.verbs&lang == 0
}
