import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toast-host.css';
import { toastSettings } from './toast';

/** The toast container with its stylesheet: a chunk of its own, loaded by <Toasts>. */
export function ToastHost({ theme }: { theme: 'dark' | 'light' }) {
  return <ToastContainer {...toastSettings} theme={theme} />;
}
