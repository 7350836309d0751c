import { Toaster, type ToasterProps } from 'sonner';
import { useTheme } from './theme';

/** Sonner's toaster in the page's theme; loaded with the first toast (toast.ts), so with sonner. */
export function ThemedToaster(props: Omit<ToasterProps, 'theme'>) {
  const { resolved } = useTheme();
  return <Toaster {...props} theme={resolved} />;
}
