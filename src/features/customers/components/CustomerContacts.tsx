import { type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateCustomerContact,
  useDeleteCustomerContact,
  useListCustomerContacts,
  useUpdateCustomerContact,
} from '@/api/generated/endpoints/customers/customers';
import type { Contact } from '@/api/generated/model';
import { CheckboxField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotices } from '@/components/form/form-parts';
import { emailInputProps, phoneInputProps } from '@/components/form/input-props';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { focusAfterDialog } from '@/components/ui/focus-after-dialog';
import { LazyConfirmDialog, LazyDialog, preloadDialogs } from '@/components/ui/LazyDialog';
import {
  canDeleteContact,
  CONTACT_RECEIVES,
  contactFormSchema,
  contactFormValuesOf,
  makePrimaryWrite,
  primaryLocked,
  toContactWrite,
} from '../model/contact-form';

type Props = {
  administrationId: string;
  customerId: string;
  /** Manage_Customers: contacts can be added, changed and deleted; without it the list is read-only. */
  canManage: boolean;
};

/** What the contact dialog is for; `session` remounts its form at every opening. */
type Editing = { contact: Contact | null; session: number };

/**
 * The people at a customer, with exactly one primary contact. The screen offers only what the
 * server accepts (model/contact-form.ts): the primary flag moves by marking another contact, and
 * the primary contact is deleted only when it is the last one. Every change refetches the
 * `contacts` cache group (and the customer), through the contract's x-cache-group.
 */
export function CustomerContacts({ administrationId, customerId, canManage }: Props) {
  const { t } = useTranslation('customers');
  const ids = useId();
  const contacts = useListCustomerContacts(administrationId, customerId);
  const update = useUpdateCustomerContact();
  const remove = useDeleteCustomerContact();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const session = useRef(0);
  // The dialog opens with its first field focused (not its close button): the user came to type.
  const firstField = useRef<HTMLElement | null>(null);

  const items = contacts.data?.items ?? [];

  const openDialog = (contact: Contact | null) => {
    session.current += 1;
    setEditing({ contact, session: session.current });
    setFailure(null);
    setDialogOpen(true);
  };

  const makePrimary = async (contact: Contact) => {
    setFailure(null);
    try {
      await update.mutateAsync({ administrationId, customerId, contactId: contact.id, data: makePrimaryWrite(contact) });
      setMessage(t('contacts.madePrimary', { name: contact.name }));
    } catch (error) {
      console.error('Making a contact primary failed', error);
      setFailure(t('contacts.actionFailed'));
    }
  };

  return (
    <section aria-labelledby={`${ids}-contacts`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${ids}-contacts`} ref={heading} tabIndex={-1} className="font-semibold text-slate-950 focus:outline-none">
          {t('contacts.title')}
        </h3>
        {canManage && contacts.isSuccess ? (
          <Button variant="secondary" size="sm" onClick={() => openDialog(null)} onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
            {t('contacts.add')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {message}
      </p>
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {failure}
        </p>
      ) : null}
      {contacts.isPending ? (
        <p role="status">{t('contacts.loading')}</p>
      ) : contacts.isError ? (
        <p role="alert">{t('contacts.failed')}</p>
      ) : items.length === 0 ? (
        <p>{t('contacts.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-labelledby={`${ids}-contacts`}>
          {items.map((contact) => (
            <li key={contact.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 p-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-950">
                  {contact.name}
                  {contact.primary ? <span className="ml-2 text-sm font-normal text-slate-600">({t('contacts.primary')})</span> : null}
                </p>
                <p className="text-sm break-words text-slate-700">{[contact.function, contact.email, contact.phone].filter(Boolean).join(' · ')}</p>
                <p className="text-sm text-slate-600">
                  {contact.receives.length > 0
                    ? t('contacts.receivesList', { list: contact.receives.map((kind) => t(`contacts.receives.${kind}`)).join(', ') })
                    : t('contacts.receivesNothing')}
                </p>
                {canManage && !canDeleteContact(contact, items.length) ? <p className="text-sm text-slate-600">{t('contacts.primaryUndeletable')}</p> : null}
              </div>
              {canManage ? (
                <div className="flex flex-wrap gap-2">
                  <Button variant="subtle" size="sm" aria-label={t('contacts.editLabel', { name: contact.name })} onClick={() => openDialog(contact)} onPointerEnter={preloadDialogs}>
                    {t('contacts.edit')}
                  </Button>
                  {contact.primary ? null : (
                    <Button
                      variant="subtle"
                      size="sm"
                      aria-label={t('contacts.makePrimaryLabel', { name: contact.name })}
                      pending={update.isPending && update.variables?.contactId === contact.id}
                      onClick={() => void makePrimary(contact)}
                    >
                      {t('contacts.makePrimary')}
                    </Button>
                  )}
                  {canDeleteContact(contact, items.length) ? (
                    <Button
                      variant="subtle"
                      size="sm"
                      aria-label={t('contacts.deleteLabel', { name: contact.name })}
                      onClick={() => setDeleting(contact)}
                      onPointerEnter={preloadDialogs}
                    >
                      {t('contacts.delete')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <LazyDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={editing?.contact ? t('contacts.editTitle') : t('contacts.createTitle')}
        size="md"
        initialFocus={firstField}
      >
        {editing ? (
          <ContactForm
            key={editing.session}
            administrationId={administrationId}
            customerId={customerId}
            contact={editing.contact}
            contacts={items}
            firstFieldRef={firstField}
            onCancel={() => setDialogOpen(false)}
            onSaved={(saved) => {
              setDialogOpen(false);
              setMessage(t(editing.contact ? 'contacts.updated' : 'contacts.created', { name: saved.name }));
            }}
          />
        ) : null}
      </LazyDialog>

      <LazyConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('contacts.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('contacts.deleteBody')}
        confirmLabel={t('contacts.deleteConfirm')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ administrationId, customerId, contactId: deleting.id });
          setMessage(t('contacts.deleted', { name: deleting.name }));
          // The button that opened the dialog is gone with the contact: focus goes back to the list.
          focusAfterDialog(() => heading.current);
        }}
      />
    </section>
  );
}

type ContactFormProps = {
  administrationId: string;
  customerId: string;
  /** The contact to change; null adds one. */
  contact: Contact | null;
  /** The customer's contacts now (the primary rule depends on them). */
  contacts: readonly Contact[];
  /** Set to the first field, for the dialog to focus on opening. */
  firstFieldRef: RefObject<HTMLElement | null>;
  onSaved: (contact: Contact) => void;
  onCancel: () => void;
};

function ContactForm({ administrationId, customerId, contact, contacts, firstFieldRef, onSaved, onCancel }: ContactFormProps) {
  const { t } = useTranslation('customers');
  const create = useCreateCustomerContact();
  const update = useUpdateCustomerContact();
  const form = useForm({
    schema: contactFormSchema,
    initialValues: contactFormValuesOf(contact, contacts.length === 0),
    keep: ['contact', administrationId, customerId, contact?.id ?? 'new'],
  });
  const locked = primaryLocked(contact, contacts.length);
  const currentPrimary = contacts.find((other) => other.primary && other.id !== contact?.id);
  const primaryHint = locked
    ? t(contact ? 'contacts.primaryFixed' : 'contacts.firstIsPrimary')
    : currentPrimary
      ? t('contacts.primaryMoves', { name: currentPrimary.name })
      : undefined;

  const name = form.text('name');

  const submit = form.handleSubmit(async (output) => {
    const data = toContactWrite(output);
    const saved = contact
      ? await update.mutateAsync({ administrationId, customerId, contactId: contact.id, data })
      : await create.mutateAsync({ administrationId, customerId, data });
    onSaved(saved);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <TextField
        label={t('contacts.fields.name')}
        {...name}
        inputRef={(element: HTMLInputElement | null) => {
          name.inputRef(element);
          firstFieldRef.current = element;
        }}
        required
        maxLength={200}
        autoComplete="off"
      />
      <TextField label={t('contacts.fields.function')} {...form.text('function')} maxLength={100} autoComplete="off" />
      <TextField label={t('contacts.fields.email')} {...emailInputProps} {...form.text('email')} maxLength={254} autoComplete="off" />
      <TextField label={t('contacts.fields.phone')} {...phoneInputProps} {...form.text('phone')} maxLength={40} autoComplete="off" />
      <CheckboxField label={t('contacts.fields.primary')} {...form.checkbox('primary')} disabled={locked} hint={primaryHint} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('contacts.fields.receives')}</legend>
        {CONTACT_RECEIVES.map((kind) => (
          <CheckboxField key={kind} label={t(`contacts.receives.${kind}`)} {...form.checkbox(`receives.${kind}`)} />
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            form.kept.forget();
            onCancel();
          }}
          disabled={form.submitting}
        >
          {t('contacts.cancel')}
        </Button>
        <Button type="submit" pending={form.submitting}>
          {t('contacts.save')}
        </Button>
      </div>
    </form>
  );
}
