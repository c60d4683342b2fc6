import { act, screen } from '@testing-library/react';
import { Footer } from '../src/layout/footer/Footer.js';
import { renderInRouter } from './render-site.js';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;
const observed: Callback[] = [];

class FakeIntersectionObserver {
  constructor(private readonly callback: Callback) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {}
}

beforeAll(() => {
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeIntersectionObserver,
    configurable: true,
  });
});
afterAll(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

// A file of its own: once any test has loaded the form's chunk, later renders no longer wait for it.
it('loads the sign-up form only when the footer comes near the viewport, so zod is not in the first load', async () => {
  renderInRouter(<Footer />);
  await act(async () => {});
  expect(observed).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the newsletter sign-up');
  expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();

  act(() => observed[0]?.([{ isIntersecting: true }]));

  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
});
