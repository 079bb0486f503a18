#!/usr/bin/env bash
# Proves `npm run new:area` (scripts/new-area.ts): scaffolds a new area in a copy of the working
# tree, then runs what a developer would run next, untouched: lint, typecheck and the unit tests.
#
# CI has just linted, type-checked and tested the tree itself, so this checks what the scaffold
# changes: ESLint on the files it wrote or edited (its rules are per file), the contract lint and
# the dead-code check on the whole tree (both see across files), the whole typecheck, and the tests
# that read what it extends: the new area's own, its contract test, the contract's coverage by tag,
# the mock's seed, the operations and cache groups, the translations, the navigation registry, the
# sidebar model and the placeholder routes.
set -euo pipefail
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -C "$work" -xf -
[ -e "$work/node_modules" ] || ln -s "$root/node_modules" "$work/node_modules"
cd "$work"
# The copy keeps each file's time, so what the scaffold writes is what is newer than this mark.
touch .before-scaffold
sleep 1

npm run --silent new:area -- payment-promises --group receivables --permission Manage_Arrangements \
  --title en="Payment promises" --title fr="Promesses de paiement" --title it="Promesse di pagamento" \
  --title de="Zahlungszusagen" --title nl="Betalingsbeloftes" --title es="Promesas de pago"

mapfile -t written < <(find . -path ./node_modules -prune -o -type f -newer .before-scaffold \
  \( -name '*.ts' -o -name '*.tsx' -o -name '*.js' -o -name '*.mjs' \) -print | sed 's#^\./##' | sort)
[ "${#written[@]}" -gt 0 ] || { echo "The scaffold wrote no code" >&2; exit 1; }
printf 'The scaffold wrote or edited %s code files.\n' "${#written[@]}"

npm run --silent lint:api
npx eslint --max-warnings 0 --no-warn-ignored "${written[@]}"
npm run --silent lint:dead
npm run --silent typecheck
npx vitest run src/features/payment-promises mocks/contract/payment-promises.test.ts mocks/contract/tags.test.ts \
  mocks/seed.test.ts mocks/handlers/route.test.ts scripts/generate-operations.test.ts src/api/cache.test.ts \
  src/api/client.schemas.test.ts src/lib/locales.test.ts src/lib/i18n.test.ts src/navigation \
  src/features/shell/layout/layout-model.test.ts src/routes
echo "The scaffolded area passes lint, typecheck and the unit tests untouched."
