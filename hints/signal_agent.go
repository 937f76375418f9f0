package hints

// This file holds the agent signal: a tool that runs an agent ("Launch a
// new agent to handle complex tasks", "Run a test conversation with an
// agent", "Start a new agent session") hands the work to an actor that
// decides for itself which of its tools to call, with whatever effects
// they have: destructive by the labelling rules, as running arbitrary
// code is. Starting to track an agent, or an agent's container, is not
// running one.

// agentRunVerbs set an agent to work.
var agentRunVerbs = set("run", "runs", "invoke", "invokes", "launch", "launches", "spawn", "spawns",
	"start", "starts", "delegate", "delegates", "dispatch", "dispatches")

// agentWords are agents.
var agentWords = set("agent", "agents", "subagent", "subagents")

// agentParts after an agent word name a part of it or a record of it,
// not the agent at work ("the agent container", "an agent invocation").
var agentParts = set("container", "containers", "invocation", "invocations", "config", "configuration",
	"card", "cards", "list", "status", "logs", "metrics", "registry", "definition", "definitions", "template", "templates")

// agentWatchers between the verb and the agent make the tool watch it
// ("Start tracking an agent invocation").
var agentWatchers = set("tracking", "monitoring", "watching", "recording", "logging", "observing")

// runsAgent returns a destructive hit when the description's first
// sentence opens with setting an agent to work, or an empty hit.
func runsAgent(toks []token) hit {
	first := firstSentenceTokens(toks)
	for i, t := range first {
		if !agentRunVerbs[t.w] || negated(first, i) {
			continue
		}
		for j := i + 1; j < len(first) && j <= i+6; j++ {
			w := first[j].w
			if agentWatchers[w] || agentRunVerbs[w] {
				break
			}
			if !agentWords[w] || first[j].ident {
				continue
			}
			if j+1 < len(first) && agentParts[first[j+1].w] {
				break
			}
			return destroys(`description "` + t.w + ` ... ` + w + `": an agent acts with its own tools`)
		}
		return hit{} // the opening verb's object is no agent
	}
	return hit{}
}
