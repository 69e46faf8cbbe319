import { useLingui } from '@lingui/react/macro';
import { ghostButton } from '../controls.css';
import { useTheme } from './theme';

export function ThemeToggle() {
  const { t } = useLingui();
  const { theme, toggleTheme } = useTheme();
  return (
    <button
      type="button"
      className={ghostButton}
      onClick={toggleTheme}
      aria-pressed={theme === 'light'}
      aria-label={theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`}
    >
      {theme === 'dark' ? '☀' : '☾'}
    </button>
  );
}
