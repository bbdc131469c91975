import { useEffect } from 'react';
import { useNavigate, type To } from 'react-router';

/**
 * Replaces the address shown with `to` once rendered, without a history entry (a path's missing
 * trailing slash, a listing path made readable). On the server the BFF has redirected already.
 */
export function Redirect({ to }: { to: To }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    navigate(JSON.parse(target) as To, { replace: true });
  }, [navigate, target]);
  return null;
}
