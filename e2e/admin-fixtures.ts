import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface Admin {
  username: string;
  password: string;
}

let counter = 0;

/** A fresh admin with a known password, through the e2e server's own route. */
export async function createAdmin(request: APIRequestContext): Promise<Admin> {
  counter += 1;
  const admin = {
    username: `e2e_${Date.now().toString(36)}_${process.pid}_${counter}`.slice(0, 30),
    password: 'e2e-admin-password',
  };
  const response = await request.post('/__e2e/admins', { data: admin });
  expect(response.ok()).toBeTruthy();
  return admin;
}

/** Signs in through the Admin Login form and waits for the dashboard. */
export async function logInAsAdmin(page: Page, admin: Admin) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}
