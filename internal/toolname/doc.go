// Package toolname gives tools of several servers one flat namespace of
// names that model APIs accept (^[a-zA-Z0-9_-]{1,64}$), and maps each name
// back to its server and tool.
//
// A name is "server__tool". When that is not a valid name as it stands (a
// character outside [A-Za-z0-9_-], or longer than 64 bytes), or when it is
// already taken by another tool, it gets "_" and six hex digits of a
// SHA-256 hash as a suffix, cut to fit (the same algorithm as
// guard.Toolbox, plus the mapping of invalid characters). A valid name is
// therefore left as it is unless a tool added earlier holds it; a renamed
// invalid name ends in its own hash, so it takes a valid one's place only
// when a tool was named to end in that hash ("x.y" of server s, added
// first, is "s__x_y_8618a3", and a tool named "x_y_8618a3" added after it
// gets a second suffix). Names depend on the order tools are added in:
// [Map.Keep] holds a name given elsewhere.
package toolname
