import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

let counter = 0;
/** A deal name nobody else in the run uses (tests run in parallel against one server). */
export function uniqueDealName(prefix = 'E2E Deal'): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

export interface TestDeal {
  id: string;
  name: string;
}

/** Writes a deal straight into the database, as an admin on another instance would. */
export async function insertDeal(
  request: APIRequestContext,
  values: Record<string, unknown> = {},
): Promise<TestDeal> {
  const name = (values.name as string | undefined) ?? uniqueDealName();
  const response = await request.post('/__e2e/deals', {
    data: {
      name,
      description: 'A deal written by a browser test.',
      originalPrice: '100.00',
      discountPrice: '60.00',
      discount: 40,
      vendor: 'Playwright Traders',
      category: 'Electronics',
      flashSale: true,
      rating: 4.5,
      reviews: 7,
      imageUrl: '/uploads/seed/electronics-earbuds-1-640.webp',
      imageUrls: ['/uploads/seed/electronics-earbuds-1-640.webp'],
      ...values,
    },
  });
  expect(response.ok()).toBeTruthy();
  const { id } = (await response.json()) as { id: string };
  return { id, name };
}

export async function updateDeal(request: APIRequestContext, id: string, values: Record<string, unknown>) {
  expect((await request.patch(`/__e2e/deals/${id}`, { data: values })).ok()).toBeTruthy();
}

export async function deleteDeal(request: APIRequestContext, id: string) {
  expect((await request.delete(`/__e2e/deals/${id}`)).ok()).toBeTruthy();
}
