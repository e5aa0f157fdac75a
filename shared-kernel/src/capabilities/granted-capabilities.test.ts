import { createBus } from '../bus';
import { createGrantedCapabilities } from './granted-capabilities';

describe('the granted capabilities of the page', () => {
  it('are unknown until the shell publishes them, then readable by anyone', () => {
    const granted = createGrantedCapabilities(createBus());

    expect(granted.get()).toBeNull();
    expect(granted.has('wallet_withdrawal')).toBeNull();

    granted.publish(['wallet_deposit', 'wallet_withdrawal'], 'default');

    expect(granted.get()).toEqual(['wallet_deposit', 'wallet_withdrawal']);
    expect(granted.has('wallet_withdrawal')).toBe(true);
    expect(granted.has(['wallet_withdrawal', 'spend_limits'])).toBe(false);
  });

  it('reach a late subscriber and every later change, but not a repeat of the same value', () => {
    const bus = createBus();
    const granted = createGrantedCapabilities(bus);
    granted.publish(['blog'], null);

    const heard: string[][] = [];
    const unsubscribe = granted.subscribe((names) => heard.push([...names]));
    granted.publish(['blog'], null);
    granted.publish(['blog', 'faq'], 'vip');
    unsubscribe();
    granted.publish([], 'vip');

    expect(heard).toEqual([['blog'], ['blog', 'faq']]);
  });

  it('are shared through the bus, so a copy made on the same bus reads what another published', () => {
    const bus = createBus();
    createGrantedCapabilities(bus).publish(['causes_directory'], 'default');

    expect(createGrantedCapabilities(bus).get()).toEqual(['causes_directory']);
  });

  it('let a saga wait until they are known', async () => {
    const granted = createGrantedCapabilities(createBus());
    const known = granted.whenKnown();

    granted.publish(['social_syndicates'], 'default');

    await expect(known).resolves.toEqual(['social_syndicates']);
    await expect(granted.whenKnown()).resolves.toEqual(['social_syndicates']);
  });
});
