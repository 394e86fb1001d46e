package web_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// webDriver is a minimal client of the W3C WebDriver protocol over HTTP,
// enough to drive a headless Chromium through chromedriver: open a page,
// find and click elements, run scripts and take screenshots.
type webDriver struct {
	t       testing.TB
	base    string // chromedriver's address
	session string
	client  *http.Client
}

// elementKey is the W3C name of an element reference in JSON.
const elementKey = "element-6066-11e4-a52e-4f735466cecf"

// findBrowser looks for chromedriver and a Chromium or Chrome binary.
// TABLA_CHROMEDRIVER and TABLA_CHROME override the search.
func findBrowser() (driver, browser string, err error) {
	driver = os.Getenv("TABLA_CHROMEDRIVER")
	if driver == "" {
		driver = "chromedriver"
	}
	if driver, err = exec.LookPath(driver); err != nil {
		return "", "", fmt.Errorf("chromedriver not found: %v (Debian: apt-get install chromium chromium-driver)", err)
	}
	browser = os.Getenv("TABLA_CHROME")
	if browser != "" {
		if browser, err = exec.LookPath(browser); err != nil {
			return "", "", fmt.Errorf("TABLA_CHROME: %v", err)
		}
	} else {
		for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
			if p, lerr := exec.LookPath(name); lerr == nil {
				browser = p
				break
			}
		}
		if browser == "" {
			return "", "", fmt.Errorf("chromium not found (Debian: apt-get install chromium chromium-driver)")
		}
	}
	return driver, browser, nil
}

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// startWebDriver starts chromedriver and a headless browser session. Both
// end when the test does.
func startWebDriver(t *testing.T, driver, browser string) *webDriver {
	t.Helper()
	port, err := freePort()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, driver, "--port="+strconv.Itoa(port))
	var logBuf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logBuf, &logBuf
	if err := cmd.Start(); err != nil {
		cancel()
		t.Fatalf("starting %s: %v", driver, err)
	}
	t.Cleanup(func() {
		cancel()
		cmd.Wait()
	})
	wd := &webDriver{t: t, base: "http://127.0.0.1:" + strconv.Itoa(port), client: &http.Client{Timeout: 60 * time.Second}}
	deadline := time.Now().Add(20 * time.Second)
	for {
		var st struct {
			Ready bool `json:"ready"`
		}
		if err := wd.call("GET", "/status", nil, &st); err == nil && st.Ready {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("chromedriver did not start: %s", logBuf.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	caps := map[string]any{
		"capabilities": map[string]any{
			"alwaysMatch": map[string]any{
				"browserName": "chrome",
				"goog:chromeOptions": map[string]any{
					"binary": browser,
					"args": []string{
						"--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
						"--window-size=1280,900", "--user-data-dir=" + t.TempDir(),
						"--no-first-run", "--disable-extensions",
					},
				},
			},
		},
	}
	var sess struct {
		SessionID string `json:"sessionId"`
	}
	if err := wd.call("POST", "/session", caps, &sess); err != nil {
		t.Fatalf("starting %s: %v\n%s", browser, err, logBuf.String())
	}
	wd.session = sess.SessionID
	t.Cleanup(func() { wd.call("DELETE", "/session/"+wd.session, nil, nil) })
	return wd
}

// setViewport resizes the window so that the page's viewport is w×h CSS
// pixels: the window's own frame, if any, is measured and added.
func (wd *webDriver) setViewport(w, h int) {
	wd.t.Helper()
	for range 3 {
		var in struct{ W, H int }
		wd.exec(`return {W: window.innerWidth, H: window.innerHeight}`, &in)
		if in.W == w && in.H == h {
			return
		}
		var rect struct {
			Width  int `json:"width"`
			Height int `json:"height"`
		}
		if err := wd.call("GET", wd.sessionPath("/window/rect"), nil, &rect); err != nil {
			wd.t.Fatal(err)
		}
		size := map[string]int{"width": rect.Width + w - in.W, "height": rect.Height + h - in.H}
		if err := wd.call("POST", wd.sessionPath("/window/rect"), size, nil); err != nil {
			wd.t.Fatal(err)
		}
	}
	wd.t.Fatalf("cannot make the viewport %d×%d", w, h)
}

// call sends one WebDriver command and decodes its "value" into out.
func (wd *webDriver) call(method, path string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, wd.base+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := wd.client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	var env struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(raw, &env); err != nil {
		return fmt.Errorf("webdriver %s %s: %s", method, path, raw)
	}
	if res.StatusCode != http.StatusOK {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		json.Unmarshal(env.Value, &e)
		return fmt.Errorf("webdriver %s %s: %s: %s", method, path, e.Error, e.Message)
	}
	if out != nil {
		return json.Unmarshal(env.Value, out)
	}
	return nil
}

func (wd *webDriver) sessionPath(p string) string { return "/session/" + wd.session + p }

// open loads url in the browser.
func (wd *webDriver) open(url string) {
	wd.t.Helper()
	if err := wd.call("POST", wd.sessionPath("/url"), map[string]string{"url": url}, nil); err != nil {
		wd.t.Fatal(err)
	}
}

// find returns the first element matching a CSS selector.
func (wd *webDriver) find(css string) (string, error) {
	var ref map[string]string
	if err := wd.call("POST", wd.sessionPath("/element"), map[string]string{"using": "css selector", "value": css}, &ref); err != nil {
		return "", err
	}
	return ref[elementKey], nil
}

// click clicks the element matching css as a person would: WebDriver
// moves the pointer to its centre and fails if something else is on top.
func (wd *webDriver) click(css string) {
	wd.t.Helper()
	id, err := wd.find(css)
	if err != nil {
		wd.t.Fatalf("finding %s: %v", css, err)
	}
	if err := wd.call("POST", wd.sessionPath("/element/"+id+"/click"), map[string]any{}, nil); err != nil {
		wd.t.Fatalf("clicking %s: %v", css, err)
	}
}

// sendKeys types text into the element matching css.
func (wd *webDriver) sendKeys(css, text string) {
	wd.t.Helper()
	id, err := wd.find(css)
	if err != nil {
		wd.t.Fatalf("finding %s: %v", css, err)
	}
	if err := wd.call("POST", wd.sessionPath("/element/"+id+"/value"), map[string]string{"text": text}, nil); err != nil {
		wd.t.Fatalf("typing into %s: %v", css, err)
	}
}

// exec runs a script in the page and decodes its result into out.
func (wd *webDriver) exec(script string, out any, args ...any) {
	wd.t.Helper()
	if args == nil {
		args = []any{}
	}
	if err := wd.call("POST", wd.sessionPath("/execute/sync"), map[string]any{"script": script, "args": args}, out); err != nil {
		wd.t.Fatalf("script %q: %v", script, err)
	}
}

// waitFor polls a script until it returns true.
func (wd *webDriver) waitFor(what, script string, timeout time.Duration) {
	wd.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		var ok bool
		wd.exec(script, &ok)
		if ok {
			return
		}
		if time.Now().After(deadline) {
			var msg string
			wd.exec(`return document.getElementById("message").textContent + " | " + document.getElementById("status").textContent`, &msg)
			wd.t.Fatalf("timed out waiting for %s (page says: %s)", what, msg)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// screenshot returns the window as a PNG, or only the element matching
// css if it is given.
func (wd *webDriver) screenshot(css ...string) []byte {
	wd.t.Helper()
	path := wd.sessionPath("/screenshot")
	if len(css) > 0 {
		id, err := wd.find(css[0])
		if err != nil {
			wd.t.Fatal(err)
		}
		path = wd.sessionPath("/element/" + id + "/screenshot")
	}
	var b64 string
	if err := wd.call("GET", path, nil, &b64); err != nil {
		wd.t.Fatal(err)
	}
	png, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		wd.t.Fatal(err)
	}
	return png
}
