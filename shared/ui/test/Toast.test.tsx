import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from '../src/Button.js';
import { ToastProvider } from '../src/ToastProvider.js';
import type { ToastOptions } from '../src/toast-context.js';
import { useToast } from '../src/toast-context.js';

let lastId = '';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast, dismiss } = useToast();
  return (
    <>
      <Button onClick={() => (lastId = toast(options))}>Show {options.title}</Button>
      <Button onClick={() => dismiss(lastId)}>Dismiss last</Button>
    </>
  );
}

function Many() {
  const { toast } = useToast();
  return (
    <Button
      onClick={() => {
        for (const title of ['one', 'two', 'three', 'four']) toast({ title });
      }}
    >
      Many
    </Button>
  );
}

function renderWithToasts(options: ToastOptions) {
  return render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
}

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows the title and description in a polite live region', () => {
    renderWithToasts({
      title: 'Link copied!',
      description: 'The vignette link has been copied to your clipboard.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show Link copied!' }));
    expect(notifications().getByText('Link copied!')).toBeInTheDocument();
    expect(
      notifications().getByText('The vignette link has been copied to your clipboard.'),
    ).toBeInTheDocument();
    expect(notifications().getByRole('list')).toHaveAttribute('aria-live', 'polite');
  });

  it('closes itself after the default 5000 ms', () => {
    renderWithToasts({ title: 'Welcome' });
    fireEvent.click(screen.getByRole('button', { name: 'Show Welcome' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(notifications().getByText('Welcome')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(notifications().queryByText('Welcome')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    renderWithToasts({ title: 'Quick', durationMs: 1000 });
    fireEvent.click(screen.getByRole('button', { name: 'Show Quick' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(notifications().queryByText('Quick')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is dismissed by id', () => {
    renderWithToasts({ title: 'Sending your message...', variant: 'loading', durationMs: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Show Sending your message...' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(notifications().getByText('Sending your message...')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss last' }));
    expect(notifications().queryByText('Sending your message...')).not.toBeInTheDocument();
  });

  it('announces a destructive toast as an alert', () => {
    renderWithToasts({
      title: 'Copy failed',
      description: 'Unable to copy link. Please try again.',
      variant: 'destructive',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show Copy failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Copy failed');
  });

  it('can be closed with its labelled close button', () => {
    renderWithToasts({ title: 'Notification Set' });
    fireEvent.click(screen.getByRole('button', { name: 'Show Notification Set' }));
    fireEvent.click(notifications().getByRole('button', { name: 'Dismiss notification: Notification Set' }));
    expect(notifications().queryByText('Notification Set')).not.toBeInTheDocument();
  });

  it('pauses its countdown while hovered', () => {
    renderWithToasts({ title: 'Hold on' });
    fireEvent.click(screen.getByRole('button', { name: 'Show Hold on' }));
    act(() => jest.advanceTimersByTime(3000));
    const item = notifications().getByRole('listitem');
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(10_000));
    expect(item).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(1999));
    expect(notifications().getByText('Hold on')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(notifications().queryByText('Hold on')).not.toBeInTheDocument();
  });

  it('shows at most three, newest first', () => {
    render(
      <ToastProvider>
        <Many />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Many' }));
    const titles = notifications()
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual(['four', 'three', 'two']);
  });

  it('explains the missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow(
      'useToast must be used inside <UiProvider>',
    );
  });
});
