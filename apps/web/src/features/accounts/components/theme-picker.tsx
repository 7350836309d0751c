import type { ThemePreference } from '@oja/contracts';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useTheme } from '@/lib/theme';
import { useUpdateTheme } from '../api/update-theme';

const OPTIONS: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/**
 * Light, dark or the device's setting, as one group of native radio buttons: Tab reaches the group,
 * the arrow keys choose. The choice shows at once and follows the user to their other devices.
 */
export function ThemePicker() {
  const { theme } = useTheme();
  const update = useUpdateTheme();

  return (
    <Card>
      <CardHeader title="Appearance" description="Light, dark, or the same as your device." />
      <CardContent>
        <fieldset>
          <legend className="sr-only">Theme</legend>
          <div className="grid grid-cols-3 gap-2">
            {OPTIONS.map(({ value, label, Icon }) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border border-slate-200 px-2 py-3 text-sm font-medium text-slate-700 hover:border-slate-300',
                  'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-1 has-checked:ring-brand-700',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => update.mutate(value)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
