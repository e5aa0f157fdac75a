import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderShell } from '../../testing/render-shell';
import { NavigationBar } from './navigation-bar';

// index.html paints the navigation bar before any script runs; the shell's first render replaces
// it. Both must look the same, or the page would jump when the shell starts.

/** What an element looks like: its tag, attributes and children, whitespace between tags aside. */
function shapeOf(node: Node, ignoredAttributes: readonly string[]): string {
  if (node.nodeType === node.TEXT_NODE) return (node.textContent ?? '').trim();
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => !ignoredAttributes.includes(attribute.name))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  const children = [...node.childNodes]
    .map((child) => shapeOf(child, ignoredAttributes))
    .filter(Boolean);
  return `<${node.localName} ${attributes.join(' ')}>${children.join('')}</${node.localName}>`;
}

function firstPaint(): Document {
  const page = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
  return new DOMParser().parseFromString(page, 'text/html');
}

// The page's bar cannot name the drawer the shell renders; react-router marks its links.
const ignored = ['aria-controls', 'data-discover'];

it.each(['.navigation-bar__menu-toggle', '.navigation-bar__logo'])(
  "the page's first paint shows %s as the shell renders it for a visitor",
  (selector) => {
    const { container } = renderShell(<NavigationBar />);
    const rendered = container.querySelector(selector);
    const painted = firstPaint().querySelector(`#shell-root ${selector}`);

    expect(painted).not.toBeNull();
    expect(shapeOf(painted!, ignored)).toBe(shapeOf(rendered!, ignored));
  },
);

it("places the first paint's bar and main area as the layout does", () => {
  const root = firstPaint().querySelector('#shell-root');
  expect(root?.querySelector('.shell > header.navigation-bar > .navigation-bar__inner')).not.toBe(
    null,
  );
  expect(root?.querySelector('.shell > main.shell__main')).not.toBeNull();
});
