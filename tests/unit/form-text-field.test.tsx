// @vitest-environment happy-dom
/**
 * FormTextField, the one wiring of a react-hook-form field to MUI's TextField (the learner area's
 * note and project forms): the value, a help text the field's error message replaces, a change
 * hook for a field that resets another, and the focus on the first wrong field after a refused
 * submit (the input's own ref).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormTextField } from '@/components/ui/FormTextField';

const schema = z.object({ title: z.string().min(3, 'Escribe al menos 3 caracteres.'), course: z.string(), lecture: z.string() });
type Values = z.infer<typeof schema>;

function Form({ onSubmit, onCourse }: { onSubmit: (v: Values) => void; onCourse: (v: string) => void }) {
  const { control, handleSubmit, setValue } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { title: '', course: 'a', lecture: '1' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField name="title" control={control} id="t" label="Título" helperText="Un nombre corto." />
      <FormTextField
        name="course"
        control={control}
        select
        id="c"
        label="Curso"
        onValueChange={(v) => {
          onCourse(v);
          setValue('lecture', '');
        }}
      >
        <MenuItem value="a">Curso A</MenuItem>
        <MenuItem value="b">Curso B</MenuItem>
      </FormTextField>
      <FormTextField name="lecture" control={control} id="l" label="Clase" />
      <button type="submit">Guardar</button>
    </form>
  );
}

afterEach(cleanup);

describe('FormTextField', () => {
  it('shows the help text, then the error in its place with the field focused, and sends the typed value', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} onCourse={() => {}} />);
    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(screen.getByText('Un nombre corto.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Escribe al menos 3 caracteres.');
    expect(screen.queryByText('Un nombre corto.')).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: 'Mi proyecto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ title: 'Mi proyecto', course: 'a', lecture: '1' });
    expect(screen.queryByText('Escribe al menos 3 caracteres.')).toBeNull();
  });

  it('a select calls onValueChange after the form has the value, so it can reset a dependent field', async () => {
    const onSubmit = vi.fn();
    const onCourse = vi.fn();
    render(<Form onSubmit={onSubmit} onCourse={onCourse} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Otro' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Curso' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Curso B' }));
    expect(onCourse).toHaveBeenCalledWith('b');
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Clase' }) as HTMLInputElement).value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ title: 'Otro', course: 'b', lecture: '' });
  });
});
