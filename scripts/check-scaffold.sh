#!/usr/bin/env bash
# Proves `npm run new:area` (scripts/new-area.ts): scaffolds two new areas in a copy of the working
# tree (one with a tabbed record page and a dashboard card, one with a single record page), then
# runs what a developer would run next, untouched: lint, typecheck, the unit tests, the build and
# its byte budgets.
#
# CI has just linted, type-checked and tested the tree itself, so this checks what the scaffold
# changes: ESLint on the files it wrote or edited (its rules are per file), the contract lint and
# the dead-code check on the whole tree (both see across files), the whole typecheck, and the tests
# that read what it extends: the new area's own, its contract test, the contract's coverage by tag,
# the mock's seed, the operations and cache groups, the translations, the navigation registry, the
# sidebar model and the placeholder routes. Then the production build and `npm run size`: adding
# an area must not grow the first load of the other pages past their budgets.
#
#   check-scaffold.sh                  everything, in a folder of its own that is removed after
#   check-scaffold.sh static <folder>  scaffold into <folder> and run the checks without timing
#                                      (lint, dead code, typecheck): CI runs these beside its tests
#   check-scaffold.sh tests <folder>   the tests, the build and the budgets of what `static` made
set -euo pipefail
root=$(pwd)
phase=${1:-all}
case "$phase" in
  all) work=$(mktemp -d); trap 'rm -rf "$work"' EXIT ;;
  static | tests) work=${2:?"check-scaffold.sh $phase needs the folder of the scaffolded copy"} ;;
  *) echo "check-scaffold.sh: unknown phase '$phase' (all, static or tests)" >&2; exit 2 ;;
esac

if [ "$phase" != tests ]; then
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -C "$work" -xf -
# The packages are the tree's own, linked one by one: the copy keeps its own caches (the
# type-check's build info, Vite's), so a check beside the tree's never reads or writes the tree's.
mkdir -p "$work/node_modules"
for entry in "$root"/node_modules/* "$root/node_modules/.bin" "$root/node_modules/.package-lock.json"; do
  ln -s "$entry" "$work/node_modules/"
done
cd "$work"
# The copy keeps each file's time, so what the scaffold writes is what is newer than this mark.
touch .before-scaffold
sleep 1

# The first area skips the generation (about 20 s): the second's regenerates the code of both.
npm run --silent new:area -- payment-promises --no-generate --group receivables --permission Manage_Arrangements --tabs tasks,attachments --dashboard-card \
  --title en="Payment promises" --title fr="Promesses de paiement" --title it="Promesse di pagamento" \
  --title de="Zahlungszusagen" --title nl="Betalingsbeloftes" --title es="Promesas de pago" \
  --record-title en="Payment promise" --record-title fr="Promesse de paiement" --record-title it="Promessa di pagamento" \
  --record-title de="Zahlungszusage" --record-title nl="Betalingsbelofte" --record-title es="Promesa de pago"
npm run --silent new:area -- credit-limits --group receivables --permission Manage_Customers \
  --title en="Credit limits" --title fr="Limites de crédit" --title it="Limiti di credito" \
  --title de="Kreditlimits" --title nl="Kredietlimieten" --title es="Límites de crédito" \
  --record-title en="Credit limit" --record-title fr="Limite de crédit" --record-title it="Limite di credito" \
  --record-title de="Kreditlimit" --record-title nl="Kredietlimiet" --record-title es="Límite de crédito"

mapfile -t written < <(find . -path ./node_modules -prune -o -type f -newer .before-scaffold \
  \( -name '*.ts' -o -name '*.tsx' -o -name '*.js' -o -name '*.mjs' \) -print | sed 's#^\./##' | sort)
[ "${#written[@]}" -gt 0 ] || { echo "The scaffold wrote no code" >&2; exit 1; }
printf 'The scaffold wrote or edited %s code files.\n' "${#written[@]}"

# The linters and the type-check (one thread, as in CI) side by side take the time of the
# longest on two cores. Each one's output is printed as it comes; the first failure stops the check.
(npm run --silent lint:api && npx eslint --max-warnings 0 --no-warn-ignored "${written[@]}") & lint_pid=$!
npm run --silent lint:dead & dead_pid=$!
npm run --silent typecheck -- --singleThreaded & typecheck_pid=$!
wait "$lint_pid"
wait "$dead_pid"
wait "$typecheck_pid"
fi
[ "$phase" = static ] && { echo "The scaffolded areas pass lint, the dead-code check and typecheck untouched."; exit 0; }
cd "$work"

# Beside the journeys in CI this runs at the lowest priority and may wait seconds for a core: its
# tests may take three times as long as usual (vitest.config.ts, waitScale), and assert the same.
[ "${CI:-}" = true ] && export TEST_WAIT_SCALE=3
npx vitest run src/features/payment-promises src/features/credit-limits mocks/contract/payment-promises.test.ts \
  mocks/contract/credit-limits.test.ts mocks/contract/tags.test.ts \
  mocks/seed.test.ts mocks/handlers/route.test.ts scripts/generate-operations.test.ts src/api/cache.test.ts \
  src/api/client.schemas.test.ts src/lib/locales.test.ts src/lib/i18n.test.ts src/navigation \
  src/features/shell/layout/layout-model.test.ts src/routes/-placeholders
npx vite build
npm run --silent size
echo "The scaffolded areas pass lint, typecheck, the unit tests, the build and its budgets untouched."
