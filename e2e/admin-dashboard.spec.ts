import { ADMIN_PAGES } from '../src/shared/admin/admin-pages';
import { createAdmin, logInAsAdmin } from './admin-fixtures';
import { expect, test } from './fixtures';

test("the dashboard opens with the day's figures above the views", async ({ page, request }) => {
  await logInAsAdmin(page, await createAdmin(request));
  const today = page.getByRole('region', { name: /^Today, \d{1,2} \w{3} \d{4}$/ });
  await expect(today).toBeVisible();

  // Each figure a number with what it counts, as the API counts it, opening the view that holds it.
  const { today: figures } = (await (await page.request.get('/api/admin/dashboard')).json()) as {
    today: Record<string, number>;
  };
  const links = [
    ['New orders today', ADMIN_PAGES.orders],
    ['Awaiting payment', ADMIN_PAGES.orders],
    ['To deliver', ADMIN_PAGES.orders],
    ['Requests waiting', ADMIN_PAGES.requests],
    ['Failed messages', ADMIN_PAGES.messages],
  ] as const;
  for (const [label, to] of links) {
    const link = today.getByRole('link', { name: new RegExp(`^[\\d,]+ ${label}$`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', to);
  }
  await expect(today.getByRole('link', { name: /Requests waiting$/ })).toContainText(
    String(figures.requestsWaiting),
  );

  // Above the launcher: the figures come first on the page, and nothing runs off the screen.
  const views = page.getByRole('heading', { level: 2, name: 'Views' });
  const [figuresTop, viewsTop] = await Promise.all([
    today.evaluate((element) => element.getBoundingClientRect().top),
    views.evaluate((element) => element.getBoundingClientRect().top),
  ]);
  expect(figuresTop).toBeLessThan(viewsTop);
  await expect(today.getByRole('link').first()).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await today.getByRole('link', { name: /Failed messages$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PAGES.messages}$`));
});
