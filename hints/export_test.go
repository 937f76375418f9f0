package hints

import "testing"

// WithoutLearnt turns the learnt check off for the rest of t, so that a
// test of one rule sees that rule's decision. Tests in this package do
// not run in parallel.
func WithoutLearnt(t testing.TB) {
	learntOff = true
	t.Cleanup(func() { learntOff = false })
}

// ReadLatin is the description s with its verbs in English, when s is in
// one of the languages latin.go reads.
func ReadLatin(s string) string { return latinText(s, latinLang(s)) }
