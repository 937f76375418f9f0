package testenv

import (
	"fmt"
	"strings"
)

// ArgRules is a policy of n deny rules that read a call's arguments, none
// of which matches BulkyArgs: paths and URLs searched for at any depth,
// in the fast lane and on expr's VM, and single arguments compared.
// The growth and attack tests of rules and guard load it.
func ArgRules(n int) string {
	kinds := []string{
		`anyPath(args, ["/etc%d/**"])`,
		`anyURLOutside(args, ["github.com", "h%d.example"])`,
		`args.mode == "x%[1]d" || anyPath(args, ["/root%[1]d/**", "**/.env%[1]d"])`,
		`len(args) > %d || anyURLOutside(args, ["github.com"])`,
		`args.path matches "^/etc%d/"`,
	}
	var b strings.Builder
	b.WriteString("rules:\n")
	for i := range n {
		fmt.Fprintf(&b, "  - {name: r%03d, when: '%s', action: deny}\n", i, fmt.Sprintf(kinds[i%len(kinds)], 1000+i))
	}
	b.WriteString("default: allow\n")
	return b.String()
}

// BulkyArgs is about size bytes of arguments (as JSON) in strings of at
// most 145 bytes, half paths and half URLs, that no rule of ArgRules
// matches.
func BulkyArgs(size int) map[string]any {
	pad := strings.Repeat("a", 100)
	var files, links []any
	for i, n := 0, 0; n < size; i++ {
		f := fmt.Sprintf("/home/me/project/src/pkg%04d/%s.go", i, pad)
		l := fmt.Sprintf("https://github.com/org/repo/blob/main/%04d/%s", i, pad)
		if rest := size - n; rest < 2*len(f) {
			f, l = f[:min(len(f), rest/2)], l[:min(len(l), max(rest/2, len("https://github.com")))]
		}
		files, links = append(files, f), append(links, l)
		n += len(f) + len(l) + 6
	}
	return map[string]any{"files": files, "links": links}
}
