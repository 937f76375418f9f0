package hints

import "strings"

// This file holds the check for output sent to hardware: a print job,
// a message on a device's screen.

// showVerbs show or print what a tool has; to the caller, they read.
var showVerbs = set("print", "display", "show")

// deviceNouns are hardware that shows or prints what it is sent.
var deviceNouns = set("printer", "printers", "device", "devices", "screen", "screens", "display", "displays",
	"tv", "television", "clock", "matrix", "panel", "led", "leds", "lcd", "kiosk", "signage", "speaker", "speakers")

// printerProperties name a print job's target or its number of copies.
var printerProperties = set("printer", "printer_name", "printername", "copies")

// printerProperty reports an input that names a printer or its number of
// copies, by its name or by its description ("Hostname or IP of the
// printer", "Bambu Lab printer model").
func printerProperty(name string, p map[string]any) bool {
	if printerProperties[strings.ToLower(name)] {
		return true
	}
	d, _ := p["description"].(string)
	for _, w := range Words(d) {
		if w == "printer" || w == "printers" {
			return true
		}
	}
	return false
}

// showsOnDevice makes h, a read decided by a showing verb, a write when
// what it shows goes to hardware: the description says it is shown "on
// the LED matrix" or printed "to the office printer", or a print takes a
// printer or a number of copies. A repeat prints or shows again.
func showsOnDevice(h hit, toks []token, schema any) hit {
	if h.effect != Reads || !showVerbs[baseOf(h.word)] {
		return h
	}
	why := ""
	for i := range min(len(toks), maxScanTokens) {
		if showVerbs[baseOf(toks[i].w)] && !toks[i].ident {
			if j := deviceAfter(toks, i); j >= 0 {
				why = `; it goes to hardware ("` + toks[j].w + `")`
				break
			}
		}
	}
	if why == "" && baseOf(h.word) == "print" {
		if p := topProperty(schema, printerProperty); p != "" {
			why = `; a print job (input property "` + p + `")`
		}
	}
	if why == "" {
		return h
	}
	return hit{effect: Writes, idem: idemNo, reason: h.reason + why, word: h.word}
}

// deviceAfter returns where a device noun ends the place "on" or "to"
// opens after the showing verb toks[i] ("on a smart clock device", "to
// the office printer"), within eight words of the same sentence; -1 if
// none.
func deviceAfter(toks []token, i int) int {
	for k := i + 1; k < len(toks) && k <= i+8 && toks[k].sentence == toks[i].sentence; k++ {
		if toks[k].w != "on" && toks[k].w != "to" {
			continue
		}
		for j := k + 1; j < len(toks) && j <= k+4 && toks[j].sentence == toks[i].sentence && !toks[j].listed; j++ {
			if deviceNouns[toks[j].w] {
				return j
			}
		}
		return -1
	}
	return -1
}
