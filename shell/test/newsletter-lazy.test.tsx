import { screen } from '@testing-library/react';
import { Footer } from '../src/layout/footer/Footer.js';
import { renderInRouter } from './render-site.js';

// A file of its own: once any test has loaded the form's chunk, later renders no longer wait for it.
it('loads the sign-up form as its own chunk after the footer, holding its place meanwhile', async () => {
  renderInRouter(<Footer />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the newsletter sign-up');
  expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  expect(screen.queryByText('Loading the newsletter sign-up')).not.toBeInTheDocument();
});
