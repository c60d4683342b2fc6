import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Checkbox } from '../src/Checkbox.js';
import { Select } from '../src/Select.js';
import { TextArea } from '../src/TextArea.js';
import { TextField } from '../src/TextField.js';

describe('TextField', () => {
  it('is labelled by its label and valid by default', () => {
    render(<TextField label="Email" name="email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks an error invalid and reads hint and error with the control', () => {
    render(<TextField label="Email" hint="We never share it." error="Invalid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Invalid email address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps the caller's id and describedby and forwards the ref", () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <p id="extra">Extra</p>
        <TextField ref={ref} id="join-email" aria-describedby="extra" label="Email" error="Required" />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'join-email');
    expect(input).toHaveAttribute('aria-describedby', 'extra join-email-error');
    expect(ref.current).toBe(input);
  });
});

describe('other fields', () => {
  it('wire label and error the same way', () => {
    render(
      <>
        <TextArea label="Message" error="Message is required" />
        <Select
          label="Topic"
          placeholder="Choose one"
          options={[{ value: 'press', label: 'Press' }]}
          error="Pick a topic"
        />
        <Checkbox
          label="I agree to receive communications"
          error="You must agree to receive communications"
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Message is required',
    );
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select).toHaveAccessibleDescription('Pick a topic');
    expect(screen.getByRole('option', { name: 'Press' })).toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to receive communications' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('You must agree to receive communications');
  });
});
