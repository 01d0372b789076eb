import { expect, signIn, test } from './fixtures';

test('a signed-in user reaches the console and the API answers through the mock backend', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await signIn(page, 'demo', 'demo', '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  const status = await page.evaluate(async () => {
    const s = JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken: string };
    const res = await fetch('/api/table/masterBills?page=1&limit=10', {
      headers: { Authorization: `Bearer ${s.accessToken}` },
    });
    return res.status;
  });
  expect(status).toBe(200);
});
