import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useTheme } from './theme/theme';
import { toastSettings } from './toast';

export function Toasts() {
  const { theme } = useTheme();
  return <ToastContainer {...toastSettings} theme={theme === 'dark' ? 'dark' : 'light'} />;
}
