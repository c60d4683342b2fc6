import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { z } from 'zod';
import {
  DeferredForm,
  type DeferredFormLiveProps,
  readFormValues,
  withInitialValues,
} from '../src/deferred-form.js';
import { useZodForm } from '../src/forms/zod-form.js';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  topics: z.array(z.string()).min(1, 'Pick a topic'),
  agree: z.literal(true, { error: 'Agree first' }),
});
type Values = z.input<typeof schema>;
const defaults: Values = { name: '', topics: [], agree: false as unknown as true };

/** The markup both versions share: the same fields in the same order. */
function Fields({
  field,
  busy,
}: {
  field: (name: 'name' | 'topics' | 'agree') => Record<string, unknown>;
  busy: boolean;
}) {
  return (
    <>
      <label>
        Name <input {...field('name')} />
      </label>
      <label>
        <input type="checkbox" value="a" {...field('topics')} /> Topic A
      </label>
      <label>
        <input type="checkbox" value="b" {...field('topics')} /> Topic B
      </label>
      <label>
        <input type="checkbox" {...field('agree')} /> I agree
      </label>
      <button type="submit">{busy ? 'Sending...' : 'Send'}</button>
    </>
  );
}

const sent = jest.fn<void, [unknown]>();

function LiveForm({ initialValues }: DeferredFormLiveProps) {
  const form = useZodForm(schema, { defaultValues: withInitialValues(defaults, initialValues) });
  const errors = form.formState.errors;
  return (
    <form noValidate aria-label="Test form" onSubmit={form.handleSubmit((values) => sent(values))}>
      <Fields field={(name) => form.register(name)} busy={false} />
      <p>{[errors.name, errors.topics, errors.agree].map((error) => error?.message).join(' ')}</p>
    </form>
  );
}

/** A chunk whose arrival the test decides. */
function deferredChunk() {
  let arrive: () => void = () => {};
  const promise = new Promise<{ default: ComponentType<DeferredFormLiveProps> }>((resolve) => {
    arrive = () => resolve({ default: LiveForm });
  });
  const load = jest.fn(() => promise);
  return { load, arrive: () => act(async () => arrive()) };
}

function renderDeferred(load: () => Promise<{ default: ComponentType<DeferredFormLiveProps> }>) {
  return render(
    <DeferredForm
      load={load}
      props={{}}
      placeholder={({ formProps, submitting }) => (
        <form aria-label="Test form" {...formProps}>
          <Fields field={(name) => ({ name })} busy={submitting} />
        </form>
      )}
    />,
  );
}

beforeEach(() => sent.mockReset());

describe('DeferredForm', () => {
  test('renders labelled fields and the button without loading the code', () => {
    const chunk = deferredChunk();
    renderDeferred(chunk.load);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(chunk.load).not.toHaveBeenCalled();
  });

  test('loads on first focus and keeps what was typed and ticked meanwhile, with the focus', async () => {
    const user = userEvent.setup();
    const chunk = deferredChunk();
    renderDeferred(chunk.load);

    await user.click(screen.getByRole('checkbox', { name: 'Topic B' }));
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('Ada');
    expect(chunk.load).toHaveBeenCalledTimes(1);
    const placeholderInput = screen.getByRole('textbox', { name: 'Name' });

    await chunk.arrive();

    const liveInput = await screen.findByRole('textbox', { name: 'Name' });
    expect(liveInput).not.toBe(placeholderInput);
    expect(liveInput).toHaveValue('Ada');
    expect(liveInput).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Topic B' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Topic A' })).not.toBeChecked();
    // Typing goes on where it stopped.
    await user.keyboard(' Lovelace');
    expect(liveInput).toHaveValue('Ada Lovelace');
    expect(sent).not.toHaveBeenCalled();
  });

  test('swaps the live form in within the task the code arrives in, so no keystroke falls between', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let arrive: (module: { default: ComponentType<DeferredFormLiveProps> }) => void = () => {};
    const load = () =>
      new Promise<{ default: ComponentType<DeferredFormLiveProps> }>((resolve) => {
        arrive = resolve;
      });
    renderDeferred(load);
    const placeholderInput = screen.getByRole('textbox', { name: 'Name' });
    act(() => placeholderInput.focus());

    arrive({ default: LiveForm });
    // Microtasks only: no macrotask (where input events run) may separate reading the values from the swap.
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();

    expect(screen.getByRole('textbox', { name: 'Name' })).not.toBe(placeholderInput);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  test('a submit pressed before the code arrives is carried out once, with the values typed', async () => {
    const user = userEvent.setup();
    const chunk = deferredChunk();
    renderDeferred(chunk.load);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace');
    await user.click(screen.getByRole('checkbox', { name: 'Topic A' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await chunk.arrive();

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith({ name: 'Grace', topics: ['a'], agree: true });
  });

  test('an early submit of an incomplete form shows the messages instead of sending', async () => {
    const user = userEvent.setup();
    const chunk = deferredChunk();
    renderDeferred(chunk.load);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
    await chunk.arrive();

    expect(await screen.findByText('Name is required Pick a topic Agree first')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  test('a chunk that fails to load is tried again on the next interaction, keeping the values', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = deferredChunk();
    const load = jest
      .fn<Promise<{ default: ComponentType<DeferredFormLiveProps> }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(chunk.load);
    renderDeferred(load);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    expect(load).toHaveBeenCalledTimes(2);
    await chunk.arrive();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ada!');
  });
});

describe('readFormValues and withInitialValues', () => {
  test('dotted names nest, and nested defaults are merged', () => {
    document.body.innerHTML = `<form>
      <input name="email" value="a@b.org">
      <input name="metadata.organization" value="Lab">
      <input type="checkbox" name="metadata.interests" value="x" checked>
      <input type="checkbox" name="metadata.interests" value="y">
      <input type="radio" name="tone" value="calm"><input type="radio" name="tone" value="loud" checked>
      <select name="topic"><option value="general">G</option><option value="events" selected>E</option></select>
      <button name="ignored">Go</button>
    </form>`;
    const values = readFormValues(document.querySelector('form') as HTMLFormElement);
    expect(values).toEqual({
      email: 'a@b.org',
      metadata: { organization: 'Lab', interests: ['x'] },
      tone: 'loud',
      topic: 'events',
    });
    expect(
      withInitialValues({ email: '', name: '', metadata: { interests: [], source: 'join_page' } }, values),
    ).toEqual({
      email: 'a@b.org',
      name: '',
      metadata: { organization: 'Lab', interests: ['x'], source: 'join_page' },
      tone: 'loud',
      topic: 'events',
    });
  });
});
