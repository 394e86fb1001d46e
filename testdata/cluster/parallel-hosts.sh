#!/bin/sh
# GNU parallel over several hosts: 8 shards, each host running the same
# tabla binary and suite from the same directory ($PWD), the records
# brought back here with --return and removed there with --cleanup.
# HOSTS is parallel's -S list (":" is this machine).
set -e
HOSTS=${HOSTS:-host1,host2}
TABLA=${TABLA:-./tabla}
SUITE=${SUITE:-testdata/reversi/ffo-1-39.txt}
parallel -S "$HOSTS" --workdir "$PWD" --return out/ffo-{}.jsonl --cleanup \
  "$TABLA" analyse "$SUITE" --depth "${DEPTH:-10}" --shard {}/8 --out out/ffo-{}.jsonl --progress off ::: $(seq 8)
"$TABLA" analyse merge out/ffo-*.jsonl --out out/ffo.jsonl
