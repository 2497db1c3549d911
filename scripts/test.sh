#!/usr/bin/env bash
# `npm test`: every check of the repository, arranged so a 2-core machine is kept busy on both cores.
#
#   1. side by side: the generated files are current (codegen:check, then docs:config:check for
#      docs/configuration.md), and the code is as Prettier writes it (format:check);
#   2. side by side: the types and the linter (each runs on one core), and the unit tests;
#   3. the production build, without its own type check (step 2 ran the same one);
#   4. the stories in Chromium;
#   5. the end-to-end tests against that build.
#
# Each step's time is printed; a step that fails stops the run, after its side-by-side partner has ended
# and its output has been shown.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
log_dir=$(mktemp -d)
trap 'rm -rf "$log_dir"' EXIT

# Runs each argument (a shell command) at once, then shows each one's output as it ends, in the given order.
side_by_side() {
  local pids=() commands=("$@") failed=0 status index
  local step_started=$SECONDS
  for index in "${!commands[@]}"; do
    bash -c "${commands[$index]}" >"$log_dir/$index.log" 2>&1 &
    pids+=($!)
  done
  for index in "${!commands[@]}"; do
    if wait "${pids[$index]}"; then status=passed; else status=FAILED; failed=1; fi
    cat "$log_dir/$index.log"
    echo "test: ${commands[$index]}: $status ($((SECONDS - step_started)) s since the step began)"
  done
  return $failed
}

step() {
  local step_started=$SECONDS
  echo "test: $*"
  "$@"
  echo "test: $*: passed in $((SECONDS - step_started)) s"
}

side_by_side 'npm run codegen:check && npm run docs:config:check' 'npm run format:check'
side_by_side 'npm run typecheck && npm run lint' 'npm run test:unit'
SKIP_BUILD_TYPECHECK=true step npm run build
step npm run test:stories
step npm run test:e2e
echo "test: everything passed in $((SECONDS - started)) s"
