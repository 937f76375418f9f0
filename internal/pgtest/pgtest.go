// Package pgtest starts a throw-away PostgreSQL cluster for tests: initdb
// in a temporary directory, pg_ctl start on a free port of 127.0.0.1
// (no Unix socket), trust authentication, fsync off; stopped and removed
// afterwards. The binaries are taken from PATH or
// /usr/lib/postgresql/*/bin. PostgreSQL refuses to run as root, so as
// root the cluster runs as the user "postgres" if it exists, else
// "nobody".
//
// Tests call [Require] (or [New] from TestMain): without the binaries it
// skips with a message saying so, unless HINTGATE_INTEGRATION is set (as
// in CI), where missing binaries fail.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// ErrNoBinaries: initdb and pg_ctl were found neither on PATH nor under
// /usr/lib/postgresql/*/bin.
var ErrNoBinaries = errors.New("pgtest: PostgreSQL binaries (initdb, pg_ctl) not found on PATH or under /usr/lib/postgresql/*/bin")

// Cluster is a running throw-away cluster. Its methods are safe for
// concurrent use.
type Cluster struct {
	dir    string
	bin    string
	port   int
	cred   *syscall.Credential
	nextDB atomic.Int64
}

// binDir returns the directory holding initdb and pg_ctl.
func binDir() (string, error) {
	if p, err := exec.LookPath("initdb"); err == nil {
		if _, err := exec.LookPath("pg_ctl"); err == nil {
			return filepath.Dir(p), nil
		}
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	for i := len(dirs) - 1; i >= 0; i-- { // the newest version
		if _, err := os.Stat(filepath.Join(dirs[i], "pg_ctl")); err == nil {
			return dirs[i], nil
		}
	}
	return "", ErrNoBinaries
}

// credential returns who the cluster runs as: nil (the current user)
// unless that is root.
func credential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), NoSetGroups: true}, nil
	}
	return nil, errors.New("pgtest: running as root and neither user postgres nor nobody exists")
}

// New initialises and starts a cluster.
func New() (*Cluster, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	cred, err := credential()
	if err != nil {
		return nil, err
	}
	base := ""
	if cred != nil {
		// The unprivileged user must reach the directory; TMPDIR may be
		// under root's home.
		base = "/tmp"
	}
	dir, err := os.MkdirTemp(base, "hintgate-pg-")
	if err != nil {
		return nil, fmt.Errorf("pgtest: %w", err)
	}
	c := &Cluster{dir: dir, bin: bin, cred: cred}
	if err := c.start(); err != nil {
		c.Stop()
		return nil, err
	}
	return c, nil
}

func (c *Cluster) start() error {
	if c.cred != nil {
		if err := os.Chown(c.dir, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
			return fmt.Errorf("pgtest: %w", err)
		}
	}
	data := filepath.Join(c.dir, "data")
	if out, err := c.run("initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"); err != nil {
		return fmt.Errorf("pgtest: initdb: %w\n%s", err, out)
	}
	port, err := freePort()
	if err != nil {
		return err
	}
	c.port = port
	opts := fmt.Sprintf("-p %d -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200", port)
	if out, err := c.run("pg_ctl", "-D", data, "-l", filepath.Join(c.dir, "log"), "-o", opts, "-w", "-t", "60", "start"); err != nil {
		log, _ := os.ReadFile(filepath.Join(c.dir, "log"))
		return fmt.Errorf("pgtest: pg_ctl start: %w\n%s\n%s", err, out, log)
	}
	return nil
}

func (c *Cluster) run(name string, args ...string) ([]byte, error) {
	cmd := exec.Command(filepath.Join(c.bin, name), args...)
	cmd.Dir = c.dir
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	if c.cred != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred}
	}
	return cmd.CombinedOutput()
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("pgtest: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// DSN returns the connection string of a database of the cluster
// ("postgres" for the default one).
func (c *Cluster) DSN(db string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.port, db)
}

// CreateDB creates a fresh database and returns its connection string.
func (c *Cluster) CreateDB(ctx context.Context) (string, error) {
	conn, err := pgx.Connect(ctx, c.DSN("postgres"))
	if err != nil {
		return "", fmt.Errorf("pgtest: %w", err)
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("test_%d_%d", os.Getpid(), c.nextDB.Add(1))
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", fmt.Errorf("pgtest: %w", err)
	}
	return c.DSN(name), nil
}

// Stop stops the cluster (immediately) and removes its directory.
func (c *Cluster) Stop() {
	if c.port != 0 {
		c.run("pg_ctl", "-D", filepath.Join(c.dir, "data"), "-m", "immediate", "-w", "stop")
	}
	os.RemoveAll(c.dir)
}

// Integration reports whether HINTGATE_INTEGRATION is set: missing
// binaries are then a failure, not a skip.
func Integration() bool { return os.Getenv("HINTGATE_INTEGRATION") != "" }

// Require starts a cluster for t, stopped when t ends, and returns a
// fresh database's connection string. Without the binaries it skips t
// (fails it under HINTGATE_INTEGRATION).
func Require(t testing.TB) string {
	t.Helper()
	c, err := New()
	if errors.Is(err, ErrNoBinaries) && !Integration() {
		t.Skip(err.Error() + "; skipping the PostgreSQL tests (set HINTGATE_INTEGRATION=1 to fail instead)")
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Stop)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	dsn, err := c.CreateDB(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return dsn
}

// Shared is for TestMain: it starts one cluster for a package's tests.
// It returns (nil, reason) when the tests should skip: binaries missing
// outside integration runs.
func Shared() (*Cluster, string, error) {
	c, err := New()
	if errors.Is(err, ErrNoBinaries) && !Integration() {
		return nil, strings.TrimPrefix(err.Error(), "pgtest: ") + "; skipping the PostgreSQL tests (set HINTGATE_INTEGRATION=1 to fail instead)", nil
	}
	return c, "", err
}
