import { expect, lastEmailedLink, openAccountArea, signInThroughForm, test, uniqueEmail } from './fixtures';

test.describe('accounts', () => {
  test('sign up checks the form, verifies by e-mail and returns to the page the shopper came from', async ({
    page,
    request,
    isPhone,
  }) => {
    await page.goto('/about');
    // The header's own Sign In link (at every width; the phone menu has one too).
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth/);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const email = uniqueEmail('signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('12345');
    await form.getByLabel('Confirm password').fill('12345');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm password').fill('secret124');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();

    await form.getByLabel('Confirm password').fill('secret123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created!').first()).toBeVisible();
    await expect(page.getByText('Check your email for the verification link.').first()).toBeVisible();

    // Not signed in until the link is followed; the link signs in and returns to /about.
    await page.goto(await lastEmailedLink(request, email));
    await expect(page).toHaveURL(/\/about$/);
    await openAccountArea(page, isPhone);
    const accountArea = isPhone ? page.getByRole('dialog') : page.getByRole('banner');
    await expect(accountArea.getByText(email)).toBeVisible();
  });

  test('sign in returns to the origin page, welcomes back, and sign out ends the session', async ({
    page,
    shopper,
    isPhone,
  }) => {
    await page.goto('/contact');
    // The header's own Sign In link (at every width; the phone menu has one too).
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await signInThroughForm(page, shopper);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    // The toast lies over the phone's header until it goes, and a pointer resting on it keeps it.
    await expect(page.getByText('Welcome back!')).toBeHidden();

    if (isPhone) {
      await openAccountArea(page, isPhone);
      await expect(page.getByRole('dialog').getByText(shopper.email)).toBeVisible();
      await page.getByRole('button', { name: 'Sign Out' }).click();
    } else {
      await page.getByRole('button', { name: `Account menu for ${shopper.email}` }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
  });

  test('a wrong password shows the server message and keeps the shopper signed out', async ({
    page,
    shopper,
  }) => {
    await page.goto('/auth');
    await signInThroughForm(page, { ...shopper, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the sign-in form checks its fields before sending', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a forgotten password is reset through the e-mailed link', async ({ page, shopper, request }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText("If an account exists for that email, we've sent a link")).toBeVisible();

    await page.goto(await lastEmailedLink(request, shopper.email));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
    await page.getByLabel(/Confirm/).fill('fresh-pass-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await signInThroughForm(page, { ...shopper, password: 'fresh-pass-1' });
    await expect(page.getByText('Welcome back!')).toBeVisible();
  });
});
