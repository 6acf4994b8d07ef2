import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './date-field';

afterEach(cleanup);

/** A form holding the field's value, showing what it holds, with a way to clear it from outside. */
function Holder({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="From" value={value} onChange={setValue} />
      <output aria-label="Held">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'From' });
const held = () => screen.getByLabelText('Held').textContent;

describe('a date field', () => {
  it('shows its day first and asks for DD/MM/YYYY', () => {
    render(<Holder initial="2026-11-05" />);
    expect(field()).toHaveValue('05/11/2026');
    expect(field()).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('reads a typed day as day, month, year', () => {
    render(<Holder />);
    fireEvent.change(field(), { target: { value: '05/11/2026' } });
    expect(held()).toBe('2026-11-05');
    fireEvent.change(field(), { target: { value: '11/05/2026' } });
    expect(held()).toBe('2026-05-11');
  });

  it('holds no day while what is typed is not one, and says so once the field is left', () => {
    render(<Holder initial="2026-11-05" />);
    fireEvent.change(field(), { target: { value: '31/02/2026' } });
    expect(held()).toBe('');
    expect(field()).toHaveValue('31/02/2026');
    expect(screen.queryByText(/Use DD\/MM\/YYYY/)).toBeNull();
    fireEvent.blur(field());
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Use DD/MM/YYYY, for example 21/11/2026')).toBeInTheDocument();
  });

  it('empties when its form is reset', () => {
    render(<Holder initial="2026-11-05" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field()).toHaveValue('');
  });

  it('takes a day chosen in the calendar', () => {
    render(<Holder />);
    expect(
      screen.getByRole('button', { name: 'From: choose from a calendar' }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From calendar'), { target: { value: '2026-03-02' } });
    expect(field()).toHaveValue('02/03/2026');
    expect(held()).toBe('2026-03-02');
  });
});
