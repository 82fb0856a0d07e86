import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ADMIN_DHL_SHIPMENT, API_ADMIN_DHL_SHIPMENTS, apiPath } from '../../../shared/api-paths';
import { todayInGhana } from '../../../shared/requests/today';
import { adminActivity, dhlShipments } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDhlShipment } from './create-dhl-shipment';
import { stampFor, updateDhlShipment } from './update-dhl-shipment';

let t: TestApp;
let admin: ReturnType<typeof browser>;
let adminUsername: string;
beforeAll(async () => {
  t = await createTestApp();
  const session = await signInAdmin(t);
  admin = browser(t, session.cookie);
  adminUsername = session.username;
});
afterAll(() => t.close());

async function newShipment(fullName = 'Efua Asante') {
  const { reference } = await createDhlShipment(t.db, {
    userId: null,
    input: {
      fullName,
      contactNumber: '0244 555 123',
      email: 'efua@example.com',
      pickupAddress: '7 Liberation Road, Airport Residential',
      pickupCity: 'Accra',
      pickupLandmark: null,
      preferredPickupDate: todayInGhana(),
      preferredPickupTime: '14:00',
      packageDescription: 'Kente cloth',
      weightKg: 3.25,
      dimensionsLengthCm: null,
      dimensionsWidthCm: null,
      dimensionsHeightCm: null,
      destinationCountry: 'United Kingdom',
      destinationAddress: '221B Baker Street, Marylebone',
      destinationCity: 'London',
      destinationPostalCode: null,
      needsDhlPackaging: false,
      specialInstructions: null,
    },
  });
  const [row] = await t.db.select().from(dhlShipments).where(eq(dhlShipments.trackingId, reference));
  return row!;
}

const update = (id: string, body: Record<string, unknown>) =>
  admin.patch(apiPath(API_ADMIN_DHL_SHIPMENT, { id }), {
    status: 'pending',
    dhlTrackingNumber: '',
    adminNotes: '',
    quotedPriceGhs: '',
    finalPriceGhs: '',
    ...body,
  });
const entriesFor = (trackingId: string) =>
  t.db.select().from(adminActivity).where(eq(adminActivity.entityId, trackingId));

describe('the stamp rule (docs/product/admin.md, "DHL shipments")', () => {
  it('stamps the status’s column only while it is empty', () => {
    const empty = { pickupConfirmedAt: null, shippedAt: null, deliveredAt: null };
    expect(stampFor('confirmed', empty)).toBe('pickupConfirmedAt');
    expect(stampFor('shipped', empty)).toBe('shippedAt');
    expect(stampFor('delivered', empty)).toBe('deliveredAt');
    for (const status of ['pending', 'picked_up', 'cancelled'] as const)
      expect(stampFor(status, empty)).toBeNull();
    expect(stampFor('shipped', { ...empty, shippedAt: new Date() })).toBeNull();
  });
});

describe('GET /api/admin/dhl-shipments', () => {
  it('lists newest first with the Quick Stats over every shipment', async () => {
    const older = await newShipment('Older Sender');
    const newer = await newShipment('Newer Sender');
    await update(older.id, { status: 'delivered' });
    const response = await admin.get(API_ADMIN_DHL_SHIPMENTS);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.shipments.map((s: { id: string }) => s.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const all = await t.db.select().from(dhlShipments);
    const countOf = (status: string) => all.filter((s) => s.status === status).length;
    expect(body.stats).toEqual({
      pending: countOf('pending'),
      confirmed: countOf('confirmed'),
      shipped: countOf('shipped'),
      delivered: countOf('delivered'),
    });
    expect(body.total).toBe(all.length);
    expect((await admin.get(`${API_ADMIN_DHL_SHIPMENTS}?page=0`)).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/dhl-shipments/:id', () => {
  it('sets the fields, parses prices only when filled, stamps once, and logs the changed fields', async () => {
    const shipment = await newShipment();
    const confirmed = await update(shipment.id, {
      status: 'confirmed',
      dhlTrackingNumber: ' 1234567890 ',
      adminNotes: 'Pickup Tuesday',
      quotedPriceGhs: '350.5',
    });
    expect(confirmed.statusCode).toBe(200);
    const first = confirmed.json().shipment;
    expect(first).toMatchObject({
      status: 'confirmed',
      dhlTrackingNumber: '1234567890',
      adminNotes: 'Pickup Tuesday',
      quotedPriceGhs: '350.50',
      finalPriceGhs: null,
      shippedAt: null,
      deliveredAt: null,
    });
    expect(first.pickupConfirmedAt).not.toBeNull();

    // Blank prices leave the stored ones; blank text clears; a second "confirmed" keeps the stamp.
    const again = (await update(shipment.id, { status: 'confirmed', finalPriceGhs: '400' })).json().shipment;
    expect(again).toMatchObject({
      quotedPriceGhs: '350.50',
      finalPriceGhs: '400.00',
      dhlTrackingNumber: null,
      adminNotes: null,
      pickupConfirmedAt: first.pickupConfirmedAt,
    });

    const shipped = (await update(shipment.id, { status: 'shipped' })).json().shipment;
    expect(shipped.shippedAt).not.toBeNull();
    expect(shipped.deliveredAt).toBeNull();
    expect(shipped.pickupConfirmedAt).toBe(first.pickupConfirmedAt);

    // The quoted price also became the shipment's quote, sent to the requester (logged apart).
    const all = await entriesFor(shipment.trackingId);
    expect(all.filter((entry) => entry.action === 'request.quote')).toHaveLength(1);
    const entries = all.filter((entry) => entry.entityType === 'dhl_shipment');
    expect(entries).toHaveLength(3);
    const firstEntry = entries.find((entry) => entry.after.quotedPriceGhs === '350.50')!;
    expect(firstEntry).toMatchObject({
      adminUsername,
      action: 'dhl_shipment.update',
      entityType: 'dhl_shipment',
    });
    expect(firstEntry.before).toEqual({
      status: 'pending',
      dhlTrackingNumber: null,
      adminNotes: null,
      quotedPriceGhs: null,
      pickupConfirmedAt: null,
    });
    expect(Object.keys(firstEntry.after).sort()).toEqual(Object.keys(firstEntry.before).sort());
  });

  it('refuses bad input with 400 and the field, changing nothing', async () => {
    const shipment = await newShipment();
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'lost' }, 'status'],
      [{ quotedPriceGhs: '12.345' }, 'quotedPriceGhs'],
      [{ finalPriceGhs: '-5' }, 'finalPriceGhs'],
      [{ finalPriceGhs: 'abc' }, 'finalPriceGhs'],
      [{ adminNotes: 'x'.repeat(5001) }, 'adminNotes'],
    ];
    for (const [body, field] of cases) {
      const response = await update(shipment.id, { status: 'confirmed', ...body });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    const [row] = await t.db.select().from(dhlShipments).where(eq(dhlShipments.id, shipment.id));
    expect(row!.status).toBe('pending');
    expect(await entriesFor(shipment.trackingId)).toHaveLength(0);
    expect((await update('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
    expect((await update('not-an-id', {})).statusCode).toBe(404);
  });

  it('writes the change and its log entry in one transaction: a failed entry leaves the shipment', async () => {
    const shipment = await newShipment();
    // An admin id that no user has: the log entry's foreign key fails after the update ran.
    await expect(
      updateDhlShipment(t.db, {
        id: shipment.id,
        input: {
          status: 'shipped',
          dhlTrackingNumber: 'X1',
          adminNotes: null,
          quotedPriceGhs: null,
          finalPriceGhs: null,
        },
        admin: { id: 'no-such-user', username: 'ghost' },
        publicUrl: 'http://localhost',
        linkSecret: 'secret',
      }),
    ).rejects.toThrow();
    const [row] = await t.db.select().from(dhlShipments).where(eq(dhlShipments.id, shipment.id));
    expect(row).toMatchObject({ status: 'pending', dhlTrackingNumber: null, shippedAt: null });
    expect(await entriesFor(shipment.trackingId)).toHaveLength(0);
  });
});
