import { formatDateTime } from '../../../shared/dates';

/** Words a plain split would spell wrong. */
const WORDS: Record<string, string> = {
  url: 'URL',
  urls: 'URLs',
  ghs: '(GH₵)',
  kg: '(kg)',
  cm: '(cm)',
  dhl: 'DHL',
};

/** `productUrls` → "Product URLs", `weightKg` → "Weight (kg)", `dateOfBirth` → "Date of birth". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stored value as text: "—" when empty, Yes/No, lists joined, moments in Accra time. */
export function fieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return formatDateTime(value);
  if (Array.isArray(value)) return value.length > 0 ? value.map(fieldValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
