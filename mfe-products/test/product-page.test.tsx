import { paymentMessages, paymentsApi } from '@gbc/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EquineLinkPage from '../src/equinelink/EquineLinkPage.js';
import { accessToken, fakeApi, renderPage } from './support/render.js';

const checkoutUrl = 'http://localhost/api/payments/local/checkout/abc';
const checkoutId = '11111111-1111-4111-8111-111111111111';

/** The tab the page opens at the press, standing in for the browser's. */
function fakeTab() {
  const tab = { location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

afterEach(() => jest.restoreAllMocks());

describe('/equinelink', () => {
  it('shows every section with the spec figures, and no gate to a signed-in visitor', async () => {
    await renderPage(<EquineLinkPage />, { url: '/equinelink', signedIn: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EquineLink');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const technology = document.getElementById('technology');
    for (const figure of [
      '16-64 channel',
      '0.1 microvolt',
      '85 g',
      'under 50 ms',
      '72-hour battery',
      'IP67',
    ]) {
      expect(technology).toHaveTextContent(figure);
    }
    const hardware = within(document.getElementById('hardware') as HTMLElement);
    for (const range of ['$75,000-$95,000', '$60,000-$80,000', '$45,000-$65,000', '$30,000-$40,000']) {
      expect(hardware.getByText(range)).toBeInTheDocument();
    }
    const pricing = within(document.getElementById('pricing') as HTMLElement);
    for (const price of ['$24,999', '$49,999', '$99,999'])
      expect(pricing.getByText(price)).toBeInTheDocument();
    expect(pricing.getByText('Prices in US dollars (USD), one-off purchase.')).toBeInTheDocument();
  });

  it('purchase: the info toast, then the checkout of <product>-<tier> with the shown amount, in the new tab', async () => {
    const sent = fakeApi({ status: 201, body: { checkoutId, url: checkoutUrl } });
    const tab = fakeTab();
    await renderPage(<EquineLinkPage />, { url: '/equinelink', signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Purchase EquineLink Professional' }));

    expect(await screen.findByText('Processing purchase for EquineLink Professional...')).toBeInTheDocument();
    await waitFor(() => expect(tab.location.href).toBe(checkoutUrl));
    const checkout = sent.find((request) => request.path === paymentsApi.checkouts.create);
    expect(checkout).toEqual({
      path: paymentsApi.checkouts.create,
      body: {
        type: 'product',
        tier: 'equinelink-professional',
        returnPath: '/equinelink',
        amount: 49_999,
        recurring: false,
      },
      authorization: `Bearer ${accessToken}`,
    });
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('an answer without a checkout URL is the spec failure toast, and the tab closes', async () => {
    fakeApi({ status: 201, body: { checkoutId } });
    const tab = fakeTab();
    await renderPage(<EquineLinkPage />, { url: '/equinelink', signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Purchase EquineLink Starter' }));

    expect(await screen.findByText(paymentMessages.productCheckoutFailed)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
