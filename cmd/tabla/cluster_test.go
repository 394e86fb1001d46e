package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// The cluster recipes of testdata/cluster run here without their tools:
// the shell scripts under sh, with a stand-in for GNU parallel and with
// Slurm's and Kubernetes' variables set as they set them, at a shallow
// depth. The checks are the recipes' logic: index mapping (Slurm's 1-16,
// Kubernetes' 0-15), file names, directories, resume and the merge.

const clusterDir = "../../testdata/cluster"

// fakeParallel stands in for GNU parallel: it drops the options, then runs
// the command once for each value after ":::", with {} replaced.
const fakeParallel = `#!/bin/sh
while [ $# -gt 0 ]; do
  case "$1" in
    -S|--workdir|--return|--halt) shift 2 ;;
    --cleanup) shift ;;
    *) break ;;
  esac
done
n=0
for a in "$@"; do n=$((n+1)); [ "$a" = ":::" ] && break; done
i=0; cmd=""
for a in "$@"; do i=$((i+1)); [ $i -lt $n ] && cmd="$cmd '$a'"; done
shift $n
for v in "$@"; do
  eval "set -- $(printf '%s' "$cmd" | sed "s/{}/$v/g")"
  "$@" || exit 1
done
`

// clusterEnv is the environment of a recipe run in dir: the stand-in
// parallel first on PATH, the binary, the suite and a shallow depth.
func clusterEnv(t *testing.T, dir string, extra ...string) []string {
	t.Helper()
	bin := filepath.Join(dir, "bin")
	os.MkdirAll(bin, 0o755)
	if err := os.WriteFile(filepath.Join(bin, "parallel"), []byte(fakeParallel), 0o755); err != nil {
		t.Fatal(err)
	}
	suite, _ := filepath.Abs("../../testdata/reversi/ffo-1-39.txt")
	env := append(os.Environ(), "PATH="+bin+":"+os.Getenv("PATH"), "TABLA="+binary, "SUITE="+suite, "DEPTH=3")
	return append(env, extra...)
}

// recipe is the text of the file name of testdata/cluster.
func recipe(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(clusterDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func runScript(t *testing.T, dir, script string, env []string) (string, int) {
	t.Helper()
	path, _ := filepath.Abs(filepath.Join(clusterDir, script))
	cmd := exec.Command("sh", path)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), code
}

func TestClusterParallel(t *testing.T) {
	for _, script := range []string{"parallel.sh", "parallel-hosts.sh"} {
		t.Run(script, func(t *testing.T) {
			dir := t.TempDir()
			env := clusterEnv(t, dir, "HOSTS=:")
			out, code := runScript(t, dir, script, env)
			if code != 0 || !strings.Contains(out, "complete: 39 of 39 positions") {
				t.Fatalf("status %d\n%s", code, out)
			}
			if script == "parallel.sh" {
				// Run again: every shard resumes with nothing to do.
				out, code = runScript(t, dir, script, env)
				if code != 0 || !strings.Contains(out, "(0 duplicates dropped)") || !strings.Contains(out, "complete: 39 of 39") {
					t.Fatalf("rerun: status %d\n%s", code, out)
				}
			}
		})
	}
}

func TestClusterSlurm(t *testing.T) {
	sbatch := recipe(t, "analyse.sbatch")
	m := regexp.MustCompile(`#SBATCH --array=1-(\d+)\n`).FindStringSubmatch(sbatch)
	if m == nil || !strings.Contains(sbatch, `--shard "$SLURM_ARRAY_TASK_ID"/`+m[1]+` `) {
		t.Fatalf("the array's range and the shard count differ:\n%s", sbatch)
	}
	// On Slurm 22.05 a merge queued afterok behind a cancelled task stayed
	// pending (DependencyNeverSatisfied) after the rerun had merged.
	merge := recipe(t, "merge.sbatch")
	submit := recipe(t, "submit.sh")
	if !strings.Contains(submit, "--dependency=afterok:") || !strings.Contains(merge, "#SBATCH --kill-on-invalid-dep=yes\n") {
		t.Errorf("the merge should wait afterok and be cancelled when that cannot be met:\n%s\n%s", submit, merge)
	}
	dir := t.TempDir()
	env := clusterEnv(t, dir)
	// A merge before the tasks ran fails, naming no file.
	if out, code := runScript(t, dir, "merge.sbatch", env); code == 0 {
		t.Errorf("merge of nothing: status 0\n%s", out)
	}
	for i := 1; i <= 16; i++ {
		if out, code := runScript(t, dir, "analyse.sbatch", append(env, fmt.Sprint("SLURM_ARRAY_TASK_ID=", i))); code != 0 {
			t.Fatalf("task %d: status %d\n%s", i, code, out)
		}
	}
	// A requeued task resumes and adds nothing.
	out, code := runScript(t, dir, "analyse.sbatch", append(env, "SLURM_ARRAY_TASK_ID=5"))
	if code != 0 || !strings.Contains(out, "records from an earlier run") {
		t.Errorf("requeued task: status %d\n%s", code, out)
	}
	out, code = runScript(t, dir, "merge.sbatch", env)
	if code != 0 || !strings.Contains(out, "shards 1/16 2/16 ") || !strings.Contains(out, "complete: 39 of 39 positions") {
		t.Errorf("merge: status %d\n%s", code, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "out", "shard-16.jsonl")); err != nil {
		t.Errorf("Slurm's files are numbered 1 to 16: %v", err)
	}
}

// TestClusterKubernetes runs the Indexed Job's container arguments for
// each index 0-15 and the gathering Job's, with the volume and the image's
// suite mapped to directories, and checks the manifests' wiring.
func TestClusterKubernetes(t *testing.T) {
	text := recipe(t, "k8s.yaml")
	gather := recipe(t, "k8s-gather.yaml")
	docker := recipe(t, "Dockerfile")
	completions := regexp.MustCompile(`completions: (\d+)`).FindStringSubmatch(text)
	for _, want := range []string{
		"parallelism: " + completions[1], "completionMode: Indexed", "$(INDEX)/" + completions[1] + ",",
		"kind: PersistentVolumeClaim\nmetadata:\n  name: tabla-data", "claimName: tabla-data",
		"requests: {cpu: \"2\"", "imagePullPolicy: Never", "values: [143]",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("k8s.yaml lacks %q", want)
		}
	}
	image := regexp.MustCompile(`-t (\S+) `).FindStringSubmatch(docker)
	if image == nil || !strings.Contains(text, "image: "+image[1]) || !strings.Contains(gather, "image: "+image[1]) {
		t.Fatalf("the manifests do not name the image the Dockerfile builds (%v)", image)
	}
	suiteInImage := regexp.MustCompile(`COPY (\S+) (/suite/\S+)`).FindStringSubmatch(docker)
	if suiteInImage == nil {
		t.Fatal("the Dockerfile copies no suite")
	}

	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	suite, _ := filepath.Abs(filepath.Join("../..", suiteInImage[1]))
	args := func(manifest string, index int) []string {
		m := regexp.MustCompile(`(?s)args: \[(.*?)\]`).FindStringSubmatch(manifest)
		if m == nil {
			t.Fatal("no args in a manifest")
		}
		var out []string
		for _, a := range strings.Split(m[1], ",") {
			a = strings.Trim(strings.TrimSpace(a), `"`)
			a = strings.ReplaceAll(a, "$(INDEX)", fmt.Sprint(index))
			a = strings.ReplaceAll(a, suiteInImage[2], suite)
			a = strings.ReplaceAll(a, "/data", data)
			if a == "10" {
				a = "3" // a shallow depth for the test
			}
			out = append(out, a)
		}
		return out
	}
	// The Dockerfile's local run of one shard passes the pod's arguments
	// for index 0.
	run := regexp.MustCompile(`podman run [^\n]*?` + regexp.QuoteMeta(image[1]) + ` ((?:[^\n]*\\\n#)*[^\n]*)`).FindStringSubmatch(docker)
	if run == nil {
		t.Fatal("the Dockerfile shows no podman run of the image")
	}
	local := strings.Fields(strings.NewReplacer("\\\n#", "", `"`, "").Replace(run[1]))
	pod := strings.Split(regexp.MustCompile(`(?s)args: \[(.*?)\]`).FindStringSubmatch(text)[1], ",")
	for i := range pod {
		pod[i] = strings.ReplaceAll(strings.Trim(strings.TrimSpace(pod[i]), `"`), "$(INDEX)", "0")
	}
	if strings.Join(local, " ") != strings.Join(pod, " ") {
		t.Errorf("the Dockerfile's podman run passes\n%q\nthe Job's index 0\n%q", local, pod)
	}
	for i := 0; i < 16; i++ {
		if o, e, code := runBinary(t, "", time.Minute, args(text, i)...); code != 0 {
			t.Fatalf("index %d: status %d\n%s%s", i, code, o, e)
		}
	}
	// A restarted pod resumes.
	if o, e, code := runBinary(t, "", time.Minute, args(text, 0)...); code != 0 || !strings.Contains(o, "records from an earlier run") {
		t.Errorf("restarted index 0: status %d\n%s%s", code, o, e)
	}
	for _, f := range []string{"shard-1.jsonl", "shard-16.jsonl"} {
		if _, err := os.Stat(filepath.Join(data, "out", f)); err != nil {
			t.Errorf("index 0-15 should write shard-1 to shard-16: %v", err)
		}
	}
	o, e, code := runBinary(t, "", time.Minute, args(gather, 0)...)
	if code != 0 || !strings.Contains(o, "complete: 39 of 39 positions") {
		t.Errorf("gather: status %d\n%s%s", code, o, e)
	}
	if _, err := os.Stat(filepath.Join(data, "ffo.jsonl")); err != nil {
		t.Error(err)
	}
}
