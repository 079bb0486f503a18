#!/usr/bin/env bash
# Regenerates the code derived from the contract and fails when it differs from what is committed.
set -euo pipefail
npm run --silent generate >/dev/null
if ! git diff --quiet --exit-code -- src/api/generated || [ -n "$(git ls-files --others --exclude-standard -- src/api/generated)" ]; then
  echo "Generated code is out of date with openapi/: run 'npm run generate' and commit the result." >&2
  git status --short -- src/api/generated >&2
  exit 1
fi
echo "Generated code matches the contract."
