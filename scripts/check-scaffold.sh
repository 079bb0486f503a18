#!/usr/bin/env bash
# Proves `npm run new:area` (scripts/new-area.ts): scaffolds a new area in a copy of the working
# tree, then runs what a developer would run next, untouched: lint, typecheck and the unit tests
# (the new area's, the mock's, and those that read the registry, locales and contract).
set -euo pipefail
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -C "$work" -xf -
[ -e "$work/node_modules" ] || ln -s "$root/node_modules" "$work/node_modules"
cd "$work"

npm run --silent new:area -- payment-promises --group receivables --permission Manage_Arrangements \
  --title en="Payment promises" --title fr="Promesses de paiement" --title it="Promesse di pagamento" \
  --title de="Zahlungszusagen" --title nl="Betalingsbeloftes" --title es="Promesas de pago"
npm run --silent lint
npm run --silent typecheck
npx vitest run mocks scripts src/lib src/navigation src/features/payment-promises src/features/shell src/routes
echo "The scaffolded area passes lint, typecheck and the unit tests untouched."
