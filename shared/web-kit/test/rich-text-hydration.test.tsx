import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RichText } from '../src/rich-text.js';

let dompurifyLoads = 0;
jest.mock('dompurify', () => {
  dompurifyLoads += 1;
  return jest.requireActual('dompurify');
});
// The browser build's purifier (Jest resolves `#purifier` to the server's).
jest.mock('#purifier', () => jest.requireActual('../src/purifier.browser'));

// What the server render sent: the sanitised body inside the rich text's Suspense boundary.
const serverHtml = '<div class="body"><p>Sanitised on the server</p></div>';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('RichText in server HTML', () => {
  it('keeps the HTML the server sanitised and loads no DOMPurify, while hydrating and after', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const html = '<p>Sanitised on the server</p>';
    const hydrationErrors = jest.fn();

    await act(async () => {
      root = hydrateRoot(container, <RichText className="body" html={html} />, {
        onRecoverableError: hydrationErrors,
      });
    });
    // A parent's later render with the same text (a context change, a refetch) keeps it too.
    await act(async () => root?.render(<RichText className="body" html={html} />));

    expect(container.querySelector('.body')?.innerHTML).toBe(html);
    expect(hydrationErrors).not.toHaveBeenCalled();
    expect(dompurifyLoads).toBe(0);
  });

  it('sanitises in the browser once the text changes (another vignette)', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <RichText className="body" html="<p>Sanitised on the server</p>" />);
    });

    await act(async () => {
      root?.render(<RichText className="body" html={'<p>Next<img src="a.png" onerror="alert(1)"></p>'} />);
    });

    await waitFor(() =>
      expect(container.querySelector('.body')?.innerHTML).toBe('<p>Next<img src="a.png"></p>'),
    );
    expect(dompurifyLoads).toBe(1);
  });
});
