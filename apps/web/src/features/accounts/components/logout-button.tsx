import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLogout } from '../api/logout';

export function LogoutButton(props: Omit<ButtonProps, 'onClick' | 'isLoading'>) {
  const logout = useLogout();
  return (
    <Button
      variant="secondary"
      {...props}
      onClick={() => logout.mutate()}
      isLoading={logout.isPending || logout.isSuccess}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Log out
    </Button>
  );
}
