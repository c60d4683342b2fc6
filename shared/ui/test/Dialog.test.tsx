import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../src/Button.js';
import { Dialog } from '../src/Dialog.js';

function MembersOnly() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Download PDF</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Members Only Resource"
        description="This document is exclusive to members."
        actions={
          <>
            <Button variant="outline">Contact Us</Button>
            <Button>Become a Member</Button>
          </>
        }
      >
        <p>Membership Required</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its title and described by its description', async () => {
    render(<MembersOnly />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const dialog = screen.getByRole('dialog', { name: 'Members Only Resource' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This document is exclusive to members.');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus to the first content control and keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<MembersOnly />);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    const close = screen.getByRole('button', { name: 'Close dialog' });
    const contact = screen.getByRole('button', { name: 'Contact Us' });
    const member = screen.getByRole('button', { name: 'Become a Member' });
    expect(contact).toHaveFocus();

    await user.tab();
    expect(member).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(member).toHaveFocus();
  });

  it('closes on Escape and on the close button, giving focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<MembersOnly />);
    const opener = screen.getByRole('button', { name: 'Download PDF' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stops the page behind from scrolling while open', async () => {
    render(<MembersOnly />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop but not inside the panel', async () => {
    const onClose = jest.fn();
    render(
      <Dialog open onClose={onClose} title="Notice">
        <p>Body</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
