import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteCustomerContact,
  getListCustomerContactsQueryKey,
  listCustomerContacts,
  updateCustomerContact,
  useCreateCustomerContact,
  useListCustomerContacts,
} from '@/api/generated/endpoints/customers/customers';
import type { Contact, ContactWrite } from '@/api/generated/model';
import { inList, useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { CheckboxField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { emailInputProps, phoneInputProps } from '@/components/form/input-props';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { type FormController, useForm } from '@/components/form/use-form';
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

/**
 * Where a versioned change of a contact finds the server's version after a 412 (the contacts are
 * only listed), and the list's query that shows it.
 */
function contactVersion(administrationId: string, customerId: string) {
  return {
    administrationId,
    refetch: async ({ contactId }: { contactId: string }) => {
      const found = (await listCustomerContacts(administrationId, customerId)).items.find((contact) => contact.id === contactId);
      if (!found) throw new Error(`Contact ${contactId} is no longer there`);
      return found;
    },
    queryKey: getListCustomerContactsQueryKey(administrationId, customerId),
    toCache: inList,
  };
}

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
  // Both against the version on screen: one changed meanwhile is shown as it is now, untouched.
  const update = useVersionedSave({
    operationId: 'updateCustomerContact',
    send: ({ contactId, data }: { contactId: string; data: ContactWrite }, ifMatch) => updateCustomerContact(administrationId, customerId, contactId, data, ifMatch),
    ...contactVersion(administrationId, customerId),
  });
  const remove = useVersionedSave({
    operationId: 'deleteCustomerContact',
    send: ({ contactId }: { contactId: string }, ifMatch) => deleteCustomerContact(administrationId, customerId, contactId, ifMatch),
    ...contactVersion(administrationId, customerId),
  });
  const [primaryPending, setPrimaryPending] = useState<string | null>(null);
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

  const changedMeanwhile = (current: Contact) => setFailure(t('contacts.conflict.changedMeanwhile', { name: current.name }));

  const makePrimary = async (contact: Contact) => {
    setFailure(null);
    setPrimaryPending(contact.id);
    try {
      const { conflict } = await update.save({ contactId: contact.id, data: makePrimaryWrite(contact) }, contact.etag);
      if (conflict) changedMeanwhile(conflict);
      else setMessage(t('contacts.madePrimary', { name: contact.name }));
    } catch (error) {
      console.error('Making a contact primary failed', error);
      setFailure(t('contacts.actionFailed'));
    } finally {
      setPrimaryPending(null);
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
                      pending={primaryPending === contact.id}
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
            onDiscarded={(current) => {
              setDialogOpen(false);
              setMessage(t('contacts.conflict.discarded', { name: current.name }));
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
          setFailure(null);
          const { conflict } = await remove.save({ contactId: deleting.id }, deleting.etag);
          if (conflict) {
            changedMeanwhile(conflict);
            return;
          }
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
  /** After a conflict the user dropped their edits: `current` is the contact as it is now. */
  onDiscarded: (current: Contact) => void;
  onCancel: () => void;
};

function ContactForm(props: ContactFormProps) {
  return props.contact ? <EditContactForm {...props} contact={props.contact} /> : <NewContactForm {...props} />;
}

function NewContactForm({ administrationId, customerId, contacts, firstFieldRef, onSaved, onCancel }: ContactFormProps) {
  const create = useCreateCustomerContact();
  const form = useForm({ schema: contactFormSchema, initialValues: contactFormValuesOf(null, contacts.length === 0), keep: ['contact', administrationId, customerId, 'new'] });
  const submit = form.handleSubmit(async (output) => onSaved(await create.mutateAsync({ administrationId, customerId, data: toContactWrite(output) })));
  return <ContactFields form={form} contact={null} contacts={contacts} firstFieldRef={firstFieldRef} onSubmit={submit} onCancel={onCancel} />;
}

/** A contact's form: saved against the version it opened with; a 412 shows what changed meanwhile, the edits kept. */
function EditContactForm({ administrationId, customerId, contact, contacts, firstFieldRef, onSaved, onDiscarded, onCancel }: ContactFormProps & { contact: Contact }) {
  const { t } = useTranslation('customers');
  const valuesOf = (version: Contact) => contactFormValuesOf(version, false);
  const form = useForm({ schema: contactFormSchema, initialValues: valuesOf(contact), keep: ['contact', administrationId, customerId, contact.id] });
  const save = useVersionedSave({
    operationId: 'updateCustomerContact',
    send: (data: ContactWrite, ifMatch) => updateCustomerContact(administrationId, customerId, contact.id, data, ifMatch),
    ...contactVersion(administrationId, customerId),
    refetch: () => contactVersion(administrationId, customerId).refetch({ contactId: contact.id }),
  });
  const conflict = useEditConflict({ form, record: contact, valuesOf });
  const submit = form.handleSubmit((output) => conflict.save((etag) => save.save(toContactWrite(output), etag), onSaved));

  const labelOf = (field: string) => {
    const kind = CONTACT_RECEIVES.find((receive) => field === `receives.${receive}`);
    if (kind) return `${t('contacts.fields.receives')}: ${t(`contacts.receives.${kind}`)}`;
    return field === 'name' || field === 'function' || field === 'email' || field === 'phone' || field === 'primary' ? t(`contacts.fields.${field}`) : field;
  };

  return (
    <ContactFields
      form={form}
      contact={contact}
      contacts={contacts}
      firstFieldRef={firstFieldRef}
      onSubmit={submit}
      onCancel={onCancel}
      saveButtonRef={conflict.saveButtonRef}
      notice={conflict.notice}
      conflictPanel={
        conflict.panel && conflict.theirs ? (
          <ConflictPanel
            {...conflict.panel}
            headingLevel={3}
            title={t('contacts.conflict.title')}
            intro={t('contacts.conflict.intro')}
            introOutside={t('contacts.conflict.introOutside')}
            labelOf={labelOf}
            onDiscard={() => {
              form.kept.forget();
              onDiscarded(conflict.theirs ?? contact);
            }}
          />
        ) : null
      }
    />
  );
}

type ContactFieldsProps = {
  form: FormController<typeof contactFormSchema>;
  contact: Contact | null;
  contacts: readonly Contact[];
  firstFieldRef: RefObject<HTMLElement | null>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saveButtonRef?: RefObject<HTMLButtonElement | null>;
  notice?: string | null;
  /** What changed meanwhile, above the fields (an edit answered 412). */
  conflictPanel?: ReactNode;
};

function ContactFields({ form, contact, contacts, firstFieldRef, onSubmit, onCancel, saveButtonRef, notice, conflictPanel }: ContactFieldsProps) {
  const { t } = useTranslation('customers');
  const locked = primaryLocked(contact, contacts.length);
  const currentPrimary = contacts.find((other) => other.primary && other.id !== contact?.id);
  const primaryHint = locked
    ? t(contact ? 'contacts.primaryFixed' : 'contacts.firstIsPrimary')
    : currentPrimary
      ? t('contacts.primaryMoves', { name: currentPrimary.name })
      : undefined;

  const name = form.text('name');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {conflictPanel}
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <FormNotice message={notice} />
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
        <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
          {t('contacts.save')}
        </Button>
      </div>
    </form>
  );
}
