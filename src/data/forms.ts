/**
 * The contact and demo-request forms: their fields, the choices a sales team
 * needs, and every message a visitor can see. Pages and tests read the same
 * texts from here.
 */

export type FieldName =
  'name' | 'email' | 'company' | 'role' | 'topic' | 'message' | 'useCase' | 'devices' | 'timeZone';

export interface Choice {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: FieldName;
  label: string;
  kind: 'text' | 'email' | 'select' | 'textarea';
  required: boolean;
  autoComplete?: string;
  /** Shown under the label; also read by screen readers with the field. */
  hint?: string;
  choices?: Choice[];
  minLength?: number;
  maxLength: number;
}

export type FormId = 'contact' | 'demo';

/** Personal mailbox providers: a sales team replies to a work address. */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.ru',
  'yandex.ru',
  'proton.me',
  'protonmail.com',
];

export const USE_CASES: Choice[] = [
  {value: 'access-control', label: 'Access control'},
  {value: 'agriculture', label: 'Agriculture and greenhouses'},
  {value: 'manufacturing', label: 'Manufacturing and machine monitoring'},
  {value: 'buildings', label: 'Buildings and facilities'},
  {value: 'energy', label: 'Energy metering (Modbus)'},
  {value: 'water', label: 'Water and tanks'},
  {value: 'oem', label: 'Our own board (ADK)'},
  {value: 'other', label: 'Something else'},
];

export const DEVICE_RANGES: Choice[] = [
  {value: '1-10', label: '1–10 devices'},
  {value: '11-100', label: '11–100 devices'},
  {value: '101-1000', label: '101–1,000 devices'},
  {value: '1000+', label: 'More than 1,000 devices'},
];

export const TOPICS: Choice[] = [
  {value: 'sales', label: 'Pricing and plans'},
  {value: 'technical', label: 'A technical question before buying'},
  {value: 'hardware', label: 'Hardware and board support'},
  {value: 'partnership', label: 'Partnership or reselling'},
  {value: 'other', label: 'Something else'},
];

/**
 * Time zones a demo can be booked in: the IANA zones of the places our sales
 * engineers cover, west to east. A fixed list, so the server-rendered HTML and
 * the browser agree; the visitor's own zone is preselected when it is listed.
 */
export const TIME_ZONES: string[] = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Warsaw',
  'Europe/Helsinki',
  'Europe/Istanbul',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

const NAME: FieldSpec = {
  name: 'name',
  label: 'Full name',
  kind: 'text',
  required: true,
  autoComplete: 'name',
  maxLength: 100,
};
const EMAIL: FieldSpec = {
  name: 'email',
  label: 'Work email',
  kind: 'email',
  required: true,
  autoComplete: 'email',
  hint: 'We reply to this address. Use your company address, not a personal mailbox.',
  maxLength: 254,
};
const COMPANY: FieldSpec = {
  name: 'company',
  label: 'Company',
  kind: 'text',
  required: true,
  autoComplete: 'organization',
  maxLength: 120,
};

export const FORMS: Record<FormId, {fields: FieldSpec[]; subject: string; submitLabel: string}> = {
  contact: {
    subject: 'Question from the Tessera website',
    submitLabel: 'Send message',
    fields: [
      NAME,
      EMAIL,
      COMPANY,
      {
        name: 'topic',
        label: 'Topic',
        kind: 'select',
        required: true,
        choices: TOPICS,
        maxLength: 40,
      },
      {
        name: 'message',
        label: 'Message',
        kind: 'textarea',
        required: true,
        hint: 'The devices, protocols and numbers involved help us answer in one reply.',
        minLength: 20,
        maxLength: 4000,
      },
    ],
  },
  demo: {
    subject: 'Demo request from the Tessera website',
    submitLabel: 'Request a demo',
    fields: [
      NAME,
      EMAIL,
      COMPANY,
      {
        name: 'role',
        label: 'Job title',
        kind: 'text',
        required: false,
        autoComplete: 'organization-title',
        maxLength: 100,
      },
      {
        name: 'useCase',
        label: 'Use case',
        kind: 'select',
        required: true,
        choices: USE_CASES,
        maxLength: 40,
      },
      {
        name: 'devices',
        label: 'Devices in the first year',
        kind: 'select',
        required: true,
        choices: DEVICE_RANGES,
        maxLength: 20,
      },
      {
        name: 'timeZone',
        label: 'Preferred time zone',
        kind: 'select',
        required: true,
        hint: 'We propose demo times during your working hours.',
        choices: TIME_ZONES.map((z) => ({value: z, label: z.replace(/_/g, ' ')})),
        maxLength: 40,
      },
      {
        name: 'message',
        label: 'What should the demo show?',
        kind: 'textarea',
        required: false,
        hint: 'For example the sensors, controllers or protocols you use today.',
        maxLength: 4000,
      },
    ],
  },
};

/** Every text a visitor can see while filling in a form; the tests assert these. */
export const FORM_MESSAGES = {
  required: (label: string) => `Enter your ${label.toLowerCase()}.`,
  choose: (label: string) => `Choose your ${label.toLowerCase()}.`,
  badEmail: 'Enter an email address like name@company.com.',
  freeMail: (domain: string) =>
    `Use your work email: we do not reply to personal mailboxes such as ${domain}.`,
  tooShort: (label: string, min: number) => `${label} needs at least ${min} characters.`,
  tooLong: (label: string, max: number) => `${label} can have at most ${max} characters.`,
  summary: (count: number) =>
    count === 1 ? 'Correct 1 field to continue.' : `Correct ${count} fields to continue.`,
  sending: 'Sending…',
  success: 'Thank you. We received your message and reply within one working day.',
  successDemo:
    'Thank you. An engineer writes to you within one working day to agree a time for the demo.',
  failure: (email: string) =>
    `Your message was not sent: our server did not accept it. Nothing you typed is lost. Try again in a minute, or write to ${email}.`,
  offline: (email: string) =>
    `Your message was not sent: the connection failed. Nothing you typed is lost. Check your connection and try again, or write to ${email}.`,
  noEndpoint:
    'This form opens your email program with the message filled in. Send it from there to reach us.',
  mailtoButton: 'Open in my email program',
} as const;

/** Where a form keeps what the visitor typed until it is sent (per tab, not across visits). */
export const formStorageKey = (id: FormId) => `tessera.form.${id}`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The message for a field's value, or undefined when it is valid. */
export function validateField(field: FieldSpec, raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  if (!value) {
    if (!field.required) return undefined;
    return field.kind === 'select'
      ? FORM_MESSAGES.choose(field.label)
      : FORM_MESSAGES.required(field.label);
  }
  if (field.kind === 'email') {
    if (!EMAIL_PATTERN.test(value)) return FORM_MESSAGES.badEmail;
    const domain = value.split('@')[1].toLowerCase();
    if (FREE_MAIL_DOMAINS.includes(domain)) return FORM_MESSAGES.freeMail(domain);
  }
  if (field.choices && !field.choices.some((c) => c.value === value)) {
    return FORM_MESSAGES.choose(field.label);
  }
  if (field.minLength && value.length < field.minLength) {
    return FORM_MESSAGES.tooShort(field.label, field.minLength);
  }
  if (value.length > field.maxLength) return FORM_MESSAGES.tooLong(field.label, field.maxLength);
  return undefined;
}

/** The prefilled e-mail offered when no endpoint is configured. */
export function mailtoHref(
  to: string,
  subject: string,
  fields: FieldSpec[],
  values: Partial<Record<FieldName, string>>,
): string {
  const body = fields
    .map((f) => {
      const v = values[f.name]?.trim() ?? '';
      const shown = f.choices?.find((c) => c.value === v)?.label ?? v;
      return `${f.label}: ${shown}`;
    })
    .join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
