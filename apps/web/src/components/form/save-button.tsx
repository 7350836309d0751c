import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface SaveButtonProps {
  /** The save is on its way: the button spins. */
  isSaving: boolean;
  /** E.g. while an image upload has not completed. */
  disabled?: boolean;
  children: ReactNode;
}

/** A catalogue form's submit button, with the save icon. */
export function SaveButton({ isSaving, disabled, children }: SaveButtonProps) {
  return (
    <Button type="submit" disabled={disabled} isLoading={isSaving}>
      <Save aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
