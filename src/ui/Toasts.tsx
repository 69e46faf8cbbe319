import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTheme } from './theme/theme';
import { toastDemand } from './toast';

const ToastHost = lazy(() => import('./ToastHost').then((chunk) => ({ default: chunk.ToastHost })));

/** Mounts the toast container once the first toast is asked for (see ./toast.ts). */
export function Toasts() {
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.requested);
  const { theme } = useTheme();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost theme={theme === 'dark' ? 'dark' : 'light'} />
    </Suspense>
  );
}
