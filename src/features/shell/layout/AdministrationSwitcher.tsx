import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAdministrations } from '@/api/generated/endpoints/administrations/administrations';
import { useActiveAdministrationId } from '@/lib/administration';
import { regionName } from '@/lib/region-name';
import { AdministrationFace } from './control-faces';
import { Icon } from './icons';
import { popoverItemClass, popoverPanelClass } from '@/components/ui/popover';
import { topBarButtonClass } from './styles';
import { useSwitchAdministration } from './use-switch-administration';

/** The administration (tenant) the user works in; choosing another switches the whole app to it. */
export function AdministrationSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const activeId = useActiveAdministrationId();
  const { data, isPending } = useListAdministrations();
  const switchTo = useSwitchAdministration();
  const [switching, setSwitching] = useState(false);
  const administrations = data?.items ?? [];
  const active = administrations.find((administration) => administration.id === activeId);

  const onChange = (administrationId: string) => {
    setSwitching(true);
    void switchTo(administrationId).finally(() => setSwitching(false));
  };

  return (
    <Field className={`min-w-0 ${className}`}>
      <Listbox value={activeId ?? ''} onChange={onChange} disabled={isPending || administrations.length === 0}>
        <Label className="sr-only">{t('administration')}</Label>
        <ListboxButton
          aria-busy={switching || undefined}
          className={`${topBarButtonClass} w-full max-w-sm justify-start gap-2.5 border border-slate-200 bg-white pr-2 pl-2.5 text-left shadow-xs sm:w-auto`}
        >
          <AdministrationFace active={active} pending={isPending} />
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className={`${popoverPanelClass} w-[max(var(--button-width),18rem)]`}>
          {administrations.map((administration) => (
            <ListboxOption
              key={administration.id}
              value={administration.id}
              className={`group ${popoverItemClass}`}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate group-data-selected:font-semibold">{administration.name}</span>
                <span className="block text-xs text-slate-600">
                  {regionName(administration.country, i18n.language)} · {administration.currency}
                </span>
              </span>
              <Icon name="check" className="invisible size-4 text-blue-700 group-data-selected:visible" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
