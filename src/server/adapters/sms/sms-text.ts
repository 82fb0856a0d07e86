const groupFormat = new Intl.NumberFormat('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "GHS 1,234.50": the cedi sign is not in the GSM alphabet (it would make every SMS 70 characters). */
export function smsCedis(amount: string | number): string {
  return `GHS ${groupFormat.format(Number(amount))}`;
}

// The GSM 03.38 basic alphabet (and the extension characters, which count twice).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/**
 * The length of a text in GSM characters, or null when it needs UCS-2 (then one SMS holds 70
 * characters, not 160).
 */
export function gsmLength(text: string): number | null {
  let length = 0;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) length += 1;
    else if (GSM_EXTENDED.includes(character)) length += 2;
    else return null;
  }
  return length;
}
