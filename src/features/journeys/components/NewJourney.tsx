import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateJourney } from '@/api/generated/endpoints/journeys/journeys';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

const schema = z.object({ name: z.string().trim().min(1).max(200) });

/** "New journey": its name in a dialog; the journey's page then takes its steps. */
export function NewJourney({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('journeys');
  const { allowed } = usePermission(operationPermission.createJourney);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('create.open')}</Button>
      {open ? <NewJourneyDialog administrationId={administrationId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function NewJourneyDialog({ administrationId, onClose }: { administrationId: string; onClose: () => void }) {
  const { t } = useTranslation('journeys');
  const navigate = useNavigate();
  const create = useCreateJourney();
  const form = useForm({ schema, initialValues: { name: '' } });
  const submit = form.handleSubmit(async ({ name }) => {
    const journey = await create.mutateAsync({ administrationId, data: { name, steps: [] } });
    onClose();
    await navigate({ to: '/journeys/$journeyId', params: { journeyId: journey.id } });
  });
  return (
    <Dialog open onClose={onClose} title={t('create.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormAlert message={form.formError} />
        <TextField label={t('create.name')} maxLength={200} {...form.text('name')} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('create.cancel')}
          </Button>
          <SubmitButton pending={form.submitting} size="md" fullWidth={false}>
            {t('create.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
