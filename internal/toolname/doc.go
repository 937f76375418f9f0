// Package toolname gives tools of several servers one flat namespace of
// names that model APIs accept (^[a-zA-Z0-9_-]{1,64}$), and maps each name
// back to its server and tool.
//
// A name is "server__tool". When that is not a valid name as it stands (a
// character outside [A-Za-z0-9_-], or longer than 64 bytes), or when it is
// already taken by another tool, it gets "_" and six hex digits of a
// SHA-256 hash as a suffix, cut to fit (the same algorithm as
// guard.Toolbox, plus the mapping of invalid characters). A valid name is
// therefore left as it is unless a tool added earlier holds it, and a
// renamed invalid name never takes a valid one's place.
package toolname
