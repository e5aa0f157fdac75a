import { capabilityNames } from '../platform/capabilities';
import { capabilitiesOfPath } from '../platform/capability-screens';
import { accountAreas, accountAreasFor } from './account-areas';

const labelsFor = (...granted: Parameters<typeof accountAreasFor>[0]) =>
  accountAreasFor(granted).map((area) => area.label);

describe('the areas of the account', () => {
  it('name, for each area, every capability its screen needs', () => {
    const unnamed = accountAreas.filter((area) =>
      capabilitiesOfPath(area.path).some((name) => name !== area.capability),
    );

    // Giveaways need the programme as well as their entries: the screen table says so.
    expect(unnamed.map((area) => area.label)).toEqual(['Current giveaways', 'Closed giveaways']);
  });

  it('offer Withdraw only with the wallet withdrawal capability', () => {
    expect(labelsFor('wallet_deposit', 'wallet_manage')).toEqual(
      expect.not.arrayContaining(['Withdraw']),
    );
    expect(labelsFor('wallet_withdrawal')).toEqual(expect.arrayContaining(['Withdraw']));
  });

  it('offer the giveaways only with the programme and its entries', () => {
    expect(labelsFor('giveaway_entries')).toEqual(
      expect.not.arrayContaining(['Current giveaways']),
    );
    expect(labelsFor('giveaway_entries', 'membership_program')).toEqual(
      expect.arrayContaining(['Current giveaways', 'Closed giveaways']),
    );
  });

  it('offer every area with every capability, and the open ones with none', () => {
    expect(labelsFor(...capabilityNames)).toEqual(accountAreas.map((area) => area.label));
    expect(labelsFor()).toEqual([
      'My details',
      'Precommitment limit',
      'Activity statement',
      'Login and security',
      'Change password',
    ]);
  });
});
