import { expect, type Page } from '@playwright/test';

let counter = 0;

export type Person = { username: string; email: string; password: string };

export function newPerson(): Person {
  counter++;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `Robin ${id}`, email: `robin-${id}@example.org`, password: `slow-walk-${id}` };
}

/** Creates an account through the API (faster, for tests about something else) and signs the page in. */
export async function signUpQuickly(
  page: Page,
  person: Person = newPerson(),
  settings: { crisisRegion?: string } = {},
) {
  const res = await page.request.post('/api/users', {
    data: { ...person, acceptTerms: true, ...settings },
  });
  expect(res.status()).toBe(201);
  const { data } = await res.json();
  const { token: _token, ...user } = data;
  await page.goto('/');
  await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), user);
  return person;
}

/** Waits until the app has taken over a page rendered at build time (its script is running). */
export async function appIsLive(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
}

export async function signInThroughForm(page: Page, person: Person, remember = false) {
  await page.goto('/login');
  await appIsLive(page);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}
