import { render, screen } from '@testing-library/react';
import { Markdown, isSafeLink } from './markdown';

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, bold and italic as elements', () => {
    render(
      <Markdown
        source={[
          '# Title',
          '',
          'Some **bold** and *italic* text',
          'on two lines.',
          '',
          '- first',
          '- second',
          '',
          '1. one',
          '2. two',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText(/on two lines/)).toHaveTextContent(
      'Some bold and italic text on two lines.',
    );
    const [bullets, numbered] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(numbered?.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'first',
      'second',
      'one',
      'two',
    ]);
  });

  it('links only to http and https addresses and to paths of this site', () => {
    render(
      <Markdown source="[Safe](https://example.com/a) and [unsafe](javascript:alert(1)) and [data](data:text/html,x)" />,
    );
    expect(screen.getByRole('link', { name: 'Safe' })).toHaveAttribute(
      'href',
      'https://example.com/a',
    );
    expect(screen.queryByRole('link', { name: 'unsafe' })).not.toBeInTheDocument();
    expect(screen.getByText(/unsafe/)).toBeInTheDocument();
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('/about/privacy')).toBe(true);
    expect(isSafeLink('//elsewhere.example/a')).toBe(false);
    expect(isSafeLink('/\\elsewhere.example')).toBe(false);
  });

  it('shows markup as text, never as HTML', () => {
    const { container } = render(<Markdown source={'<img src=x onerror="alert(1)"> hello'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/hello/)).toHaveTextContent('<img src=x onerror="alert(1)"> hello');
  });

  it('puts section headings right below the page heading, whichever level they are written at', () => {
    render(<Markdown source={'## Get help\n\nCall us.\n\n### At night\n\nCall later.'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Get help' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'At night' })).toBeInTheDocument();
  });

  it('leaves out a leading heading that repeats the title', () => {
    render(<Markdown source={'# How to play\n\nPick numbers.'} title="How to play" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Pick numbers.')).toBeInTheDocument();
  });
});
