#!/bin/sh
# Submits the array job and the merge that waits for all of its tasks.
# Run from the repository's root, after "go build -o tabla ./cmd/tabla".
set -e
mkdir -p out # Slurm opens the --output logs before the script runs
array=$(sbatch --parsable testdata/cluster/analyse.sbatch)
sbatch --dependency=afterok:"${array%%;*}" testdata/cluster/merge.sbatch
