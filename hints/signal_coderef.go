package hints

// This file holds the code-reference signals of the danger scan: code a
// call runs that the description names by reference rather than as the
// object of a verb of running. A programming language's function or
// expression the call works with ("Transform the data with a
// user-supplied JavaScript function"), a language runtime the call runs
// its input in ("Evaluate the given source in Node"), and a pronoun
// standing for code named before it ("Analyze code by running it").

// instrumentWords introduce what a call does its work with.
var instrumentWords = set("with", "using", "via", "through")

// codeLanguages are programming languages whose functions and
// expressions are programs; codeHeads are such programs.
var codeLanguages = set("javascript", "java", "js", "typescript", "ts", "python", "py", "bash", "sh", "powershell", "lua",
	"ruby", "perl", "php", "groovy", "starlark")
var codeHeads = set("function", "functions", "lambda", "lambdas", "expression", "expressions", "code", "snippet",
	"snippets", "script", "scripts", "callback", "predicate", "program")

// codeInstrument returns the index of the code head that follows toks[i],
// an instrument word, within five words after a programming language
// ("with a user-supplied JavaScript function", "using a Python lambda"):
// the call does its work by running that code. A language alone ("with
// JavaScript enabled") names no code given; -1 then.
func codeInstrument(toks []token, i int) int {
	if !instrumentWords[toks[i].w] || negated(toks, i) {
		return -1
	}
	for j := i + 1; j+1 < len(toks) && j <= i+4 && toks[j+1].sentence == toks[i].sentence; j++ {
		k := j + 1
		if (toks[j].w == "java" || toks[j].w == "type") && toks[j].ident && toks[k].w == "script" && toks[k].ident {
			k++ // "JavaScript", "TypeScript" split as an identifier
		} else if !codeLanguages[toks[j].w] || toks[j].ident {
			continue
		}
		if k < len(toks) && toks[k].sentence == toks[i].sentence && codeHeads[toks[k].w] {
			return k
		}
	}
	return -1
}

// runtimes run the code given to them ("Evaluate the given source in
// Node"); runsIn come before one.
var runtimes = set("node", "nodejs", "deno", "bun", "interpreter", "repl", "ipython", "irb", "jshell", "v8")
var runsIn = set("in", "with", "using", "via", "through", "under")

// runReferences are objects of a verb of running that stand for a thing
// named before them ("running it", "runs what you type").
var runReferences = set("it", "them", "what", "whatever")

// runsAntecedent returns the index of the code a verb of running at
// toks[i] runs through a back reference right after it, named earlier in
// its sentence ("Analyze code by running it", "Opens a shell and runs
// what you type"), or -1. A later sentence's verb in the base form is
// advice to the caller ("so upload a script with sftp-upload and run
// it"), not the call's act.
func runsAntecedent(toks []token, i int) int {
	if i+1 >= len(toks) || toks[i+1].sentence != toks[i].sentence || !runReferences[toks[i+1].w] ||
		toks[i].sentence > 0 && lexicon[toks[i].w].Exec {
		return -1
	}
	for j := i - 1; j >= 0 && j >= i-8 && toks[j].sentence == toks[i].sentence; j-- {
		if codeObjects[toks[j].w] && !toks[j].ident && (j == 0 || !pureQualifiers[toks[j-1].w]) {
			return j
		}
	}
	return -1
}
