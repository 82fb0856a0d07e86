import { describe, expect, it } from 'vitest';
import {
  kindOfReference,
  normalizeReference,
  requestNextStep,
  requestStage,
  requestStatusLabel,
} from './track-messages';

describe('normalizeReference', () => {
  it('reads a reference as people type it', () => {
    for (const typed of ['DLV-7K3Q9M', ' dlv-7k3q9m ', 'DLV7K3Q9M', 'dlv 7k3 q9m']) {
      expect(normalizeReference(typed), typed).toBe('DLV-7K3Q9M');
    }
  });

  it('leaves anything else for the format check to refuse', () => {
    expect(normalizeReference('hello')).toBe('HELLO');
    expect(normalizeReference('DLV-7K3Q9M2')).toBe('DLV-7K3Q9M2');
  });
});

describe('kindOfReference', () => {
  it('knows each prefix the shop issues, and no other', () => {
    expect(kindOfReference('DHL-7K3Q9M')).toBe('dhl');
    expect(kindOfReference('APP-7K3Q9M')).toBe('driver_rider_application');
    expect(kindOfReference('ORD-7K3Q9M')).toBeNull();
  });
});

describe('status words', () => {
  it('labels statuses in words', () => {
    expect(requestStatusLabel('pending_verification')).toBe('Pending verification');
    expect(requestStatusLabel('picked_up')).toBe('Picked up');
    expect(requestStatusLabel('received')).toBe('Received');
  });

  it('tells what happens next from the kind and the stage', () => {
    expect(requestStage('pending')).toBe('waiting');
    expect(requestStage('shipped')).toBe('in_progress');
    expect(requestStage('delivered')).toBe('done');
    expect(requestStage('cancelled')).toBe('stopped');
    expect(requestNextStep('driver_rider_application', 'received')).toBe(
      "We'll review your application and get back to you within 2-3 business days.",
    );
    expect(requestNextStep('dhl', 'shipped')).toMatch(/in progress/);
  });
});
