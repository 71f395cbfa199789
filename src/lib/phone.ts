import { normalizePhone } from './validation';

/**
 * A member's phone number as a Korean reader writes it: `010-2345-0000`, `02-6952-3710`,
 * `031-123-4567`, `1588-1234`. The API stores digits only (`normalizePhone`); the forms show
 * the number with hyphens, and what they send is normalised again, so nothing changes for the
 * API. Anything that is not a domestic number we recognise (an international `+` number, an
 * 11-digit unique number, something unexpected) is shown as it came.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = normalizePhone(value);
  if (!/^\d+$/.test(digits)) return value;

  // Seoul: 02-xxx-xxxx or 02-xxxx-xxxx.
  if (digits.startsWith('02')) {
    if (digits.length === 9) return `02-${digits.slice(2, 5)}-${digits.slice(5)}`;
    if (digits.length === 10) return `02-${digits.slice(2, 6)}-${digits.slice(6)}`;
    return value;
  }
  // Mobile (010, 011, 016–019), other areas (031, 051, …) and 070/050x: 0xx-xxx(x)-xxxx.
  if (digits.startsWith('0')) {
    if (digits.length === 10)
      return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    if (digits.length === 11)
      return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
    return value;
  }
  // Nationwide representative numbers: 1588-1234.
  if (/^1[5-9]\d{6}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return value;
}
