package position

import "strings"

// Settings describes the rules and settings in force for a person, as the
// fronts show them beside the game's name: the game's Summary when it has
// one, else the options set to something other than their defaults, as
// "key=value" words. It is "" for a game played with its defaults and no
// Summary.
func (info Info) Settings(o Options) string {
	if info.Summary != nil {
		return info.Summary(o)
	}
	return o.Changed()
}

// Changed lists the options whose values differ from their defaults as
// "key=value" words in declaration order.
func (o Options) Changed() string {
	var parts []string
	for _, d := range o.defs {
		// Register has checked every default, so parse cannot fail.
		if v, def := o.values[d.Name], must(d.parse(d.Default)); v != def {
			parts = append(parts, d.Name+"="+v)
		}
	}
	return strings.Join(parts, " ")
}

func must(s string, _ error) string { return s }
