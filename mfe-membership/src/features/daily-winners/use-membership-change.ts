import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { type MembershipTier } from 'shared-kernel/contract/membership';
import { checkoutPath, loginPathOf, premiumDepositPath } from '../../shared/giveaway-text';
import { joinRequested, nextFollowed, selectProgramme } from './programme-slice';

/**
 * Joining from a page at `returnPath`: a visitor logs in first and comes back; a premium join
 * continues at checkout (the premium item is in the cart) or with a deposit when the wallet
 * cannot pay it.
 */
export function useJoin(returnPath: string): (tier: MembershipTier) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { isSignedIn, change } = useSelector(selectProgramme);

  useEffect(() => {
    if (change.next === 'checkout' || change.next === 'deposit') {
      dispatch(nextFollowed());
      void navigate(change.next === 'checkout' ? checkoutPath : premiumDepositPath);
    }
  }, [change.next, dispatch, navigate]);

  return (tier) => {
    if (!isSignedIn) {
      void navigate(loginPathOf(returnPath), { state: { from: returnPath } });
      return;
    }
    dispatch(joinRequested(tier));
  };
}
