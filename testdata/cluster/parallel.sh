#!/bin/sh
# GNU parallel: the FFO suite in 4 shards on this machine, then the merge.
# Run from the repository's root after "go build -o tabla ./cmd/tabla";
# rerun as is to resume. TABLA overrides the binary (the tests use it).
set -e
TABLA=${TABLA:-./tabla}
SUITE=${SUITE:-testdata/reversi/ffo-1-39.txt}
OUT=${OUT:-out}
parallel --halt now,fail=1 "$TABLA" analyse "$SUITE" --depth "${DEPTH:-10}" --shard {}/4 \
  --out "$OUT"/ffo-{}.jsonl --resume --progress off ::: 1 2 3 4
"$TABLA" analyse merge "$OUT"/ffo-*.jsonl --out "$OUT"/ffo.jsonl
