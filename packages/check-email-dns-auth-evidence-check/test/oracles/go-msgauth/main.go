// go-msgauth's dmarc.Parse (Debian golang-github-emersion-go-msgauth-dev) on each record of a JSON
// list read from stdin; prints the list of results, "ok" or the parser's error.
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/emersion/go-msgauth/dmarc"
)

func main() {
	var records []string
	if err := json.NewDecoder(os.Stdin).Decode(&records); err != nil {
		panic(err)
	}
	results := make([]string, len(records))
	for i, record := range records {
		if _, err := dmarc.Parse(record); err != nil {
			results[i] = err.Error()
		} else {
			results[i] = "ok"
		}
	}
	out, _ := json.Marshal(results)
	fmt.Println(string(out))
}
