import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {useForm, type FieldErrors} from 'react-hook-form';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  FORMS,
  FORM_MESSAGES,
  TIME_ZONES,
  formStorageKey,
  mailtoHref,
  validateField,
  type FieldName,
  type FieldSpec,
  type FormId,
} from '@site/src/data/forms';
import {externalConfig} from '@site/src/lib/externalConfig';
import styles from './styles.module.css';

type Values = Partial<Record<FieldName, string>>;

type Outcome =
  | {state: 'idle'}
  | {state: 'sending'}
  | {state: 'sent'}
  | {state: 'failed'; message: string}
  | {state: 'mailto'; href: string};

/** sessionStorage can be missing or throw (private mode, blocked storage): the form still works. */
function readSaved(id: FormId): Values {
  try {
    const raw = window.sessionStorage.getItem(formStorageKey(id));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Values) : {};
  } catch {
    return {};
  }
}

function writeSaved(id: FormId, values: Values | null): void {
  try {
    if (values) window.sessionStorage.setItem(formStorageKey(id), JSON.stringify(values));
    else window.sessionStorage.removeItem(formStorageKey(id));
  } catch {
    // Storage unavailable: typed values stay in the page, they just do not survive a reload.
  }
}

function Field({
  spec,
  error,
  register,
}: {
  spec: FieldSpec;
  error?: string;
  register: ReturnType<typeof useForm<Values>>['register'];
}): ReactNode {
  const id = `field-${spec.name}`;
  const describedBy = clsx(spec.hint && `${id}-hint`, error && `${id}-error`) || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': spec.required || undefined,
    ...register(spec.name, {validate: (v) => validateField(spec, v) ?? true}),
  };
  return (
    <div className={clsx(styles.field, error && styles.invalid)}>
      <label htmlFor={id} className={styles.label}>
        {spec.label}
        {!spec.required && <span className={styles.optional}> (optional)</span>}
      </label>
      {spec.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {spec.hint}
        </p>
      )}
      {spec.kind === 'select' ? (
        <select {...common} className={styles.control}>
          <option value="">Choose…</option>
          {spec.choices?.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      ) : spec.kind === 'textarea' ? (
        <textarea {...common} rows={6} className={styles.control} />
      ) : (
        <input
          {...common}
          type={spec.kind}
          autoComplete={spec.autoComplete}
          className={styles.control}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact and demo-request forms. Validation and field state come from
 * react-hook-form; what is ours is the sales rules (src/data/forms.ts), keeping
 * what was typed in sessionStorage until it is sent, and the e-mail fallback
 * when no endpoint is configured.
 */
export default function LeadForm({id}: {id: FormId}): ReactNode {
  const spec = FORMS[id];
  const {forms} = externalConfig();
  const endpoint = id === 'contact' ? forms.contactEndpoint : forms.demoEndpoint;
  const [outcome, setOutcome] = useState<Outcome>({state: 'idle'});
  const statusRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: {errors, submitCount},
  } = useForm<Values>({mode: 'onTouched', reValidateMode: 'onChange', shouldFocusError: true});

  // Restore after hydration, so the server-rendered HTML and the first client render agree.
  useEffect(() => {
    const saved = readSaved(id);
    if (id === 'demo' && !saved.timeZone) {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (TIME_ZONES.includes(zone)) saved.timeZone = zone;
    }
    reset(saved, {keepDefaultValues: true});
    const subscription = watch((values) => writeSaved(id, values as Values));
    return () => subscription.unsubscribe();
  }, [id, reset, watch]);

  useEffect(() => {
    if (outcome.state !== 'idle' && outcome.state !== 'sending') statusRef.current?.focus();
  }, [outcome]);

  const onValid = async (values: Values) => {
    if (!endpoint) {
      const href = mailtoHref(forms.salesEmail, spec.subject, spec.fields, values);
      setOutcome({state: 'mailto', href});
      window.location.href = href;
      return;
    }
    setOutcome({state: 'sending'});
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json'},
        body: JSON.stringify({form: id, page: window.location.pathname, ...values}),
      });
      if (!response.ok) {
        setOutcome({state: 'failed', message: FORM_MESSAGES.failure(forms.salesEmail)});
        return;
      }
      writeSaved(id, null);
      setOutcome({state: 'sent'});
    } catch {
      setOutcome({state: 'failed', message: FORM_MESSAGES.offline(forms.salesEmail)});
    }
  };

  const errorCount = Object.keys(errors as FieldErrors<Values>).length;

  if (outcome.state === 'sent') {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={clsx(styles.panel, styles.done)}>
        <p className={styles.panelTitle}>Sent</p>
        <p>{id === 'demo' ? FORM_MESSAGES.successDemo : FORM_MESSAGES.success}</p>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={spec.submitLabel}
      onSubmit={(e) => void handleSubmit(onValid)(e)}>
      {submitCount > 0 && errorCount > 0 && (
        <p role="alert" className={clsx(styles.panel, styles.problem)}>
          {FORM_MESSAGES.summary(errorCount)}
        </p>
      )}
      {spec.fields.map((f) => (
        <Field
          key={f.name}
          spec={f}
          error={errors[f.name]?.message as string | undefined}
          register={register}
        />
      ))}
      {outcome.state === 'failed' && (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="alert"
          className={clsx(styles.panel, styles.problem)}>
          {outcome.message}
        </div>
      )}
      {outcome.state === 'mailto' && (
        <div ref={statusRef} tabIndex={-1} role="status" className={styles.panel}>
          If your email program did not open,{' '}
          <Link href={outcome.href}>open the prefilled message</Link> or write to{' '}
          <Link href={`mailto:${forms.salesEmail}`}>{forms.salesEmail}</Link>.
        </div>
      )}
      {!endpoint && <p className={styles.hint}>{FORM_MESSAGES.noEndpoint}</p>}
      <button
        type="submit"
        className="button button--primary button--lg"
        disabled={outcome.state === 'sending'}>
        {outcome.state === 'sending'
          ? FORM_MESSAGES.sending
          : endpoint
            ? spec.submitLabel
            : FORM_MESSAGES.mailtoButton}
      </button>
      {/* Without JavaScript the form can neither check nor send: offer the address. */}
      <noscript>
        <p>
          Without JavaScript, write to{' '}
          <Link href={`mailto:${forms.salesEmail}`}>{forms.salesEmail}</Link>.
        </p>
      </noscript>
    </form>
  );
}
