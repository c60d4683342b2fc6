import { membershipAmountRangeMessage, paymentMessages, paymentsApi } from '@gbc/contracts/payments';
import { membershipProspectus, productsApi } from '@gbc/contracts/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goToCheckout } from '../src/membership/go-to-checkout.js';
import MembershipPage from '../src/membership/MembershipPage.js';
import { accessToken, currentPath, fakeApi, renderPage } from './support/render.js';

jest.mock('../src/membership/go-to-checkout.js', () => ({ goToCheckout: jest.fn() }));
const goTo = goToCheckout as jest.MockedFunction<typeof goToCheckout>;

const checkoutUrl = 'http://localhost/api/payments/local/checkout/xyz';
const tierCard = (name: string) => within(screen.getByRole('listitem', { name }));

afterEach(() => goTo.mockReset());

describe('/membership', () => {
  it('shows the four tiers from the catalogue, Founding Partner highlighted', async () => {
    await renderPage(<MembershipPage />, { url: '/membership', signedIn: false });
    expect(tierCard('Founding Partner').getByText('$20,000 to $50,000')).toBeInTheDocument();
    expect(tierCard('Founding Partner').getByText('Most impact')).toBeInTheDocument();
    expect(tierCard('Industry Member').getByText('$3,000 to $15,000')).toBeInTheDocument();
    expect(tierCard('Individual Member').getByText('$75 to $350')).toBeInTheDocument();
    expect(tierCard('Advocate').getByText('$120')).toBeInTheDocument();
    expect(tierCard('Advocate').queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('signed out: "Please sign in to continue", then /join, and no checkout', async () => {
    const sent = fakeApi({ status: 201, body: {} });
    await renderPage(<MembershipPage />, { url: '/membership', signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: 'Join as Advocate' }));
    expect(await screen.findByText(paymentMessages.membershipSignInRequired)).toBeInTheDocument();
    expect(currentPath()).toBe('/join');
    expect(sent).toEqual([]);
  });

  it('signed in: an amount outside the range is refused with the contract message, one inside checks out', async () => {
    const sent = fakeApi({
      status: 201,
      body: { checkoutId: '22222222-2222-4222-8222-222222222222', url: checkoutUrl },
    });
    await renderPage(<MembershipPage />, { url: '/membership', signedIn: true });
    const card = tierCard('Industry Member');
    // The server's field until the form's code arrives, then the live form's: found afresh each time.
    const amount = () => card.getByLabelText('Your yearly amount for Industry Member (AUD)');
    await userEvent.clear(amount());
    await userEvent.type(amount(), '20000');
    await userEvent.click(card.getByRole('button', { name: 'Join as Industry Member' }));
    expect(await card.findByText(membershipAmountRangeMessage(3_000, 15_000))).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(amount()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(amount());
    await userEvent.type(amount(), '5000');
    await userEvent.click(card.getByRole('button', { name: 'Join as Industry Member' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(checkoutUrl));
    expect(sent).toEqual([
      {
        path: paymentsApi.checkouts.create,
        body: {
          type: 'membership',
          tierId: 'industry-member',
          amount: 5000,
          returnPath: '/membership/success?tier=industry-member',
        },
        authorization: `Bearer ${accessToken}`,
      },
    ]);
  });

  it('signed in: an empty amount asks for one, with the contract message, and sends nothing', async () => {
    const sent = fakeApi({ status: 201, body: {} });
    await renderPage(<MembershipPage />, { url: '/membership', signedIn: true });
    const card = tierCard('Individual Member');
    await userEvent.clear(card.getByLabelText('Your yearly amount for Individual Member (AUD)'));
    await userEvent.click(card.getByRole('button', { name: 'Join as Individual Member' }));
    expect(await card.findByText(paymentMessages.membershipAmountRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a refused checkout is the spec failure toast', async () => {
    fakeApi({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } });
    await renderPage(<MembershipPage />, { url: '/membership', signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Join as Advocate' }));
    expect(await screen.findByText(paymentMessages.membershipCheckoutFailed)).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('the prospectus: fetched, saved, and the spec toasts for success and failure', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:prospectus';
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetched: string[] = [];
    globalThis.fetch = (async (input: string) => {
      fetched.push(input);
      return fetched.length === 1
        ? { ok: true, status: 200, blob: async () => new Blob(['%PDF-'], { type: 'application/pdf' }) }
        : { ok: false, status: 503 };
    }) as unknown as typeof fetch;
    await renderPage(<MembershipPage />, { url: '/membership', signedIn: false });
    const link = screen.getByRole('link', { name: 'Download the prospectus' });
    expect(link).toHaveAttribute('href', productsApi.prospectus);
    expect(link).toHaveAttribute('download', membershipProspectus.fileName);

    await userEvent.click(link);
    expect(await screen.findByText(membershipProspectus.messages.started)).toBeInTheDocument();
    expect(saved).toEqual([membershipProspectus.fileName]);

    await userEvent.click(link);
    expect(await screen.findByText(membershipProspectus.messages.failed)).toBeInTheDocument();
    expect(fetched).toEqual([productsApi.prospectus, productsApi.prospectus]);
    expect(saved).toHaveLength(1);
    jest.restoreAllMocks();
  });
});
