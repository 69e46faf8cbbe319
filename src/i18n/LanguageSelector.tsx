import { useLingui } from '@lingui/react/macro';
import { isLanguage, type Language } from '../../contracts/language';
import { selectStyle } from '../ui/controls.css';
import { switchLanguage } from './i18n';

export function LanguageSelector() {
  const { t, i18n } = useLingui();
  // Spanish first, then English (SPEC §2, auth shell).
  const options: Array<{ value: Language; label: string }> = [
    { value: 'es', label: t({ id: 'language.spanish', message: 'Spanish' }) },
    { value: 'en', label: t({ id: 'language.english', message: 'English' }) },
  ];
  return (
    <select
      className={selectStyle}
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
