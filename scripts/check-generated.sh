#!/usr/bin/env bash
# Re-bundles the contract (openapi/openapi.yaml) and regenerates the code derived from it; fails when
# either differs from what is committed.
set -euo pipefail
npm run --silent generate >/dev/null
if ! git diff --quiet --exit-code -- openapi/openapi.yaml src/api/generated src/route-tree || [ -n "$(git ls-files --others --exclude-standard -- openapi/openapi.yaml src/api/generated src/route-tree)" ]; then
  echo "The bundled contract or the generated code is out of date with openapi/root.yaml, openapi/tags/ or src/routeTree.gen.ts: run 'npm run generate' and commit the result." >&2
  git status --short -- openapi/openapi.yaml src/api/generated src/route-tree >&2
  exit 1
fi
echo "The bundled contract and the generated code match the contract's sources."
