package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"strings"
)

// jsonProblem returns the message of an error of encoding/json in the
// user's words: the field at fault by its JSON name and what kind of value
// it wants, never a Go type name.
func jsonProblem(err error) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		want := kindWords(te.Type)
		if te.Field == "" {
			return fmt.Sprintf("want %s, got %s", want, te.Value)
		}
		return fmt.Sprintf("%q: want %s, got %s", te.Field, want, te.Value)
	case errors.As(err, &se):
		return "bad JSON: " + se.Error()
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "bad JSON: unexpected end of input"
	}
	return goTypes.ReplaceAllStringFunc(strings.ReplaceAll(err.Error(), "json: unknown field", "unknown field"), rewriteGoTypes)
}

// goTypes matches what encoding/json says of a value of the wrong type,
// where a wrapped error has kept only its text.
var goTypes = regexp.MustCompile(`json: cannot unmarshal (.+?) into Go (?:struct field (\S+) of type (\S+)|value of type (\S+))`)

// rewriteGoTypes rewrites one match of goTypes in the user's words.
func rewriteGoTypes(m string) string {
	s := goTypes.FindStringSubmatch(m)
	got, field, typ := s[1], s[2], s[3]+s[4]
	want := typeWords(typ)
	if field == "" {
		return fmt.Sprintf("want %s, got %s", want, got)
	}
	if _, after, ok := strings.Cut(field, "."); ok { // "T.field" → "field"
		field = after
	}
	return fmt.Sprintf("%q: want %s, got %s", field, want, got)
}

// kindWords says what kind of JSON value a Go type decodes.
func kindWords(t reflect.Type) string {
	if t == nil {
		return "another kind of value"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Pointer:
		return kindWords(t.Elem())
	}
	return "another kind of value"
}

// typeWords says what kind of JSON value a Go type, by its name, decodes.
func typeWords(name string) string {
	name = strings.TrimLeft(name, "*")
	switch {
	case strings.HasPrefix(name, "[]"), strings.HasPrefix(name, "["):
		return "a list"
	case strings.HasPrefix(name, "map["):
		return "an object"
	case strings.HasPrefix(name, "int"), strings.HasPrefix(name, "uint"):
		return "an integer"
	case strings.HasPrefix(name, "float"):
		return "a number"
	case name == "string":
		return "a string"
	case name == "bool":
		return "true or false"
	}
	return "another kind of value"
}
