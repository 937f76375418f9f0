// Package openapi reads OpenAPI 3.x documents into hint inference: each
// operation's HTTP method says whether the tool generated from it reads,
// writes or destroys (see [hints.Methods]). Pass the result of
// [Operations] as [hints.Options.Operations].
//
// It lives apart from package hints so that importers of hints do not
// pull in an OpenAPI parser.
//
// Everything in this package is safe for concurrent use.
package openapi
