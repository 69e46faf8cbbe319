import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** Number formats of the panel in the reader's language (Spanish writes 2,50 and 45 %). */
export function useFormats() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    const whole = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const tenth = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const price = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const bigPrice = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const goals = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 2,
    });
    const signed = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    const points = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    return {
      /** Whole percents; a tenth below 10 % and at the ends, where whole ones read 0 % or 100 %. */
      percent: (p: number) => {
        if (p > 0 && p < 0.001) return `<${tenth.format(0.001)}`;
        if (p < 1 && p > 0.999) return `>${tenth.format(0.999)}`;
        return (p < 0.1 || p > 0.99 ? tenth : whole).format(p);
      },
      /** Decimal odds; none at probability 0. */
      odds: (o: number | null) => (o === null ? '—' : (o >= 100 ? bigPrice : price).format(o)),
      decimal: (x: number) => decimal.format(x),
      /** A goal total's line: 2.5. */
      goals: (x: number) => goals.format(x),
      /** A handicap line with its sign: −0.5, +1, 0. */
      line: (x: number) => signed.format(x),
      /** A difference of probabilities in percentage points: +3.2, −1. */
      points: (d: number) => points.format(d * 100),
    };
  }, [i18n.locale]);
}

export type Formats = ReturnType<typeof useFormats>;
