#!/bin/sh
# Runs the Kubernetes recipe: the Indexed Job, then the gathering Job.
# Build and load the image first (see Dockerfile).
set -e
kubectl apply -f testdata/cluster/k8s.yaml
kubectl wait --for=condition=complete --timeout=24h job/tabla-analyse
kubectl apply -f testdata/cluster/k8s-gather.yaml
kubectl wait --for=condition=complete --timeout=1h job/tabla-gather || true
kubectl logs job/tabla-gather
