import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Alert } from '../src/Alert.js';

describe('Alert', () => {
  it('announces errors at once and outcomes politely', () => {
    render(
      <>
        <Alert title="Could not save">Please try again.</Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not savePlease try again.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('takes focus when asked, and only then', () => {
    const { rerender } = render(<Alert tone="success">Signed out</Alert>);
    expect(screen.getByRole('status')).not.toHaveFocus();
    expect(screen.getByRole('status')).not.toHaveAttribute('tabindex');
    rerender(
      <Alert tone="success" takeFocus>
        Signed out
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('hands its element to a ref as well', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Alert ref={ref} tone="info" role="note">
        Note
      </Alert>,
    );
    expect(ref.current).toBe(screen.getByRole('note'));
  });
});
