package hints

import (
	"slices"
	"strings"
)

// This file holds the debugger signal: stepping through a program under a
// debugger or letting it continue runs it ("step_over", "Continue
// execution until the next breakpoint"): the program's code executes,
// with whatever effects it has, which is a write by the labelling rules,
// however quietly the tool then waits for it to stop. Debugging a program
// starts it (debugsProgram): the caller names the code that runs, which
// is destructive.

// stepDirections follow "step" when it moves a debugged program.
var stepDirections = set("over", "into", "out", "instruction")

// resumeVerbs let a paused program run on.
var resumeVerbs = set("continue", "continues", "resume", "resumes")

// executionObjects are what a debugger lets run.
var executionObjects = set("execution", "program", "debuggee", "thread", "threads")

// runsDebuggee returns a write when h does not write and the name or the
// description's first sentence steps or continues a debugged program;
// otherwise h.
func runsDebuggee(h hit, nameWords []string, toks []token) hit {
	if h.effect > Reads {
		return h
	}
	where, w := "name", debuggerMove(nameWords)
	if w == "" {
		var buf [maxSentenceWords]string
		where, w = "description", debuggerMove(firstSentence(toks, buf[:]))
	}
	if w == "" {
		return h
	}
	return hit{effect: Writes, idem: idemNo, reason: where + ` "` + w + `" runs the debugged program`, word: w}
}

// debuggerMove returns the words of ws that step or continue a debugged
// program ("step over", "continue execution"), or "".
func debuggerMove(ws []string) string {
	for i := 0; i+1 < len(ws); i++ {
		w, next := ws[i], ws[i+1]
		if (w == "step" || w == "steps") && stepDirections[next] || resumeVerbs[w] && executionObjects[next] {
			return w + " " + next
		}
	}
	return ""
}

// debugTargets, as what "debug" acts on, are a program the debugger
// starts ("Debug a Go source file", "debugging the given binary").
var debugTargets = set("source", "program", "binary", "executable", "script", "scripts", "package", "main")

// debugsProgram returns a destructive hit when the name or the
// description's first sentence debugs a program: the debugger builds and
// starts it, running code the caller names, as running it would. Debug
// output, debug information and debugging an error are no program, and
// neither is the program of what is read ("the debug symbols of the
// executable") nor one a read helps debug ("Analyze the stack trace to
// debug the program"): see debugsObject.
func debugsProgram(h hit, nameWords []string, toks []token) hit {
	if h.effect == Destroys {
		return h
	}
	var buf [maxSentenceWords]string
	for _, at := range [...]struct {
		where string
		ws    []string
	}{{"name", nameWords}, {"description", firstSentence(toks, buf[:])}} {
		for i, w := range at.ws {
			if w != "debug" && w != "debugs" && w != "debugging" {
				continue
			}
			if j := nearWord(at.ws, i, 1, 6, in(debugTargets)); j >= 0 && debugsObject(at.ws, i, j) {
				return destroys(at.where + ` "` + w + ` ... ` + at.ws[j] + `" starts the program it debugs`)
			}
		}
	}
	return h
}

// debugsObject reports ws[j] what "debug" at ws[i] starts: no read
// before it that it serves ("Lists the breakpoints set while debugging
// the program", "get_debug_binary", "Show the debug output of the
// program"; a read that may also open things, "Opens a debug session",
// does not count), and, when "debug" has an object of its own ("debug
// the crashes", "debug issues"), no preposition before ws[j]: "debug
// crashes in the program" debugs the crashes. As a modifier ("a debug
// session for the binary") or a gerund with "of" ("debugging of the
// script"), the preposition introduces the program.
func debugsObject(ws []string, i, j int) bool {
	if ownObject(ws, i) && slices.ContainsFunc(ws[i+1:j], in(prepositions)) {
		return false
	}
	if i > 0 && joiners[ws[i-1]] {
		// "Reads the launch configuration and debugs the program":
		// a second act of its own, not one the read serves.
		return true
	}
	for k := 0; k < i; k++ {
		if e, ok := lookup(ws[k]); ok && !e.Noun && e.Effect == Reads && !e.Weak && e.WriteObjects == nil {
			return false
		}
	}
	return true
}

// ownObject reports "debug" at ws[i] a verb with an object of its own
// after it: a determiner opening it ("debug the crashes") or a plural
// ("debug crashes").
func ownObject(ws []string, i int) bool {
	if i+1 >= len(ws) {
		return false
	}
	next := ws[i+1]
	return determiners[next] && !prepositions[next] || strings.HasSuffix(next, "s") && !strings.HasSuffix(next, "ss")
}
