import { entryStateOf, loginPathOf, timingTextOf } from './giveaway-text';
import { drawOf, entryOf, monthlyDrawOf, unlockRule } from './membership.test-support';

const locked = entryOf({ entryStatus: 'locked', entered: false, reason: unlockRule });

describe('entryStateOf', () => {
  it('offers unlocking a locked entry of an open unlock-required giveaway, playable or not', () => {
    expect(entryStateOf(monthlyDrawOf({ entry: locked }))).toEqual({
      kind: 'locked',
      label: 'Locked',
      detail: unlockRule,
      canUnlock: true,
    });
    expect(entryStateOf(monthlyDrawOf({ entry: { ...locked, unlockable: true } })).canUnlock).toBe(
      true,
    );
  });

  it('offers no unlock for a premium-only giveaway or a closed one', () => {
    const premiumOnly = drawOf({
      type: 'preview',
      availability: 'premium_only',
      entry: { ...locked, reason: 'Premium members are entered in preview giveaways.' },
    });
    expect(entryStateOf(premiumOnly)).toMatchObject({
      label: 'Locked',
      detail: 'Premium members are entered in preview giveaways.',
      canUnlock: false,
    });
    expect(entryStateOf(monthlyDrawOf({ status: 'closed', entry: locked })).canUnlock).toBe(false);
  });

  it('shows the locked content when the entry gives no reason', () => {
    const draw = monthlyDrawOf({
      lockedContent: 'Unlock to enter.',
      entry: { ...locked, reason: null },
    });
    expect(entryStateOf(draw).detail).toBe('Unlock to enter.');
  });

  it('reads entered for unlocked and guaranteed entries, not entered without one', () => {
    expect(entryStateOf(drawOf({ entry: entryOf({ entryStatus: 'guaranteed' }) })).label).toBe(
      'Entered',
    );
    expect(entryStateOf(drawOf({ entry: null })).label).toBe('Not entered');
  });
});

describe('the giveaway texts', () => {
  it('keeps the return path readable in the login address', () => {
    expect(loginPathOf('/daily-winners')).toBe('/login?redirect=/daily-winners');
    expect(loginPathOf('/daily-winners?a=1')).toBe('/login?redirect=/daily-winners%3Fa%3D1');
  });

  it('says when a giveaway closes, closed or was drawn, in Sydney time', () => {
    expect(timingTextOf(drawOf())).toMatch(/^Closes Friday 27 November at 8:00\s?pm$/);
    expect(timingTextOf(drawOf({ status: 'drawn' }))).toMatch(
      /^Drawn Friday 27 November at 8:05\s?pm$/,
    );
  });
});
