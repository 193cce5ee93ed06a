import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes where the server says next: an address of this app (a path, or a full URL on this origin)
 * through the router; anything else (Stripe Checkout, Stripe's customer portal) by leaving the app.
 */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(url);
    },
    [navigate],
  );
}
