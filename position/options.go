package position

import (
	"fmt"
	"strconv"
	"strings"
)

// OptionType is the type of a game option's value.
type OptionType int

// The option types.
const (
	Bool   OptionType = iota // on/off (also true/false, yes/no, 1/0)
	Int                      // an integer within [Min, Max]
	Choice                   // one of Choices
	String                   // free text without spaces; its case is kept (file paths)
)

func (t OptionType) String() string {
	switch t {
	case Bool:
		return "bool"
	case Int:
		return "int"
	case Choice:
		return "choice"
	default:
		return "string"
	}
}

// Option declares one game setting.
type Option struct {
	Name     string // snake_case key, lowercase
	Type     OptionType
	Default  string
	Min, Max int      // for Int
	Choices  []string // for Choice, lowercase
	Doc      string   // one line for humans
	// Auto, when set, says what the default means to a person, for a
	// default that defers to the other options (Go's size 0 is the
	// rules' own size): a form shows it in place of the raw value.
	Auto string
}

// parse checks v against the option and returns its canonical form.
func (o Option) parse(v string) (string, error) {
	v = strings.TrimSpace(v)
	if o.Type != String {
		v = strings.ToLower(v)
	}
	switch o.Type {
	case Bool:
		switch v {
		case "on", "true", "yes", "1":
			return "on", nil
		case "off", "false", "no", "0":
			return "off", nil
		}
		return "", fmt.Errorf("option %s: %q is not on or off", o.Name, v)
	case Int:
		n, err := strconv.Atoi(v)
		if err != nil {
			return "", fmt.Errorf("option %s: %q is not an integer", o.Name, v)
		}
		if n < o.Min || n > o.Max {
			return "", fmt.Errorf("option %s: %d is outside %d..%d", o.Name, n, o.Min, o.Max)
		}
		return strconv.Itoa(n), nil
	case Choice:
		for _, c := range o.Choices {
			if v == c {
				return v, nil
			}
		}
		return "", fmt.Errorf("option %s: %q is not one of %s", o.Name, v, strings.Join(o.Choices, ", "))
	default:
		if v == "" || strings.ContainsAny(v, " \t") {
			return "", fmt.Errorf("option %s: value must be one word", o.Name)
		}
		return v, nil
	}
}

// Describe is the option's one-line machine-readable description, as
// listed by the protocol's "games" command.
func (o Option) Describe() string {
	s := fmt.Sprintf("%s type %s default %s", o.Name, o.Type, o.Default)
	switch o.Type {
	case Int:
		s += fmt.Sprintf(" min %d max %d", o.Min, o.Max)
	case Choice:
		s += " choices " + strings.Join(o.Choices, ",")
	}
	return s
}

// Options holds validated values for a game's options. The zero value has
// no options. Options are immutable.
type Options struct {
	defs   []Option
	values map[string]string
}

// ParseOptions validates "key=value" settings against the game's options.
// Keys and values are case-insensitive. Unset options take their defaults.
func (info Info) ParseOptions(settings []string) (Options, error) {
	o := Options{defs: info.Options, values: map[string]string{}}
	for _, d := range info.Options {
		o.values[d.Name] = d.Default
	}
	for _, s := range settings {
		k, v, ok := strings.Cut(s, "=")
		if !ok {
			return Options{}, fmt.Errorf("option %q: want key=value", s)
		}
		k = strings.ToLower(strings.TrimSpace(k))
		def, found := info.option(k)
		if !found {
			return Options{}, fmt.Errorf("game %s has no option %q", info.ID, k)
		}
		canon, err := def.parse(v)
		if err != nil {
			return Options{}, err
		}
		o.values[k] = canon
	}
	return o, nil
}

func (info Info) option(name string) (Option, bool) {
	for _, d := range info.Options {
		if d.Name == name {
			return d, true
		}
	}
	return Option{}, false
}

// Get returns the canonical text of an option's value: lowercase, except
// for String options, whose case is kept.
func (o Options) Get(name string) string {
	v, ok := o.values[name]
	if !ok {
		panic("position: no option " + name)
	}
	return v
}

// Int returns an Int option's value.
func (o Options) Int(name string) int {
	n, err := strconv.Atoi(o.Get(name))
	if err != nil {
		panic("position: option " + name + " is not an integer")
	}
	return n
}

// Bool returns a Bool option's value.
func (o Options) Bool(name string) bool { return o.Get(name) == "on" }

// String lists the settings as "key=value" words in declaration order.
func (o Options) String() string {
	parts := make([]string, 0, len(o.defs))
	for _, d := range o.defs {
		parts = append(parts, d.Name+"="+o.values[d.Name])
	}
	return strings.Join(parts, " ")
}
