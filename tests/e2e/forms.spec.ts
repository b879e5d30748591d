import type {Page} from '@playwright/test';
import {test, expect, open, external, trackingConfig, TRACKING_ORIGIN} from './fixtures';
import {FORMS, FORM_MESSAGES, formStorageKey} from '../../src/data/forms';

/** Valid answers for every field of a form, as a visitor would type or pick them. */
const CONTACT = {
  'Full name': 'Anna Kowalska',
  'Work email': 'anna.kowalska@agro-systems.pl',
  Company: 'Agro Systems',
  Message: 'We run 40 greenhouses with Modbus energy meters and need pricing for 120 BP-01s.',
};

async function fillContact(page: Page) {
  for (const [label, value] of Object.entries(CONTACT)) {
    await page.getByLabel(label, {exact: true}).fill(value);
  }
  await page.getByLabel('Topic', {exact: true}).selectOption({label: 'Pricing and plans'});
}

const field = (page: Page, label: string) => page.getByLabel(label, {exact: true});

test.describe('Contact form: validation (default build, no endpoint)', () => {
  test('an empty submit names every required field, inline, and focuses the first', async ({
    page,
  }) => {
    await open(page, '/contact');
    await page.getByRole('button', {name: FORM_MESSAGES.mailtoButton}).click();
    const required = FORMS.contact.fields.filter((f) => f.required);
    await expect(page.getByRole('alert')).toHaveText(FORM_MESSAGES.summary(required.length));
    for (const f of required) {
      const control = field(page, f.label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      const message =
        f.kind === 'select' ? FORM_MESSAGES.choose(f.label) : FORM_MESSAGES.required(f.label);
      // The error is announced with the field: it is part of its accessible description.
      await expect(control).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    }
    await expect(field(page, 'Full name')).toBeFocused();
  });

  test('rejects a malformed address and a personal mailbox, and clears the error once fixed', async ({
    page,
  }) => {
    await open(page, '/contact');
    const email = field(page, 'Work email');
    await email.fill('anna@');
    await email.blur();
    await expect(page.getByText(FORM_MESSAGES.badEmail)).toBeVisible();
    await email.fill('anna@gmail.com');
    await expect(page.getByText(FORM_MESSAGES.freeMail('gmail.com'))).toBeVisible();
    await email.fill(CONTACT['Work email']);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(FORM_MESSAGES.badEmail)).toHaveCount(0);
  });

  test('a too-short message says how long it must be', async ({page}) => {
    await open(page, '/contact');
    await field(page, 'Message').fill('Price?');
    await field(page, 'Message').blur();
    await expect(page.getByText(FORM_MESSAGES.tooShort('Message', 20))).toBeVisible();
  });

  test('with no endpoint configured, a valid form opens a prefilled e-mail', async ({page}) => {
    expect(external.forms.contactEndpoint).toBe('');
    await open(page, '/contact');
    await expect(page.getByText(FORM_MESSAGES.noEndpoint)).toBeVisible();
    await fillContact(page);
    await page.getByRole('button', {name: FORM_MESSAGES.mailtoButton}).click();
    const link = page.getByRole('link', {name: 'open the prefilled message'});
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(external.forms.salesEmail);
    expect(href.searchParams.get('subject')).toBe(FORMS.contact.subject);
    const body = href.searchParams.get('body')!;
    for (const [label, value] of Object.entries(CONTACT))
      expect(body).toContain(`${label}: ${value}`);
    expect(body).toContain('Topic: Pricing and plans');
  });
});

test.describe('Contact form: sending (build with a form endpoint)', () => {
  const endpoint = trackingConfig.forms.contactEndpoint;

  test('a server error keeps every value, says so, and a reload restores them', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 500/);
    const posted: unknown[] = [];
    await page.route(endpoint, (route) => {
      posted.push(route.request().postDataJSON());
      return route.fulfill({status: 500, body: 'upstream failed'});
    });
    await open(page, `${TRACKING_ORIGIN}/contact`);
    await fillContact(page);
    await page.getByRole('button', {name: FORMS.contact.submitLabel}).click();
    await expect(page.getByRole('alert')).toHaveText(
      FORM_MESSAGES.failure(trackingConfig.forms.salesEmail),
    );
    expect(posted).toEqual([
      expect.objectContaining({form: 'contact', email: CONTACT['Work email'], topic: 'sales'}),
    ]);
    for (const [label, value] of Object.entries(CONTACT)) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    for (const [label, value] of Object.entries(CONTACT)) {
      await expect(field(page, label)).toHaveValue(value);
    }
    await expect(field(page, 'Topic')).toHaveValue('sales');
  });

  test('a failed connection keeps the values and suggests writing instead', async ({
    page,
    problems,
  }) => {
    problems.allow(/ERR_CONNECTION_REFUSED|Failed to fetch/);
    await page.route(endpoint, (route) => route.abort('connectionrefused'));
    await open(page, `${TRACKING_ORIGIN}/contact`);
    await fillContact(page);
    await page.getByRole('button', {name: FORMS.contact.submitLabel}).click();
    await expect(page.getByRole('alert')).toHaveText(
      FORM_MESSAGES.offline(trackingConfig.forms.salesEmail),
    );
    await expect(field(page, 'Company')).toHaveValue(CONTACT.Company);
  });

  test('success confirms, and forgets the saved values', async ({page}) => {
    await page.route(endpoint, (route) => route.fulfill({status: 202, body: '{}'}));
    await open(page, `${TRACKING_ORIGIN}/contact`);
    await fillContact(page);
    await page.getByRole('button', {name: FORMS.contact.submitLabel}).click();
    await expect(page.getByRole('status')).toContainText(FORM_MESSAGES.success);
    await expect(page.getByRole('status')).toBeFocused();
    const saved = await page.evaluate(
      (key) => window.sessionStorage.getItem(key),
      formStorageKey('contact'),
    );
    expect(saved).toBeNull();
  });

  test('works when sessionStorage throws', async ({page}) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      Object.defineProperty(window, 'sessionStorage', {get: fail});
    });
    await page.route(endpoint, (route) => route.fulfill({status: 200, body: '{}'}));
    await open(page, `${TRACKING_ORIGIN}/contact`);
    await fillContact(page);
    await page.getByRole('button', {name: FORMS.contact.submitLabel}).click();
    await expect(page.getByRole('status')).toContainText(FORM_MESSAGES.success);
  });
});

test.describe('Demo request form', () => {
  test.use({timezoneId: 'Europe/Berlin'});

  test('preselects the visitor’s time zone and asks for use case and device count', async ({
    page,
  }) => {
    await open(page, '/demorequest');
    await expect(field(page, 'Preferred time zone')).toHaveValue('Europe/Berlin');
    await page.getByRole('button', {name: FORM_MESSAGES.mailtoButton}).click();
    await expect(page.getByText(FORM_MESSAGES.choose('Use case'))).toBeVisible();
    await expect(page.getByText(FORM_MESSAGES.choose('Devices in the first year'))).toBeVisible();
    // Optional fields stay quiet.
    await expect(field(page, 'Job title (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('posts every field to the demo endpoint and confirms', async ({page}) => {
    let posted: Record<string, string> | undefined;
    await page.route(trackingConfig.forms.demoEndpoint, (route) => {
      posted = route.request().postDataJSON() as Record<string, string>;
      return route.fulfill({status: 200, body: '{}'});
    });
    await open(page, `${TRACKING_ORIGIN}/demorequest`);
    await field(page, 'Full name').fill('Jonas Berg');
    await field(page, 'Work email').fill('jonas@vaxthus.se');
    await field(page, 'Company').fill('Växthus AB');
    await field(page, 'Use case').selectOption({label: 'Agriculture and greenhouses'});
    await field(page, 'Devices in the first year').selectOption({label: '11–100 devices'});
    await page.getByRole('button', {name: FORMS.demo.submitLabel}).click();
    await expect(page.getByRole('status')).toContainText(FORM_MESSAGES.successDemo);
    expect(posted).toMatchObject({
      form: 'demo',
      name: 'Jonas Berg',
      company: 'Växthus AB',
      useCase: 'agriculture',
      devices: '11-100',
      timeZone: 'Europe/Berlin',
    });
  });
});
