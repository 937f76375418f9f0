package main

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"

	"github.com/openai/openai-go/v3"
)

const maxTurns = 8

// maxCalls bounds the tool calls of one answer of the model: each may
// defer a call, and pending approvals are bounded for every user at once.
const maxCalls = 16

// Run asks the model and runs its tool calls through the guard. A call
// that must wait for a human is deferred: the model reads that it waits,
// and says so.
func (s *Service) Run(ctx context.Context, prompt string) (string, error) {
	listings, err := s.conn.Tools(ctx)
	if err != nil {
		return "", err
	}
	var tools []openai.ChatCompletionToolUnionParam
	for _, l := range listings {
		schema, _ := l.Tool.Definition.InputSchema.(map[string]any)
		tools = append(tools, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name: l.Tool.Name, Description: openai.String(l.Tool.Definition.Description), Parameters: schema}))
	}
	params := openai.ChatCompletionNewParams{Model: s.name, Tools: tools, Messages: []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage("Destructive tools wait for a human's approval; when a call waits, tell the user."),
		openai.UserMessage(prompt)}}
	for range maxTurns {
		resp, err := s.model.Chat.Completions.New(ctx, params)
		if err != nil {
			return "", err
		}
		if len(resp.Choices) == 0 {
			return "", fmt.Errorf("the model returned no choices")
		}
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		if len(msg.ToolCalls) > maxCalls {
			return "", fmt.Errorf("the model made %d tool calls in one answer; at most %d are run", len(msg.ToolCalls), maxCalls)
		}
		params.Messages = append(params.Messages, msg.ToParam())
		for _, call := range msg.ToolCalls {
			var args map[string]any
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				params.Messages = append(params.Messages, openai.ToolMessage("invalid JSON arguments", call.ID))
				continue
			}
			res, err := s.conn.CallTool(ctx, call.Function.Name, args)
			if err != nil {
				return "", err
			}
			params.Messages = append(params.Messages, openai.ToolMessage(text(res), call.ID))
		}
	}
	return "", fmt.Errorf("no answer after %d turns", maxTurns)
}

// Resume runs an approved call on this replica and has the model tell
// the user what it did.
func (s *Service) Resume(ctx context.Context, id string) (string, error) {
	res, err := s.conn.Resume(ctx, id)
	if err != nil {
		return "", err
	}
	p, err := s.g.Approvals().Get(ctx, id)
	if err != nil {
		return "", err
	}
	resp, err := s.model.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: s.name,
		Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage(fmt.Sprintf(
			"Your call of %s was approved by %s and ran. Its result: %s. Tell the user.", p.Tool, p.DecidedBy, text(res)))}})
	if err != nil {
		return "", err
	}
	if len(resp.Choices) == 0 {
		return "", fmt.Errorf("the model returned no choices")
	}
	return resp.Choices[0].Message.Content, nil
}

// pageStyle wraps the arguments: a long value (spaces, say) must not
// push the rest of a path past the edge of the page. The page's
// Content-Security-Policy allows this style alone, by its hash.
const pageStyle = "pre{white-space:pre-wrap;overflow-wrap:anywhere}"

// styleHash is pageStyle's hash as a CSP source.
var styleHash = func() string {
	sum := sha256.Sum256([]byte(pageStyle))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}()

// page lists the calls waiting for a decision; html/template escapes
// everything a tool or a model wrote.
var page = template.Must(template.New("approvals").Parse(`<!doctype html>
<title>Pending approvals</title>
<style>` + pageStyle + `</style>
<h1>Pending approvals</h1>
{{range .}}<section>
<h2>{{.Tool}} on {{.Server}}</h2>
<p>{{.Message}} (rule {{.Rule}}), asked by {{.Subject}} at {{.Created.Format "2006-01-02 15:04:05"}}</p>
<pre>{{.Pretty}}</pre>
<form method="post" action="/approvals/{{.ID}}">
<button name="decision" value="approve">Approve</button>
<button name="decision" value="reject">Reject</button>
</form>
</section>
{{else}}<p>Nothing waits for a decision.</p>{{end}}
`))
