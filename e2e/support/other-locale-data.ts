/**
 * Another browser's locale data, as an init script: an `Intl` that writes every number otherwise
 * (full-width digits and commas, `￦` as WebKit writes the won, lists joined with a slash). The
 * browser's locale data must have no say in a pre-rendered page (docs/decisions/011): under this,
 * every page still hydrates without a mismatch, which React reports through
 * `onRecoverableError` (src/app/start.tsx) as a console error.
 */
export function imitateOtherLocaleData() {
  const other = (text: string) =>
    text
      .replace(/[0-9]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0))
      .replace(/,/g, '，')
      .replace(/₩/g, '￦');
  const { NumberFormat, DateTimeFormat, ListFormat, RelativeTimeFormat } = Intl;
  const otherParts = <P extends { value: string }>(parts: P[]): P[] =>
    parts.map((part) => ({ ...part, value: other(part.value) }));
  class OtherNumberFormat extends NumberFormat {
    override format = (value: number | bigint) => other(super.format(value));
    override formatToParts = (value: number | bigint) => otherParts(super.formatToParts(value));
  }
  class OtherDateTimeFormat extends DateTimeFormat {
    override format = (value?: Date | number) => other(super.format(value));
    override formatToParts = (value?: Date | number) => otherParts(super.formatToParts(value));
  }
  class OtherListFormat extends ListFormat {
    override format = (items: Iterable<string>) => [...items].join(' / ');
  }
  class OtherRelativeTimeFormat extends RelativeTimeFormat {
    override format = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      other(super.format(value, unit));
  }
  Object.assign(Intl, {
    NumberFormat: OtherNumberFormat,
    DateTimeFormat: OtherDateTimeFormat,
    ListFormat: OtherListFormat,
    RelativeTimeFormat: OtherRelativeTimeFormat,
  });
  const wrap = <T extends object>(prototype: T, name: keyof T & string) => {
    const original = prototype[name] as (...args: unknown[]) => string;
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        return other(original.apply(this, args));
      },
    });
  };
  wrap(Number.prototype, 'toLocaleString');
  wrap(Date.prototype, 'toLocaleString');
  wrap(Date.prototype, 'toLocaleDateString');
  wrap(Date.prototype, 'toLocaleTimeString');
  wrap(Array.prototype, 'toLocaleString');
}
