// Command client is the MCP client the official conformance suite
// (@modelcontextprotocol/conformance, client scenarios) drives: a go-sdk
// client that connects to the URL given as its one argument and does what
// the scenario named in MCP_CONFORMANCE_SCENARIO asks. With
// HINTGATE_GUARD=1 a hintgate guard is attached to the client (the
// default policy, and a confirmer that approves, standing for a human who
// says yes), so the suite's result with and without the guard can be
// compared: the guard must not change it.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/modelcontextprotocol/go-sdk/oauthex"
)

func main() {
	log.SetFlags(0)
	if len(os.Args) != 2 {
		log.Fatalf("usage: %s <server-url> (with MCP_CONFORMANCE_SCENARIO set)", os.Args[0])
	}
	scenario := os.Getenv("MCP_CONFORMANCE_SCENARIO")
	var config map[string]any
	if s := os.Getenv("MCP_CONFORMANCE_CONTEXT"); s != "" {
		if err := json.Unmarshal([]byte(s), &config); err != nil {
			log.Fatalf("MCP_CONFORMANCE_CONTEXT: %v", err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := run(ctx, scenario, os.Args[1], config); err != nil {
		log.Fatalf("scenario %q: %v", scenario, err)
	}
}

// run plays one scenario.
func run(ctx context.Context, scenario, endpoint string, config map[string]any) error {
	c := &conn{endpoint: endpoint}
	switch {
	case scenario == "initialize":
		return c.listAndCall(ctx, "")
	case scenario == "tools_call":
		return c.listAndCall(ctx, "add_numbers", "a", 5, "b", 3)
	case scenario == "elicitation-sep1034-client-defaults":
		c.opts = &mcp.ClientOptions{ElicitationHandler: func(context.Context, *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
			return &mcp.ElicitResult{Action: "accept", Content: map[string]any{}}, nil
		}}
		return c.listAndCall(ctx, "test_client_elicitation_defaults")
	case scenario == "sse-retry":
		return c.listAndCall(ctx, "test_reconnection")
	case strings.HasPrefix(scenario, "auth/"):
		h, err := authHandler(config)
		if err != nil {
			return err
		}
		c.oauth = h
		return c.listAndCall(ctx, "test-tool")
	}
	return fmt.Errorf("unknown scenario")
}

// conn is how the client connects.
type conn struct {
	endpoint string
	opts     *mcp.ClientOptions
	oauth    auth.OAuthHandler
}

// connect returns a session, guarded when HINTGATE_GUARD=1.
func (c *conn) connect(ctx context.Context) (*mcp.ClientSession, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "hintgate-conformance-client", Version: "1.0.0"}, c.opts)
	t := &mcp.StreamableClientTransport{Endpoint: c.endpoint, OAuthHandler: c.oauth}
	if os.Getenv("HINTGATE_GUARD") != "1" {
		return client.Connect(ctx, t, nil)
	}
	g, err := guard.New(&guard.Options{
		Confirmer: guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
			return guard.Verdict{Answer: guard.Approve}, nil
		}),
		Logger: slog.New(slog.NewJSONHandler(os.Stderr, nil)),
	})
	if err != nil {
		return nil, err
	}
	g.Attach(client)
	return g.Connect(ctx, client, "conformance", t, nil)
}

// listAndCall connects, lists the tools and, when tool is not "", calls it
// with the given key, value pairs as arguments.
func (c *conn) listAndCall(ctx context.Context, tool string, kv ...any) error {
	cs, err := c.connect(ctx)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer cs.Close()
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		return fmt.Errorf("tools/list: %w", err)
	}
	if tool == "" {
		return nil
	}
	if !slices.ContainsFunc(tools.Tools, func(t *mcp.Tool) bool { return t.Name == tool }) {
		return fmt.Errorf("tool %q not listed", tool)
	}
	args := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		args[kv[i].(string)] = kv[i+1]
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		return fmt.Errorf("tools/call %s: %w", tool, err)
	}
	if b, ok := guard.Blocked(res); ok {
		return fmt.Errorf("tools/call %s: %w", tool, b)
	}
	return nil
}

// authHandler is an OAuth authorization-code handler for the auth
// scenarios, whose authorization server redirects at once.
func authHandler(config map[string]any) (auth.OAuthHandler, error) {
	cfg := &auth.AuthorizationCodeHandlerConfig{
		RedirectURL:              "http://localhost:3000/callback",
		AuthorizationCodeFetcher: fetchCode,
		ClientIDMetadataDocumentConfig: &auth.ClientIDMetadataDocumentConfig{
			URL: "https://conformance-test.local/client-metadata.json",
		},
		DynamicClientRegistrationConfig: &auth.DynamicClientRegistrationConfig{
			Metadata: &oauthex.ClientRegistrationMetadata{RedirectURIs: []string{"http://localhost:3000/callback"}},
		},
	}
	id, _ := config["client_id"].(string)
	secret, _ := config["client_secret"].(string)
	if id != "" && secret != "" {
		cfg.PreregisteredClient = &oauthex.ClientCredentials{ClientID: id, ClientSecretAuth: &oauthex.ClientSecretAuth{ClientSecret: secret}}
	}
	return auth.NewAuthorizationCodeHandler(cfg)
}

// fetchCode follows the authorization URL one step and reads the code
// from the redirect.
func fetchCode(ctx context.Context, args *auth.AuthorizationArgs) (*auth.AuthorizationResult, error) {
	hc := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, args.URL, nil)
	if err != nil {
		return nil, err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
	loc, err := url.Parse(resp.Header.Get("Location"))
	if err != nil {
		return nil, fmt.Errorf("redirect location: %w", err)
	}
	q := loc.Query()
	return &auth.AuthorizationResult{Code: q.Get("code"), State: q.Get("state"), Iss: q.Get("iss")}, nil
}
