package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestRedTeam39: a tool whose English name reads but whose Spanish,
// Portuguese, French, Italian or German description destroys must read
// as its English sentence would, whatever the verb's form (plural,
// imperative, polite imperative) and for the destructive verbs a
// translation of the lexicon's commonest ones must know.
func TestRedTeam39(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		// Plural, polite and imperative forms of verbs of the map.
		{"get_user", "Eliminan el usuario de la base de datos.", nil, hints.Destructive},
		{"get_user", "Elimine el usuario de la base de datos.", nil, hints.Destructive},
		{"get_user", "Apague o usuário do banco de dados.", nil, hints.Destructive},
		{"get_user", "Gli utenti eliminano i file dalla cartella.", nil, hints.Destructive},
		{"get_user", "Supprimez le fichier du disque.", nil, hints.Destructive},
		{"get_user", "Lösche den Benutzer aus der Datenbank.", nil, hints.Destructive},
		{"get_user", "Entferne den Benutzer aus der Datenbank.", nil, hints.Destructive},
		// Destructive verbs the map did not translate.
		{"cache_info", "Purga la caché del servidor.", nil, hints.Destructive},
		{"consultar_usuario", "Consulta y luego purga los datos del usuario.", nil, hints.Destructive},
	})
}

// TestRedTeam39More: more forms and words a translation must know.
func TestRedTeam39More(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		// A short German sentence: "des" is German as well as French.
		{"get_user", "Löscht alle Dateien des Benutzers.", nil, hints.Destructive},
		// Third person of "pagar".
		{"get_user", "Paga la factura del cliente.", nil, hints.Destructive},
		// The object that makes "execute" run code.
		{"user_tool", "Ejecuta un comando en el servidor del usuario.", nil, hints.Destructive},
		{"user_tool", "Exécute une commande sur le serveur.", nil, hints.Destructive},
		// "format" with a disk.
		{"get_user", "Formatea el disco del servidor.", nil, hints.Destructive},
	})
}

// TestRedTeam39Short: a camelCase name's foreign verb, and a text of one
// or two words opening with a verb of the map.
func TestRedTeam39Short(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"eliminarUsuario", "Obtiene el usuario.", nil, hints.Destructive},
		{"borrarArchivo", "Lists the file.", nil, hints.Destructive},
		{"get_user", "Elimina todo.", nil, hints.Destructive},
		{"get_user", "Supprimer définitivement.", nil, hints.Destructive},
	})
}

// TestRedTeam39Mixed: an English sentence with a clause in Spanish is
// not detected as Spanish, but its Spanish destructive verb still acts.
func TestRedTeam39Mixed(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_user", "Returns the user y borra los archivos del disco.", nil, hints.Destructive},
		{"get_user", "Returns the user and then borra los archivos.", nil, hints.Destructive},
	})
}

// TestRedTeam39Passive: "is deleted" in the languages.
func TestRedTeam39Passive(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_user", "El archivo será eliminado del disco.", nil, hints.Destructive},
		{"get_user", "Le fichier est supprimé du disque.", nil, hints.Destructive},
		{"get_user", "Il file viene eliminato dal disco.", nil, hints.Destructive},
		{"get_user", "O arquivo é apagado do disco.", nil, hints.Destructive},
	})
}

// TestRedTeam39Verbs: destructive verbs the map did not translate.
func TestRedTeam39Verbs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"get_user", "Vide la corbeille.", nil, hints.Destructive},
		{"get_user", "Termina el proceso del servidor.", nil, hints.Destructive},
		{"get_user", "Mata el proceso del servidor.", nil, hints.Destructive},
		{"get_user", "Tronca la tabella del database.", nil, hints.Destructive},
	})
}

// TestRedTeam39Reflexive: the reflexive passive ("se eliminan": "are
// deleted").
func TestRedTeam39Reflexive(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"list_files", "Lista los archivos. Los archivos antiguos se eliminan.", nil, hints.Destructive},
		{"list_files", "Elenca i file. I file vecchi si cancellano.", nil, hints.Destructive},
	})
}
