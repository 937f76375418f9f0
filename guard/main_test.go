package guard_test

import (
	"testing"

	"github.com/hintgate/hintgate/internal/testenv"
)

// TestMain keeps tests away from the user's approvals file: the default
// store lives under the user's configuration directory.
func TestMain(m *testing.M) { testenv.Main(m) }
