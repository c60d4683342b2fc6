import { pathTo } from '@gbc/site-map';
import { screen } from '@testing-library/react';
import { AdminScreen } from '../src/access/AdminScreen.js';
import { adminAccessCopy } from '../src/access/content/admin-access-copy.js';
import { adminVisitor, renderAsVisitor, type TestVisitor } from './render-admin.js';

function renderScreen(visitor: TestVisitor) {
  const content = jest.fn(({ accessToken }: { accessToken: string }) => <p>Secret content {accessToken}</p>);
  renderAsVisitor(<AdminScreen title="Security Dashboard">{content}</AdminScreen>, visitor);
  return content;
}

describe('AdminScreen', () => {
  it('shows a signed-out visitor the refusal and a sign-in link, and nothing of the screen', async () => {
    const content = renderScreen('signed-out');
    expect(screen.getByRole('heading', { level: 1, name: 'Security Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(adminAccessCopy.signedOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: adminAccessCopy.signIn })).toHaveAttribute(
      'href',
      pathTo('/sign-in'),
    );
    expect(content).not.toHaveBeenCalled();
  });

  it('refuses a signed-in account without the admin role', async () => {
    const content = renderScreen({ roles: ['member'], aal: 'aal2' });
    expect(await screen.findByText(adminAccessCopy.notAdmin)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: adminAccessCopy.signIn })).not.toBeInTheDocument();
    expect(content).not.toHaveBeenCalled();
  });

  it('asks an admin without the second factor to step up, pointing to the account page', async () => {
    const content = renderScreen({ roles: ['admin'], aal: 'aal1' });
    expect(await screen.findByText(adminAccessCopy.stepUp)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: adminAccessCopy.account })).toHaveAttribute(
      'href',
      pathTo('/account'),
    );
    expect(content).not.toHaveBeenCalled();
  });

  it('renders the screen for an admin with the second factor, with the access token', async () => {
    renderScreen(adminVisitor);
    expect(await screen.findByText('Secret content admin-access-token')).toBeInTheDocument();
    expect(screen.queryByText(adminAccessCopy.signedOut)).not.toBeInTheDocument();
  });
});
