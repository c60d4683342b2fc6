import { contactMessages, marketingApi } from '@gbc/contracts/marketing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage, { subjectFromSearch } from '../../src/contact/ContactPage.js';
import { type FakeResponse, installFakeFetch } from '../support/fake-fetch.js';
import { renderPage } from '../support/render.js';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const contactForm = () => within(screen.getByRole('form', { name: 'Contact form' }));

/** Renders the page and waits for the live form (its chunk loads on the first focus). */
async function renderContact(url = '/contact') {
  renderPage(ContactPage, { path: '/contact', url });
  const placeholder = contactForm().getByRole('textbox', { name: 'Name *' });
  act(() => placeholder.focus());
  await waitFor(() => expect(contactForm().getByRole('textbox', { name: 'Name *' })).not.toBe(placeholder));
}

describe('contact page', () => {
  it('sends name, email, organization, topic and message; resets the form and says so', async () => {
    const fetchMock = installFakeFetch(
      (): FakeResponse => ({ status: 202, body: { message: contactMessages.sent } }),
    );
    const user = userEvent.setup();
    await renderContact();
    const form = contactForm();
    await user.type(form.getByRole('textbox', { name: 'Name *' }), 'Ada Lovelace');
    await user.type(form.getByRole('textbox', { name: 'Email *' }), 'ada@example.org');
    await user.selectOptions(form.getByRole('combobox', { name: 'Topic' }), 'partnership');
    await user.type(form.getByRole('textbox', { name: 'Message *' }), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await contactForm().findByRole('status')).toHaveTextContent(contactMessages.sent);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(marketingApi.contact.send);
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      interest: 'partnership',
      message: 'Hello',
    });
    expect(contactForm().getByRole('textbox', { name: 'Name *' })).toHaveValue('');
    expect(contactForm().getByRole('combobox', { name: 'Topic' })).toHaveValue('general');
  });

  it('names every missing required field and sends nothing', async () => {
    const fetchMock = installFakeFetch((): FakeResponse => ({ status: 202, body: {} }));
    await renderContact();
    await userEvent.setup().click(contactForm().getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(contactForm().getAllByText(contactMessages.required)).toHaveLength(3));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the Subject line from ?subject= and sends it with the message', async () => {
    const fetchMock = installFakeFetch(
      (): FakeResponse => ({ status: 202, body: { message: contactMessages.sent } }),
    );
    const user = userEvent.setup();
    await renderContact('/contact?subject=NeuroGovernance%20training');
    const form = contactForm();
    expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('NeuroGovernance training');
    await user.type(form.getByRole('textbox', { name: 'Name *' }), 'Ada');
    await user.type(form.getByRole('textbox', { name: 'Email *' }), 'ada@example.org');
    await user.type(form.getByRole('textbox', { name: 'Message *' }), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ subject: 'NeuroGovernance training' });
  });

  it('shows no Subject line without ?subject=', () => {
    renderPage(ContactPage, { path: '/contact', url: '/contact' });
    expect(contactForm().queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
  });
});

describe('subjectFromSearch', () => {
  it('keeps one short line of the subject parameter', () => {
    expect(subjectFromSearch(new URLSearchParams('subject=%20BCI%20Accelerator%20'))).toBe('BCI Accelerator');
    expect(subjectFromSearch(new URLSearchParams('subject=a%0Ab%E2%80%AEc'))).toBe('a b c');
    expect(subjectFromSearch(new URLSearchParams(`subject=${'x'.repeat(300)}`))).toHaveLength(200);
    expect(subjectFromSearch(new URLSearchParams('subject=%20'))).toBeNull();
    expect(subjectFromSearch(new URLSearchParams(''))).toBeNull();
  });
});
