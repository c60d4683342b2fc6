import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from '../src/Button.js';
import { UiProvider } from '../src/UiProvider.js';

function Buttons({ onToggle }: { onToggle: () => void }) {
  return (
    <UiProvider>
      <Button onClick={onToggle}>Learn more</Button>
      <Button disabled>Sending</Button>
    </UiProvider>
  );
}

/** Server HTML of the buttons, hydrated in place the way the shell's bootstrap does it. */
async function hydrateFromServer(onToggle: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Buttons onToggle={onToggle} />);
  document.body.append(container);
  const serverButton = container.querySelector('button');
  expect(serverButton).toBeDisabled();
  expect(serverButton).toHaveAttribute('data-not-ready', '');
  await act(async () => {
    hydrateRoot(container, <Buttons onToggle={onToggle} />);
  });
  return container;
}

describe('Button before and after hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is disabled and marked not ready in server HTML, and works once hydrated', async () => {
    const onToggle = jest.fn();
    await hydrateFromServer(onToggle);
    const learnMore = screen.getByRole('button', { name: 'Learn more' });
    expect(learnMore).toBeEnabled();
    expect(learnMore).not.toHaveAttribute('data-not-ready');
    learnMore.click();
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it("keeps a caller's own disabled state after hydration", async () => {
    await hydrateFromServer(jest.fn());
    const sending = screen.getByRole('button', { name: 'Sending' });
    expect(sending).toBeDisabled();
    expect(sending).not.toHaveAttribute('data-not-ready');
  });
});
