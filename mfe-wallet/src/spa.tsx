import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { pageErrorMessages } from 'shared-kernel';
import { App } from './app';

/** Custom props the shell gives every remote. */
interface ShellProps {
  domElement: HTMLElement;
  remote: string;
  version: string;
}

function RenderFailedFallback() {
  return (
    <div role="alert">
      <p>{pageErrorMessages.generic}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {pageErrorMessages.reloadPageLabel}
      </button>
    </div>
  );
}

export const { bootstrap, mount, unmount } = singleSpaReact<ShellProps>({
  React,
  ReactDOMClient,
  rootComponent: App,
  domElementGetter: (props) => props.domElement,
  errorBoundary: () => <RenderFailedFallback />,
});
