import type { Page } from '@playwright/test';

export async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.fill('input[name="email"]', email);
  await page.click('button:has-text("Log in")');
  await page.waitForURL('**/tasks');
}
