package report

import "strings"

// Doc extracts the "# Analyzer <name>" section of a package comment, as the
// Analyzer.Doc of that analyzer: the summary line first, then the rest with
// the heading and comment markers removed. It panics when the section is
// missing, which the analyzer's own test catches at once.
func Doc(src, name string) string {
	var lines []string
	in := false
	for _, line := range strings.Split(src, "\n") {
		if !strings.HasPrefix(line, "//") {
			if in {
				break
			}
			continue
		}
		text := strings.TrimPrefix(strings.TrimPrefix(line, "//"), " ")
		if strings.HasPrefix(text, "# Analyzer ") {
			if in {
				break
			}
			in = strings.TrimSpace(strings.TrimPrefix(text, "# Analyzer ")) == name
			continue
		}
		if in {
			lines = append(lines, text)
		}
	}
	doc := strings.TrimSpace(strings.Join(lines, "\n"))
	if doc == "" {
		panic("report.Doc: no # Analyzer " + name + " section")
	}
	return strings.TrimSpace(strings.TrimPrefix(doc, name+":"))
}
