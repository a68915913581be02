import { expect, test } from '@playwright/test';
import { logIn } from './utils';

test('a signed-in user adds a task and pays for credits', async ({ page }) => {
  await logIn(page, `user-${Date.now()}@example.com`);
  await page.fill('input[id="description"]', 'Write the launch post');
  await page.click('button:has-text("Add task")');
  await expect(page.getByText('Write the launch post')).toBeVisible();
});
