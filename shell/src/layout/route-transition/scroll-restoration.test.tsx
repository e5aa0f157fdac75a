import { act, render } from '@testing-library/react';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction = () => undefined;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return <p>page</p>;
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

function scrolledTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  it('opens a new page at the top and returns to the position on back', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    });
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    await act(() => navigate('/oz-lotto'));
    scrolledTo(640);
    await nextFrame();

    await act(() => navigate('/lotto-results'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
