import { act, screen } from '@testing-library/react';
import { makeFallbackLifecycles } from './fallback-lifecycles';

type LifeCycle = (props: { domElement: HTMLElement }) => Promise<unknown>;

describe('makeFallbackLifecycles', () => {
  it('renders the friendly fallback in the slot it is given, and removes it on unmount', async () => {
    const slot = document.createElement('div');
    const otherSlot = document.createElement('div');
    otherSlot.textContent = 'The cart still works';
    document.body.append(slot, otherSlot);
    const lifecycles = makeFallbackLifecycles();
    const mount = lifecycles.mount as unknown as LifeCycle;
    const unmount = lifecycles.unmount as unknown as LifeCycle;

    await act(() => mount({ domElement: slot }));
    expect(
      screen.getByRole('heading', { name: "This part of the shop didn't load" }),
    ).toBeInTheDocument();
    expect(slot).toHaveTextContent('Please try reloading');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(otherSlot).toHaveTextContent('The cart still works');

    await act(() => unmount({ domElement: slot }));
    expect(slot).toBeEmptyDOMElement();
    slot.remove();
    otherSlot.remove();
  });
});
