import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { OPEN_STATUSES, STATUS_LABELS } from '@grantpilot/shared/application-pipeline';
import type { FunderChoice } from '@grantpilot/shared/contracts/funders';
import type { PersonRef } from '@grantpilot/shared/contracts/common';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { AmountField, CurrencyField } from '../../../components/ui/money-fields';
import { LoadingPanel } from '../../../components/ui/query-state';
import { TextareaField } from '../../../components/ui/textarea';
import { notifyError } from '../../../lib/notify-error';
import { setServerFieldErrors } from '../../../lib/server-field-errors';
import { useFunderChoices } from '../api/get-funder-choices';
import { useProjectCurrency } from '../api/get-project-choices';
import { useMembers } from '../../../lib/organizations/get-members';
import { peopleToChoose } from '../../../lib/organizations/people-to-choose';
import { browserTimeZone, timeZoneOptions } from '../../../lib/deadline-format';
import {
  APPLICATION_FIELD_LABELS,
  applicationFormSchema,
  defaultApplicationCurrency,
  funderForTyped,
  type ApplicationFormValues,
} from '../schemas';
import { ProjectPicker, type ProjectChoice } from './project-picker';
import { fieldProps } from '../../../lib/field-props';
import { amountExamples } from '../../../lib/typed-amount';

type Dirty = Partial<Record<keyof ApplicationFormValues, unknown>>;

interface FormProps {
  organizationId: string;
  /** Creating offers the first status; editing the dates the pipeline sets (the status moves on its own). */
  mode: 'create' | 'edit';
  defaultValues: ApplicationFormValues;
  /** The owner and project as the application names them, so the choice shows even beyond the lists. */
  currentOwner?: PersonRef | null;
  currentProject?: ProjectChoice | null;
  /** A new application's currency when its project has none: the organisation's (its annual budget's). */
  organizationCurrency?: string | null;
  submitLabel: string;
  errorTitle: string;
  onSubmit: (values: ApplicationFormValues, dirty: Dirty, funders: FunderChoice[]) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * An application's fields, for creating one and for editing one. The funders and members it
 * offers are loaded first, so every select starts on its value; projects are searched in the
 * picker, however many there are. What was typed stays when the server refuses it: field errors
 * go beside the fields, anything else into a toast.
 */
export function ApplicationForm(props: FormProps) {
  const funders = useFunderChoices(props.organizationId);
  const members = useMembers(props.organizationId);

  if (funders.isPending || members.isPending) return <LoadingPanel label="Loading the form…" />;
  return (
    <ApplicationFormFields
      {...props}
      funders={funders.data?.funders ?? []}
      members={members.data?.members ?? []}
      choicesFailed={funders.isError || members.isError}
    />
  );
}

function ApplicationFormFields({
  organizationId,
  mode,
  defaultValues,
  currentOwner = null,
  currentProject = null,
  organizationCurrency = null,
  submitLabel,
  errorTitle,
  onSubmit,
  onCancel,
  funders,
  members,
  choicesFailed,
}: FormProps & {
  funders: FunderChoice[];
  members: PersonRef[];
  choicesFailed: boolean;
}) {
  const form = useForm<ApplicationFormValues>({ resolver: zodResolver(applicationFormSchema), defaultValues });
  // Read while rendering so the form keeps track of it; the submit reads it afresh.
  const { errors, isSubmitting, dirtyFields: _dirtyFields } = form.formState;
  const funderListId = useId();
  const viewerZone = browserTimeZone();

  const owners = peopleToChoose(members, currentOwner);

  // A new application's currency follows its project's budget currency (else the organisation's,
  // else the default) until the user chooses one; editing keeps the application's own currency.
  const [currencyChosen, setCurrencyChosen] = useState(false);
  const projectId = useWatch({ control: form.control, name: 'projectId' });
  const followProject = mode === 'create' && !currencyChosen;
  const projectCurrency = useProjectCurrency(organizationId, projectId, followProject);
  const suggestedCurrency = projectId ? projectCurrency.data : null;
  useEffect(() => {
    if (mode !== 'create' || currencyChosen) return;
    if (projectId && suggestedCurrency === undefined) return; // still loading
    const currency = defaultApplicationCurrency(suggestedCurrency, organizationCurrency);
    if (form.getValues('currency') !== currency) form.setValue('currency', currency, { shouldValidate: false });
  }, [form, mode, currencyChosen, projectId, suggestedCurrency, organizationCurrency]);
  const currencyField = fieldProps(form, 'currency');
  const currency = useWatch({ control: form.control, name: 'currency' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form.formState.dirtyFields, funders);
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, APPLICATION_FIELD_LABELS)) notifyError(error, errorTitle);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {choicesFailed ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          Some choices (funders or members) could not be loaded; the fields keep their values.
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <FormField label="Title" autoComplete="off" {...fieldProps(form, 'title')} />
      </div>
      <FormField
        label="Funder"
        autoComplete="off"
        list={funderListId}
        hint="Choose a funder you have, or type a new name to add it."
        // Enter settles on the funder typed (completing a name only one funder starts with); it
        // never sends the half-filled form.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const funder = funderForTyped(event.currentTarget.value, funders);
          if (funder) form.setValue('funderName', funder.name, { shouldDirty: true, shouldValidate: true });
        }}
        {...fieldProps(form, 'funderName')}
      />
      <datalist id={funderListId}>
        {funders.map((funder) => (
          <option key={funder.id} value={funder.name} />
        ))}
      </datalist>
      <FormField
        label="Programme"
        autoComplete="off"
        hint="The call or scheme, if the funder has several."
        {...fieldProps(form, 'programme')}
      />
      <FormField
        label="Reference"
        autoComplete="off"
        hint="The funder’s reference for the application, once they give one."
        {...fieldProps(form, 'reference')}
      />
      <Controller
        control={form.control}
        name="projectId"
        render={({ field }) => (
          <ProjectPicker
            // Another organisation's projects: nothing picked in the last one carries over.
            key={organizationId}
            organizationId={organizationId}
            label="Project"
            noneLabel="No project"
            currentProject={currentProject}
            error={errors.projectId?.message}
            missingError="This project no longer exists."
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(project) => field.onChange(project?.id ?? '')}
          />
        )}
      />
      <SelectField label="Owner" {...fieldProps(form, 'ownerUserId')}>
        <option value="">No owner</option>
        {owners.map((owner) => (
          <option key={owner.userId} value={owner.userId}>
            {owner.name}
          </option>
        ))}
      </SelectField>
      {mode === 'create' ? (
        <SelectField
          label="Status"
          hint="Later moves go along the pipeline from the application’s page or the board."
          {...fieldProps(form, 'status')}
        >
          {OPEN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <CurrencyField
        {...currencyField}
        onChange={(event) => {
          setCurrencyChosen(true);
          return currencyField.onChange(event);
        }}
      />
      <AmountField
        label="Amount requested"
        currency={currency}
        hint={`As you write it, such as ${amountExamples()}.`}
        {...fieldProps(form, 'amountRequested')}
      />
      <AmountField
        label="Amount awarded"
        currency={currency}
        hint="Once the funder has decided."
        {...fieldProps(form, 'amountAwarded')}
      />
      <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium">Deadline</legend>
        <p className="text-xs text-muted-foreground sm:col-span-3">
          As the call states it. Everyone sees it in their own time too. Leave the date empty if there is none.
        </p>
        <FormField label="Deadline date" type="date" {...fieldProps(form, 'deadline.date')} />
        <FormField label="Deadline time" type="time" {...fieldProps(form, 'deadline.time')} />
        <SelectField label="Time zone" {...fieldProps(form, 'deadline.timeZone')}>
          {timeZoneOptions(viewerZone, defaultValues.deadline.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone === viewerZone ? `${zone} (your zone)` : zone}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <FormField
        label="Internal deadline"
        type="date"
        hint="When the team means to be ready."
        {...fieldProps(form, 'internalDeadline')}
      />
      {mode === 'edit' ? (
        <>
          <FormField label="Submitted on" type="date" {...fieldProps(form, 'submittedOn')} />
          <FormField label="Decided on" type="date" {...fieldProps(form, 'decidedOn')} />
        </>
      ) : null}
      <div className="sm:col-span-2">
        <TextareaField label="Notes" rows={5} {...fieldProps(form, 'notes')} />
      </div>
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
