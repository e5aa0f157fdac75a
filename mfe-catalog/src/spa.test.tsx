import type { AppProps } from 'single-spa';
import { pageErrorMessages } from 'shared-kernel';
import { bootstrap, mount, unmount } from './spa';

let mockRenderFails = false;
jest.mock('./app', () => ({
  App: ({ version }: { version: string }) => {
    if (mockRenderFails) throw new Error('render failed');
    return <p>catalogue {version}</p>;
  },
}));

function shellProps() {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { domElement, remote: 'mfe-catalog', version: '0.1.0-abc', name: 'mfe-catalog' };
  return props as typeof props & AppProps;
}

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('single-spa lifecycles', () => {
  // single-spa-react resolves mount from an effect of the rendered tree, as in the browser: act()
  // would hold that effect back, so these tests render outside it.
  beforeAll(() => {
    (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    mockRenderFails = false;
    jest.restoreAllMocks();
  });

  it("render the app, with the shell's props, into the element the shell gives", async () => {
    const props = shellProps();
    await bootstrap(props);
    await mount(props);
    expect(props.domElement).toHaveTextContent('catalogue 0.1.0-abc');

    await unmount(props);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it('show a fallback with a reload button when the app fails to render', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockRenderFails = true;
    const props = shellProps();
    await bootstrap(props);
    await mount(props);

    expect(props.domElement.querySelector('[role="alert"]')).toHaveTextContent(
      pageErrorMessages.generic,
    );
    expect(props.domElement.querySelector('button')).toHaveTextContent('Reload page');
    await unmount(props);
  });
});
