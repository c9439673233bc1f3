import { useState } from 'react';
import { useNavigate } from 'react-router';
import LogOut from 'lucide-react/icons/log-out';
import { LOGOUT_REDIRECT_DELAY_MS, pages } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '@nodal/ui/toast';
import { logout, setAuthCache } from '../api/auth.ts';

export function LogoutButton({
  className,
  variant = 'secondary',
}: {
  className?: string;
  variant?: 'secondary' | 'ghost';
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await logout();
      toast({ title: 'Logged out successfully', description: 'You have been logged out of the admin area.' });
      setTimeout(() => {
        setAuthCache(null);
        navigate(pages.login, { replace: true });
      }, LOGOUT_REDIRECT_DELAY_MS);
    } catch {
      toast({
        title: 'Logout failed',
        description: 'There was an error during logout, please try again.',
        variant: 'destructive',
      });
      setPending(false);
    }
  };

  return (
    <Button variant={variant} size="sm" onClick={onClick} disabled={pending} className={className}>
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}
