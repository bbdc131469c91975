import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { stepOf } from './step-entry.ts';

/**
 * The cart shown by Back from the order a checkout went on to (its page, the card provider's) lands
 * on that checkout's last step: the history goes on past its steps to the cart's own entry, so the
 * next Back leaves the cart instead of walking the steps of a checkout that is done.
 */
export function useClosedStepsPassed() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const step = stepOf(location.state);
    if (navigationType === 'POP' && step?.left) void navigate(-(step.level + 1));
  }, [location, navigationType, navigate]);
}
