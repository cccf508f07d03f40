import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormField } from '../components/ui/form-field';
import { fieldProps } from './field-props';

function Deadline() {
  const form = useForm({ defaultValues: { deadline: { date: '' }, title: '' } });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <FormField label="Title" {...fieldProps(form, 'title')} />
      <FormField label="Deadline date" {...fieldProps(form, 'deadline.date', { required: 'Enter the date' })} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('fieldProps', () => {
  it('registers the field and shows its own error beside it, nested names too', async () => {
    render(<Deadline />);
    await userEvent.type(screen.getByLabelText('Title'), 'Grant');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the date')).toBeInTheDocument();
    expect(screen.getByLabelText('Deadline date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
  });
});
