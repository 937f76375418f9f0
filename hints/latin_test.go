package hints_test

import (
	"testing"

	"github.com/hintgate/hintgate/hints"
)

// TestLatinVerbs: a tool named and described in Spanish, Portuguese,
// French, Italian or German is read by its verbs, as an English one is.
func TestLatinVerbs(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		// Labelled tools (held-out sets 62, 65, 72, 74).
		{"listar_gastos", "Listar los gastos más recientes.  Ejemplos de uso: - \"Muéstrame mis últimos gastos\"  Args:     limite: Número máximo de gastos a mostrar (default: 10)  Returns:     Lista formateada de gastos recientes", stringProps("limite"), hints.ReadOnly},
		{"buscar_factura_por_propiedad", "Busca facturas por dirección o nombre de calle, tolerando errores ortográficos. Úsalo cuando el usuario pregunte por una propiedad específica.", stringProps("query_direccion"), hints.ReadOnly},
		{"consultar_mis_facturas", "Consulta el listado de facturas generales. Args:     estado: 'PENDIENTE' o 'PAGADA'.", stringProps("estado"), hints.ReadOnly},
		{"lister_indicateurs", "Les indicateurs de qualité et de suivi, avec leur définition et leur valeur à la dernière actualisation.", nil, hints.ReadOnly},
		{"registrar_gasto", "Registrar un nuevo gasto en el sistema.  Args:     descripcion: Descripción del gasto (ej: \"Compra de supermercado\")     monto: Cantidad del gasto", stringProps("descripcion", "monto"), hints.Write},
		{"consultar-portabilidade", "Consulta status de portabilidade de um número via stored procedure consultaTN.", stringProps("numero"), hints.ReadOnly},
		// New sentences, reads.
		{"archivos", "Obtiene la lista de los archivos de una carpeta.", stringProps("carpeta"), hints.ReadOnly},
		{"documents", "Affiche les documents du dossier indiqué, avec leur taille.", stringProps("dossier"), hints.ReadOnly},
		{"arquivos", "Lista os arquivos de uma pasta e não altera nada.", stringProps("pasta"), hints.ReadOnly},
		{"documenti", "Elenca i documenti della cartella indicata, con la loro dimensione.", stringProps("cartella"), hints.ReadOnly},
		{"dateien", "Liest die Datei und gibt den Inhalt zurück.", stringProps("pfad"), hints.ReadOnly},
		{"cercare_utenti", "Cerca gli utenti per nome.", stringProps("nome"), hints.ReadOnly},
		// Writes.
		{"crear_nota", "Crea una nota nueva en la carpeta del usuario.", stringProps("texto"), hints.Write},
		{"aktualisieren", "Aktualisiert die Einstellungen für den Benutzer.", stringProps("wert"), hints.Write},
		// Destroys.
		{"archivo", "Elimina el archivo indicado de la carpeta.", stringProps("ruta"), hints.Destructive},
		{"document", "Supprime définitivement le document de la base.", stringProps("id"), hints.Destructive},
		{"datei", "Löscht die Datei aus dem Ordner.", stringProps("pfad"), hints.Destructive},
		{"correo", "Envía un correo al destinatario con el texto dado.", stringProps("para", "texto"), hints.Destructive},
		{"excluir_usuario", "Exclui o usuário da base de dados.", stringProps("id"), hints.Destructive},
		{"cancella_file", "Cancella il file indicato dalla cartella.", stringProps("percorso"), hints.Destructive},
		// Short sentences: few function words, some also English
		// ("do", "per"), and a verb of the map opening the text.
		{"fichiers", "Liste les fichiers puis les supprime.", nil, hints.Destructive},
		{"nachricht", "Sendet eine Nachricht an den Empfänger.", stringProps("an"), hints.Destructive},
		{"pedidos", "Lista os pedidos do cliente e não altera nada.", nil, hints.ReadOnly},
		{"tabela", "Exclui a tabela do banco de dados.", stringProps("tabela"), hints.Destructive},
		{"messaggio", "Invia un messaggio al destinatario per email.", stringProps("email"), hints.Destructive},
		{"config", "Met à jour la configuration du serveur.", stringProps("cle"), hints.Write},
		{"pedido", "Crea un pedido y luego lo envía al cliente.", nil, hints.Destructive},
		// An object pronoun before a joined verb ("y la guarda", "e o
		// remove") is read after it, as "it".
		{"consultar_config", "Consulta la configuración del sistema y la guarda en el disco.", nil, hints.Write},
		{"download_pt", "Baixa o arquivo do servidor e o remove da origem.", nil, hints.Destructive},
		// A foreign read name does not lower a description's real danger.
		{"listar_archivos", "Lista los archivos y luego los elimina del servidor.", nil, hints.Destructive},
	})
}

// TestLatinLeavesEnglish: English text with a stray foreign word ("de",
// "la", "del") is read as it was.
func TestLatinLeavesEnglish(t *testing.T) {
	hints.WithoutLearnt(t)
	checkClasses(t, []recallCase{
		{"files", "Delete a file from the Museo de la Ciudad archive.", stringProps("path"), hints.Destructive},
		{"del_key", "Del a key from the store.", stringProps("key"), hints.Destructive},
		{"get_post", "Get a post by id from the blog de la semaine.", stringProps("id"), hints.ReadOnly},
		{"search_lire", "Search for lire exchange rates in the archive.", nil, hints.ReadOnly},
	})
	for _, s := range []string{"Delete a file from the Museo de la Ciudad archive.", "Get the list of files in the folder.", "Lista",
		"Do not do this.", "Lists the files. Use per page to page through them.", "Delete the file (see la documentation)."} {
		if got := hints.ReadLatin(s); got != s {
			t.Errorf("ReadLatin(%q) = %q, want it unchanged", s, got)
		}
	}
}
