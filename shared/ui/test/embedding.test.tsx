import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { styled } from 'styled-components';
import { SubmitButton } from '../src/SubmitButton.js';
import { UiProvider } from '../src/UiProvider.js';

describe('SubmitButton', () => {
  it('is an enabled submit button in server HTML, so a form works before hydration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <UiProvider>
        <form method="get" action="/search">
          <SubmitButton>Apply filters</SubmitButton>
        </form>
      </UiProvider>,
    );
    const button = container.querySelector('button');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('data-not-ready');
  });
});

const Marked = styled.p`
  outline-color: rgb(1, 2, 3);
`;

function styleText(root: Document | ShadowRoot): string {
  return [...root.querySelectorAll('style')].map((style) => style.textContent).join('');
}

describe('UiProvider styleTarget', () => {
  it('puts the styles into the given shadow root instead of the document', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadowRoot.append(container);
    render(
      <UiProvider styleTarget={shadowRoot}>
        <Marked>In the shadow</Marked>
      </UiProvider>,
      { container },
    );
    expect(styleText(shadowRoot)).toContain('outline-color:rgb(1, 2, 3)');
    expect(styleText(document)).not.toContain('outline-color:rgb(1, 2, 3)');
  });

  it('keeps putting them into the document without one', () => {
    render(
      <UiProvider>
        <Marked>In the page</Marked>
      </UiProvider>,
    );
    expect(screen.getByText('In the page')).toBeInTheDocument();
    expect(styleText(document)).toContain('outline-color:rgb(1, 2, 3)');
  });
});
